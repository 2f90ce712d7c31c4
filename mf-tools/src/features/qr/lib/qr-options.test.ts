/** @jest-environment node */
import QRCode from 'qrcode';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { charLength, contrastRatio, contrastWarning, DEFAULT_QR_OPTIONS, fileName, parseMargin, toRenderOptions, utf8Length, type QrOptions } from './qr-options';

/** The screen's options, with node's PNG renderer in place of the browser's canvas (same matrix, colours, size). */
function toBuffer(text: string, options: QrOptions) {
  const { errorCorrectionLevel, width, margin, color } = toRenderOptions(options);
  return QRCode.toBuffer(text, { errorCorrectionLevel, width, margin, color, type: 'png' });
}

/** Generate the code with the exact options the screen uses, then read it back from the pixels. */
async function roundTrip(text: string, options: QrOptions) {
  const png = PNG.sync.read(await toBuffer(text, options));
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  return { decoded, width: png.width };
}

describe('QR options', () => {
  it('maps the defaults (M, 256 px, margin 4, black on white, PNG)', () => {
    expect(toRenderOptions(DEFAULT_QR_OPTIONS)).toEqual({
      errorCorrectionLevel: 'M', width: 256, margin: 4, color: { dark: '#000000ff', light: '#ffffffff' }, type: 'image/png', rendererOpts: { quality: 0.92 },
    });
    expect(toRenderOptions({ ...DEFAULT_QR_OPTIONS, fileFormat: 'jpeg', errorLevel: 'H' })).toMatchObject({ type: 'image/jpeg', errorCorrectionLevel: 'H' });
    expect(fileName('png')).toBe('qrcode.png');
    expect(fileName('jpeg')).toBe('qrcode.jpeg');
  });

  it('accepts margins 0–10 only', () => {
    expect(parseMargin('0')).toBe(0);
    expect(parseMargin('10')).toBe(10);
    for (const bad of ['11', '-1', '2.5', '', 'a', '1e1']) expect(parseMargin(bad)).toBeNull();
  });

  it('counts characters and UTF-8 bytes (Hangul is 3 bytes)', () => {
    expect(charLength('안녕 QR')).toBe(5);
    expect(utf8Length('안녕 QR')).toBe(9);
    expect(charLength('😀')).toBe(1);
    expect(utf8Length('😀')).toBe(4);
  });

  it('warns about low contrast and light-on-dark codes', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 0);
    expect(contrastWarning('#000000', '#ffffff')).toBeNull();
    expect(contrastWarning('#777777', '#888888')).toBe('low');
    expect(contrastWarning('#ffff00', '#ffffff')).toBe('low');
    expect(contrastWarning('#ffffff', '#000000')).toBe('inverted');
  });
});

describe('QR round trip (decoding the generated image)', () => {
  // Rendering and decoding a 256–512 px PNG is CPU-heavy: an explicit budget for a busy machine.
  const BUDGET_MS = 60_000;

  it('encodes Hangul as UTF-8 and decodes it back', async () => {
    const text = '안녕하세요, 하루입니다! 회의는 3시에 시작합니다.';
    const { decoded, width } = await roundTrip(text, DEFAULT_QR_OPTIONS);
    expect(width).toBe(256);
    expect(decoded?.data).toBe(text);
    expect(new TextDecoder().decode(new Uint8Array(decoded!.binaryData))).toBe(text);
  }, BUDGET_MS);

  it('honours size, level, margin and colours', async () => {
    const options: QrOptions = { errorLevel: 'H', size: 512, margin: 1, foreColor: '#1e3a8a', backColor: '#fef3c7', fileFormat: 'png' };
    const { decoded, width } = await roundTrip('WIFI:T:WPA;S:하루\\;집;P:pa\\:ss;;', options);
    expect(width).toBe(512);
    expect(decoded?.data).toBe('WIFI:T:WPA;S:하루\\;집;P:pa\\:ss;;');
    const png = PNG.sync.read(await toBuffer('x', options));
    expect([...png.data.subarray(0, 3)]).toEqual([0xfe, 0xf3, 0xc7]); // the margin is the background colour
  }, BUDGET_MS);
});
