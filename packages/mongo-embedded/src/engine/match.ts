// Query matcher over BSON-typed documents (mingo cannot compare Int32/Long/Decimal128 wrappers).
import { compareValues, typeOrder } from './compare';
import { fail, unsupported } from './errors';
import { candidates } from './paths';
import { exprMatches } from './mingo';
import { toNative } from './native';
import { bsonType, isPlainObject, toNumber, type Doc } from './values';

const REFUSED = new Set(['$where', '$text', '$near', '$nearSphere', '$geoWithin', '$geoIntersects', '$within', '$function', '$accumulator', '$jsonSchema']);

export function matches(doc: Doc, filter: Doc): boolean {
  for (const key of Object.keys(filter)) {
    const cond = filter[key];
    if (key.startsWith('$')) {
      if (!matchTopLevel(doc, key, cond)) return false;
    } else if (!matchField(doc, key, cond)) return false;
  }
  return true;
}

function filterList(op: string, cond: unknown): Doc[] {
  if (!Array.isArray(cond) || cond.length === 0) fail('BadValue', `${op} argument must be a non-empty array`);
  return cond as Doc[];
}

function matchTopLevel(doc: Doc, op: string, cond: unknown): boolean {
  switch (op) {
    case '$and': return filterList(op, cond).every((f) => matches(doc, f));
    case '$or': return filterList(op, cond).some((f) => matches(doc, f));
    case '$nor': return !filterList(op, cond).some((f) => matches(doc, f));
    case '$comment': return true;
    case '$expr': return matchExpr(doc, cond);
    default:
      if (REFUSED.has(op)) unsupported(op);
      return fail('BadValue', `unknown top level operator: ${op}`);
  }
}

function matchExpr(doc: Doc, expr: unknown): boolean {
  if (JSON.stringify(toNative(expr)).match(/"\$(function|accumulator|where)"/)) unsupported('$function/$accumulator');
  return exprMatches(expr, doc);
}

export function isOperatorObject(v: unknown): v is Doc {
  if (!isPlainObject(v)) return false;
  const keys = Object.keys(v);
  return keys.length > 0 && keys[0].startsWith('$');
}

export function matchField(doc: Doc, path: string, cond: unknown): boolean {
  if (isOperatorObject(cond)) {
    for (const op of Object.keys(cond)) {
      if (op === '$options') continue;
      if (!matchOperator(doc, path, op, cond[op], cond)) return false;
    }
    return true;
  }
  const c = candidates(doc, path);
  if (cond instanceof RegExp) return c.all.some((v) => regexMatches(v, cond));
  return c.all.some((v) => equalsForQuery(v, cond));
}

/** Equality as a query sees it: null also matches missing; numbers compare across types. */
export function equalsForQuery(v: unknown, operand: unknown): boolean {
  if (operand === null || operand === undefined) return v === null || v === undefined;
  if (v === undefined) return false;
  return typeOrder(v) === typeOrder(operand) && compareValues(v, operand) === 0;
}

function regexMatches(v: unknown, re: RegExp): boolean {
  if (typeof v === 'string') {
    re.lastIndex = 0;
    return re.test(v);
  }
  if (bsonType(v) === 'BSONSymbol') return re.test(String(v));
  if (v instanceof RegExp) return v.source === re.source && v.flags === re.flags;
  return false;
}

function toRegex(pattern: unknown, options: unknown): RegExp {
  const opts = typeof options === 'string' ? options : '';
  if (/[^imsxu]/.test(opts)) fail('BadValue', `invalid flag in regex options: ${opts}`);
  const flags = opts.replace('x', '');
  if (pattern instanceof RegExp) return new RegExp(pattern.source, opts ? flags : pattern.flags);
  if (bsonType(pattern) === 'BSONRegExp') {
    const r = pattern as { pattern: string; options: string };
    return new RegExp(r.pattern, opts ? flags : r.options.replace(/[^imsu]/g, ''));
  }
  if (typeof pattern !== 'string') fail('BadValue', '$regex has to be a string');
  return new RegExp(pattern as string, flags);
}

function compareOp(op: string, v: unknown, operand: unknown): boolean {
  if (operand === null || operand === undefined) {
    return (op === '$gte' || op === '$lte') && (v === null || v === undefined);
  }
  if (v === undefined) return false;
  const t = typeOrder(operand);
  if (t === 1) return op === '$gt' || op === '$gte';
  if (t === 14) return op === '$lt' || op === '$lte';
  if (typeOrder(v) !== t) return false;
  const c = compareValues(v, operand);
  switch (op) {
    case '$gt': return c > 0;
    case '$gte': return c >= 0;
    case '$lt': return c < 0;
    default: return c <= 0;
  }
}

function inList(v: unknown, list: unknown[]): boolean {
  return list.some((item) => (item instanceof RegExp ? regexMatches(v, item) : equalsForQuery(v, item)));
}

