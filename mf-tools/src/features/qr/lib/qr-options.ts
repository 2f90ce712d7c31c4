/** QR options (SPEC.md section 3) and their defaults (section 9). */
export type ErrorLevel = 'L' | 'M' | 'Q' | 'H';
export type QrSize = 128 | 256 | 512;
export type FileFormat = 'png' | 'jpeg';

export interface QrOptions {
  errorLevel: ErrorLevel;
  size: QrSize;
  margin: number;
  foreColor: string;
  backColor: string;
  fileFormat: FileFormat;
}

export const DEFAULT_QR_OPTIONS: QrOptions = { errorLevel: 'M', size: 256, margin: 4, foreColor: '#000000', backColor: '#ffffff', fileFormat: 'png' };
export const ERROR_LEVELS: readonly ErrorLevel[] = ['L', 'M', 'Q', 'H'];
export const RECOVERY_PERCENT: Record<ErrorLevel, number> = { L: 7, M: 15, Q: 25, H: 30 };
export const SIZES: readonly QrSize[] = [128, 256, 512];
export const MARGIN_MIN = 0;
export const MARGIN_MAX = 10;
export const MIME: Record<FileFormat, 'image/png' | 'image/jpeg'> = { png: 'image/png', jpeg: 'image/jpeg' };

/** Byte-mode capacity of the largest symbol (version 40) per level: longer text cannot become a QR code. */
export const MAX_BYTES: Record<ErrorLevel, number> = { L: 2953, M: 2331, Q: 1663, H: 1273 };

/** The margin box accepts only whole numbers 0–10; anything else is rejected (null), not clamped. */
export function parseMargin(input: string): number | null {
  if (!/^\d{1,2}$/.test(input.trim())) return null;
  const n = Number(input);
  return n >= MARGIN_MIN && n <= MARGIN_MAX ? n : null;
}

/** Hangul is 3 bytes in UTF-8, which is how the code stores text, so capacity is counted in bytes. */
export function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** Characters as the user sees them (code points), not UTF-16 units. */
export function charLength(text: string): number {
  return [...text].length;
}

/** Options for the qrcode library (toDataURL / toBuffer). Text is encoded in byte mode as UTF-8. */
export function toRenderOptions(o: QrOptions) {
  return {
    errorCorrectionLevel: o.errorLevel,
    width: o.size,
    margin: o.margin,
    color: { dark: `${o.foreColor}ff`, light: `${o.backColor}ff` },
    type: MIME[o.fileFormat],
    rendererOpts: { quality: 0.92 },
  };
}

export const fileName = (format: FileFormat) => `qrcode.${format}`;

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two #rrggbb colours (1–21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Below this many scanners fail; and many cannot read light modules on a dark background at all. */
export const MIN_CONTRAST = 3;

export type ContrastWarning = 'low' | 'inverted' | null;
export function contrastWarning(fore: string, back: string): ContrastWarning {
  if (contrastRatio(fore, back) < MIN_CONTRAST) return 'low';
  if (luminance(fore) > luminance(back)) return 'inverted';
  return null;
}
