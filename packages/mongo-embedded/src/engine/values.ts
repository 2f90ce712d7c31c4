// Helpers for BSON values as the bson package deserializes them with promoteValues:false:
// numbers stay Int32/Double/Long/Decimal128 wrappers so their types survive a round trip.
import { Decimal128, Double, Int32, Long, ObjectId } from 'bson';

export type Doc = Record<string, unknown>;

export function bsonType(v: unknown): string | undefined {
  if (v !== null && typeof v === 'object' && '_bsontype' in v) return (v as { _bsontype: string })._bsontype;
  return undefined;
}

export function isPlainObject(v: unknown): v is Doc {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

export function isNumeric(v: unknown): boolean {
  if (typeof v === 'number' || typeof v === 'bigint') return true;
  const t = bsonType(v);
  return t === 'Int32' || t === 'Double' || t === 'Long' || t === 'Decimal128';
}

/** Numeric value as a JS number (Long/Decimal128 beyond 2^53 lose precision; used only for comparison and math). */
export function toNumber(v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  switch (bsonType(v)) {
    case 'Int32':
    case 'Double':
      return (v as Int32 | Double).value;
    case 'Long':
      return (v as Long).toNumber();
    case 'Decimal128':
      return parseFloat((v as Decimal128).toString());
    default:
      return NaN;
  }
}

/** Reads an integer option from a command (options arrive as Int32/Double/Long wrappers). */
export function optInt(v: unknown, fallback: number): number {
  if (v === undefined || v === null) return fallback;
  const n = toNumber(v);
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
}

/** JS values made by the server itself become the BSON type mongod would use. */
export function wrapNumber(n: number): Int32 | Double | Long {
  if (Number.isInteger(n) && n >= -2147483648 && n <= 2147483647) return new Int32(n);
  return new Double(n);
}

/** Deep copy of plain objects/arrays; BSON wrappers are immutable and are shared. */
export function clone<T>(v: T): T {
  if (Array.isArray(v)) return v.map(clone) as T;
  if (isPlainObject(v)) {
    const out: Doc = {};
    for (const k of Object.keys(v)) out[k] = clone(v[k]);
    return out as T;
  }
  return v;
}

/** A string that is equal for values mongod treats as equal (1 == 1.0 == Long(1)); used as a Map key. */
export function canonicalKey(v: unknown): string {
  if (v === undefined || v === null) return 'z';
  if (typeof v === 'string') return 's' + v;
  if (typeof v === 'boolean') return v ? 'b1' : 'b0';
  if (v instanceof Date) return 'd' + v.getTime();
  if (isNumeric(v)) {
    if (bsonType(v) === 'Long') return 'n' + (v as Long).toString();
    const n = toNumber(v);
    return 'n' + (Number.isInteger(n) ? BigInt(n).toString() : String(n));
  }
  if (Array.isArray(v)) return '[' + v.map(canonicalKey).join(',') + ']';
  if (isPlainObject(v)) return '{' + Object.keys(v).map((k) => JSON.stringify(k) + ':' + canonicalKey(v[k])).join(',') + '}';
  const t = bsonType(v);
  if (t === 'ObjectId') return 'o' + (v as ObjectId).toHexString();
  if (t === 'Binary') {
    const b = v as { sub_type: number; buffer: Uint8Array };
    return 'x' + b.sub_type + ':' + Buffer.from(b.buffer).toString('hex');
  }
  if (v instanceof RegExp) return 'r' + v.source + '/' + v.flags;
  return (t ?? typeof v) + ':' + String((v as { toString(): string }).toString());
}

export function newObjectId(): ObjectId {
  return new ObjectId();
}

export { Decimal128, Double, Int32, Long, ObjectId };