function matchOperator(doc: Doc, path: string, op: string, operand: unknown, cond: Doc): boolean {
  const c = candidates(doc, path);
  switch (op) {
    case '$eq': return c.all.some((v) => equalsForQuery(v, operand));
    case '$ne': return !c.all.some((v) => equalsForQuery(v, operand));
    case '$gt': case '$gte': case '$lt': case '$lte':
      return c.all.some((v) => compareOp(op, v, operand));
    case '$in': return c.all.some((v) => inList(v, arrayOperand(op, operand)));
    case '$nin': return !c.all.some((v) => inList(v, arrayOperand(op, operand)));
    case '$exists': return operandTruthy(operand) ? c.all.some((v) => v !== undefined) : c.all.every((v) => v === undefined);
    case '$type': return matchType(c.all, c.direct, operand);
    case '$size': return c.direct.some((v) => Array.isArray(v) && v.length === toNumber(operand));
    case '$all': return matchAll(doc, path, arrayOperand(op, operand));
    case '$elemMatch': return c.direct.some((v) => Array.isArray(v) && v.some((el) => elemMatchesSpec(el, operand as Doc)));
    case '$regex': return c.all.some((v) => regexMatches(v, toRegex(operand, cond.$options)));
    case '$not': return !matchField(doc, path, operand);
    case '$mod': return matchMod(c.all, arrayOperand(op, operand));
    case '$comment': return true;
    default:
      if (REFUSED.has(op)) unsupported(op);
      if (op.startsWith('$bits')) unsupported(op);
      return fail('BadValue', `unknown operator: ${op}`);
  }
}

function operandTruthy(v: unknown): boolean {
  if (v === null || v === undefined || v === false) return false;
  if (typeof v === 'object' && bsonType(v) !== undefined && bsonType(v) !== 'ObjectId') return toNumber(v) !== 0;
  return true;
}

function arrayOperand(op: string, operand: unknown): unknown[] {
  if (!Array.isArray(operand)) fail('BadValue', `${op} needs an array`);
  return operand as unknown[];
}

export function elemMatchesSpec(el: unknown, spec: Doc): boolean {
  if (isOperatorObject(spec) && !['$and', '$or', '$nor', '$expr'].includes(Object.keys(spec)[0])) {
    return matchField({ v: el }, 'v', spec);
  }
  return isPlainObject(el) && matches(el, spec);
}

function matchAll(doc: Doc, path: string, list: unknown[]): boolean {
  if (list.length === 0) return false;
  return list.every((item) => {
    if (isPlainObject(item) && '$elemMatch' in item) return matchField(doc, path, item);
    return matchField(doc, path, item instanceof RegExp ? item : { $eq: item });
  });
}

function matchMod(values: unknown[], args: unknown[]): boolean {
  if (args.length !== 2) fail('BadValue', 'malformed mod, not enough elements');
  const d = Math.trunc(toNumber(args[0]));
  const r = Math.trunc(toNumber(args[1]));
  if (d === 0) fail('BadValue', 'divisor cannot be 0');
  return values.some((v) => typeOrder(v) === 3 && Math.trunc(toNumber(v)) % d === r);
}

const TYPE_ALIASES: Record<string, number> = {
  double: 1, string: 2, object: 3, array: 4, binData: 5, undefined: 6, objectId: 7, bool: 8, date: 9, null: 10,
  regex: 11, javascript: 13, symbol: 14, int: 16, timestamp: 17, long: 18, decimal: 19, minKey: -1, maxKey: 127,
};

export function bsonTypeNumber(v: unknown): number | undefined {
  if (v === undefined) return undefined;
  if (v === null) return 10;
  if (typeof v === 'string') return 2;
  if (typeof v === 'boolean') return 8;
  if (typeof v === 'number') return Number.isInteger(v) && Math.abs(v) < 2 ** 31 ? 16 : 1;
  if (v instanceof Date) return 9;
  if (v instanceof RegExp) return 11;
  if (Array.isArray(v)) return 4;
  const map: Record<string, number> = {
    Double: 1, Binary: 5, ObjectId: 7, BSONRegExp: 11, Code: 13, BSONSymbol: 14, Int32: 16, Timestamp: 17,
    Long: 18, Decimal128: 19, MinKey: -1, MaxKey: 127,
  };
  return map[bsonType(v) ?? ''] ?? 3;
}

function matchType(all: unknown[], direct: unknown[], operand: unknown): boolean {
  const wanted = (Array.isArray(operand) ? operand : [operand]).map((t) => {
    if (t === 'number') return 'number';
    if (typeof t === 'string') {
      if (!(t in TYPE_ALIASES)) fail('BadValue', `Unknown type name alias: ${t}`);
      return TYPE_ALIASES[t];
    }
    return toNumber(t);
  });
  const test = (v: unknown) => {
    const n = bsonTypeNumber(v);
    return wanted.some((w) => (w === 'number' ? n === 1 || n === 16 || n === 18 || n === 19 : n === w));
  };
  return all.some(test) || direct.some((v) => Array.isArray(v) && wanted.includes(4));
}
