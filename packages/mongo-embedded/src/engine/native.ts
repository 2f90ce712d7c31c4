// Conversion for the parts delegated to mingo (aggregation, $expr, pipeline updates): mingo works on JS numbers,
// so numeric wrappers become numbers on the way in and integers/doubles become Int32/Double on the way out.
import { Long } from 'bson';
import { isNumeric, isPlainObject, toNumber, wrapNumber, type Doc } from './values';

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

/**
 * mingo returns plain JS numbers; keep the original BSON value wherever the pipeline did not change it.
 * `byId` finds the original of an embedded document by its _id (documents joined in by $lookup).
 */
export function restoreTypes(orig: unknown, result: unknown, byId?: (id: unknown) => Doc | undefined): unknown {
  if (!isPlainObject(orig) && isPlainObject(result) && result._id !== undefined && byId) orig = byId(result._id);
  if (isPlainObject(orig) && isPlainObject(result)) {
    const out: Doc = {};
    for (const k of Object.keys(result)) if (result[k] !== undefined) out[k] = restoreTypes(orig[k], result[k], byId);
    return out;
  }
  if (Array.isArray(result)) {
    const same = Array.isArray(orig) && orig.length === result.length;
    return result.map((v, i) => restoreTypes(same ? (orig as unknown[])[i] : undefined, v, byId));
  }
  if (isNumeric(orig) && typeof result === 'number' && toNumber(orig) === result) return orig;
  return fromNative(result);
}
