// Generates the PWA icons (public/icon-192.png, public/icon-512.png): an amber sun over a horizon on the brand
// indigo, full-bleed so the same file works as a maskable icon. Plain zlib PNG encoding, no dependencies.
// Run: node shell/scripts/make-icons.mjs
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import path from 'node:path';

const OUT = path.join(import.meta.dirname, '..', 'public');
const SAMPLES = 4; // supersampling per axis, for smooth edges

const mix = (a, b, t) => a.map((v, i) => v + (b[i] - v) * t);
const TOP = [99, 102, 241];
const BOTTOM = [55, 48, 163];
const SUN = [251, 191, 36];
const HORIZON = [255, 255, 255];

/** Colour at a point of the unit square (0..1). */
function shade(x, y) {
  const bg = mix(TOP, BOTTOM, y);
  const dx = x - 0.5;
  const dy = y - 0.56;
  const inSun = dx * dx + dy * dy < 0.2 * 0.2 && y < 0.62;
  if (inSun) return mix(SUN, [253, 230, 138], Math.max(0, 0.56 - y) * 2.5);
  if (y > 0.62 && y < 0.655 && Math.abs(dx) < 0.3) return HORIZON;
  if (y > 0.69 && y < 0.715 && Math.abs(dx) < 0.18) return mix(HORIZON, bg, 0.35);
  return bg;
}

function crc32(buf) {
  let c;
  let crc = 0xffffffff;
  for (const byte of buf) {
    c = (crc ^ byte) & 0xff;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    crc = (crc >>> 8) ^ c;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function png(size) {
  const raw = Buffer.alloc((size * 3 + 1) * size);
  for (let y = 0; y < size; y += 1) {
    raw[y * (size * 3 + 1)] = 0; // filter: none
    for (let x = 0; x < size; x += 1) {
      let acc = [0, 0, 0];
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const c = shade((x + (sx + 0.5) / SAMPLES) / size, (y + (sy + 0.5) / SAMPLES) / size);
          acc = acc.map((v, i) => v + c[i]);
        }
      }
      const o = y * (size * 3 + 1) + 1 + x * 3;
      for (let i = 0; i < 3; i += 1) raw[o + i] = Math.round(acc[i] / (SAMPLES * SAMPLES));
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

for (const size of [192, 512]) {
  const file = path.join(OUT, `icon-${size}.png`);
  writeFileSync(file, png(size));
  process.stdout.write(`${file}\n`);
}
