// Conversion for the parts delegated to mingo (aggregation, $expr, pipeline updates): mingo works on JS numbers,
// so numeric wrappers become numbers on the way in and integers/doubles become Int32/Double on the way out.
import { Long } from 'bson';
import { bsonType, isNumeric, isPlainObject, toNumber, wrapNumber } from './values';

export function toNative(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(toNative);
  if (isPlainObject(v)) {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(v)) out[k] = toNative(v[k]);
    return out;
  }
  if (isNumeric(v) && typeof v === 'object') return toNumber(v);
  return v;
}

export function fromNative(v: unknown): unknown {
  if (typeof v === 'number') return wrapNumber(v);
  if (typeof v === 'bigint') return Long.fromBigInt(v);
  if (Array.isArray(v)) return v.map(fromNative);
  if (isPlainObject(v)) {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(v)) if (v[k] !== undefined) out[k] = fromNative(v[k]);
    return out;
  }
  return v;
}

export function isWrapper(v: unknown): boolean {
  return bsonType(v) !== undefined;
}
