// mongod's comparison order across BSON types and within each type.
// MinKey < null/missing < numbers < strings < objects < arrays < BinData < ObjectId < bool < Date < Timestamp < RegExp < MaxKey
import type { Long, Timestamp } from 'bson';
import { bsonType, toNumber } from './values';

export function typeOrder(v: unknown): number {
  if (v === undefined || v === null) return 2;
  switch (typeof v) {
    case 'number':
    case 'bigint': return 3;
    case 'string': return 4;
    case 'boolean': return 9;
  }
  if (v instanceof Date) return 10;
  if (v instanceof RegExp) return 12;
  if (Array.isArray(v)) return 6;
  if (v instanceof Uint8Array) return 7;
  // one _bsontype read per value: this runs for every comparison of every index lookup and sort
  switch (bsonType(v)) {
    case 'Int32':
    case 'Double':
    case 'Long':
    case 'Decimal128': return 3;
    case 'MinKey': return 1;
    case 'BSONSymbol': return 4;
    case 'DBRef': return 5;
    case 'Binary': return 7;
    case 'ObjectId': return 8;
    case 'Timestamp': return 11;
    case 'BSONRegExp': return 12;
    case 'Code': return 13;
    case 'MaxKey': return 14;
    default: return 5;
  }
}

function sign(n: number): number {
  return n < 0 ? -1 : n > 0 ? 1 : 0;
}

export function compareNumbers(a: unknown, b: unknown): number {
  if (bsonType(a) === 'Long' && bsonType(b) === 'Long') return (a as Long).compare(b as Long);
  const x = toNumber(a);
  const y = toNumber(b);
  // mongod: NaN equals NaN and sorts below every other number
  if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : -1;
  if (Number.isNaN(y)) return 1;
  return sign(x - y);
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  if (a.length !== b.length) return sign(a.length - b.length);
  return sign(Buffer.compare(a, b));
}

interface ObjectIdWords { i0: number; i1: number; i2: number; i3: number }
const hasWords = (v: unknown): v is ObjectIdWords => typeof (v as Partial<ObjectIdWords>).i3 === 'number';

/**
 * bson 7 keeps an ObjectId as four 24-bit big-endian words (i0..i3); comparing them orders exactly as the
 * 12 bytes do, without `.id` allocating a buffer per comparison (index lookups compare ObjectIds a lot).
 */
function compareObjectIds(a: unknown, b: unknown): number {
  if (hasWords(a) && hasWords(b)) return sign(a.i0 - b.i0) || sign(a.i1 - b.i1) || sign(a.i2 - b.i2) || sign(a.i3 - b.i3);
  return compareBytes((a as { id: Uint8Array }).id, (b as { id: Uint8Array }).id);
}

function compareObjects(a: Record<string, unknown>, b: Record<string, unknown>): number {
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  for (let i = 0; i < Math.min(ka.length, kb.length); i++) {
    const ta = typeOrder(a[ka[i]]);
    const tb = typeOrder(b[kb[i]]);
    if (ta !== tb) return sign(ta - tb);
    if (ka[i] !== kb[i]) return ka[i] < kb[i] ? -1 : 1;
    const c = compareValues(a[ka[i]], b[kb[i]]);
    if (c !== 0) return c;
  }
  return sign(ka.length - kb.length);
}

function compareArrays(a: unknown[], b: unknown[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const c = compareValues(a[i], b[i]);
    if (c !== 0) return c;
  }
  return sign(a.length - b.length);
}

function compareSameType(order: number, a: unknown, b: unknown): number {
  switch (order) {
    case 3: return compareNumbers(a, b);
    case 4: return compareStrings(String(a), String(b));
    case 5: return compareObjects(a as Record<string, unknown>, b as Record<string, unknown>);
    case 6: return compareArrays(a as unknown[], b as unknown[]);
    case 7: return compareBinary(a, b);
    case 8: return compareObjectIds(a, b);
    case 9: return sign(Number(a) - Number(b));
    case 10: return sign((a as Date).getTime() - (b as Date).getTime());
    case 11: return (a as Timestamp).compare(b as Timestamp);
    case 12: {
      const x = regexParts(a);
      const y = regexParts(b);
      return x < y ? -1 : x > y ? 1 : 0;
    }
    default: return 0;
  }
}

/**
 * mongod compares strings by UTF-8 bytes, i.e. by code point. JS compares UTF-16 units, which puts
 * astral characters (emoji, surrogate pairs) below U+E000..U+FFFF; lift surrogates above that range.
 */
export function compareStrings(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 0xd800 && x <= 0xdfff) x += 0x10000;
    if (y >= 0xd800 && y <= 0xdfff) y += 0x10000;
    return x < y ? -1 : 1;
  }
  return sign(a.length - b.length);
}

function compareBinary(a: unknown, b: unknown): number {
  const bytes = (v: unknown) => (v instanceof Uint8Array ? v : (v as { buffer: Uint8Array }).buffer);
  const sub = (v: unknown) => (v instanceof Uint8Array ? 0 : (v as { sub_type: number }).sub_type);
  const x = bytes(a);
  const y = bytes(b);
  if (x.length !== y.length) return sign(x.length - y.length);
  if (sub(a) !== sub(b)) return sign(sub(a) - sub(b));
  return sign(Buffer.compare(x, y));
}

function regexParts(v: unknown): string {
  if (v instanceof RegExp) return v.source + '\u0000' + v.flags;
  const r = v as { pattern: string; options: string };
  return r.pattern + '\u0000' + r.options;
}

/** Total order used by sort and by index keys (missing sorts as null). */
export function compareValues(a: unknown, b: unknown): number {
  const ta = typeOrder(a);
  const tb = typeOrder(b);
  if (ta !== tb) return sign(ta - tb);
  return compareSameType(ta, a, b);
}

export function valuesEqual(a: unknown, b: unknown): boolean {
  return compareValues(a, b) === 0;
}

/** Sort key of a field value: arrays sort by their smallest element ascending and largest descending. */
export function sortKeyOf(v: unknown, dir: number): unknown {
  if (!Array.isArray(v)) return v;
  if (v.length === 0) return undefined;
  let best = v[0];
  for (const el of v) {
    const c = compareValues(el, best);
    if ((dir > 0 && c < 0) || (dir < 0 && c > 0)) best = el;
  }
  return best;
}
