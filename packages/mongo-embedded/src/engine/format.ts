// Renders values the way mongod prints them inside error messages (E11000 dup key, $inc type errors).
import type { ObjectId } from 'bson';
import { bsonType, isPlainObject, toNumber } from './values';

/** The compact form mongod uses inside update error messages: {tags: ["a"]}. */
export function formatCompact(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(formatCompact).join(', ')}]`;
  if (isPlainObject(v)) return `{${Object.keys(v).map((k) => `${k}: ${formatCompact(v[k])}`).join(', ')}}`;
  return formatValue(v);
}

export function formatValue(v: unknown): string {
  if (v === undefined || v === null) return 'null';
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'boolean' || typeof v === 'number') return String(v);
  if (v instanceof Date) return `new Date(${v.getTime()})`;
  if (v instanceof RegExp) return `/${v.source}/${v.flags}`;
  if (Array.isArray(v)) return v.length === 0 ? '[]' : `[ ${v.map(formatValue).join(', ')} ]`;
  if (isPlainObject(v)) return formatDoc(v);
  switch (bsonType(v)) {
    case 'ObjectId': return `ObjectId('${(v as ObjectId).toHexString()}')`;
    case 'Int32': case 'Long': return String(toNumber(v));
    case 'Double': {
      const n = toNumber(v);
      return Number.isInteger(n) ? n.toFixed(1) : String(n);
    }
    case 'Decimal128': return `${String(v)}`;
    default: return String(v);
  }
}

export function formatDoc(doc: Record<string, unknown>): string {
  const keys = Object.keys(doc);
  if (keys.length === 0) return '{}';
  return `{ ${keys.map((k) => `${k}: ${formatValue(doc[k])}`).join(', ')} }`;
}

/** mongod's type names as used in error messages and $type. */
export function typeName(v: unknown): string {
  if (v === undefined) return 'missing';
  if (v === null) return 'null';
  if (typeof v === 'string') return 'string';
  if (typeof v === 'boolean') return 'bool';
  if (typeof v === 'number') return Number.isInteger(v) ? 'int' : 'double';
  if (v instanceof Date) return 'date';
  if (v instanceof RegExp) return 'regex';
  if (Array.isArray(v)) return 'array';
  const names: Record<string, string> = {
    Int32: 'int', Double: 'double', Long: 'long', Decimal128: 'decimal', ObjectId: 'objectId', Binary: 'binData',
    Timestamp: 'timestamp', MinKey: 'minKey', MaxKey: 'maxKey',
  };
  return names[bsonType(v) ?? ''] ?? 'object';
}
