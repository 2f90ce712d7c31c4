// Update operators ($set, $inc, $push, ...) applied to a private copy of the document.
import { Timestamp } from 'bson';
import { arith, zeroLike } from './arith';
import { compareValues, sortKeyOf } from './compare';
import { fail } from './errors';
import { formatCompact, formatValue, typeName } from './format';
import { elemMatchesSpec, equalsForQuery, isOperatorObject, matches } from './match';
import { getPath } from './paths';
import { readAt, removeAt, writeAt } from './update-paths';
import { isNumeric, isPlainObject, toNumber, type Doc } from './values';

export type OpFn = (doc: Doc, parts: string[], operand: unknown, idDoc: string) => void;

function numericOperand(op: string, field: string, operand: unknown): void {
  if (!isNumeric(operand)) {
    const verb = op === '$inc' ? 'increment' : 'multiply';
    fail('TypeMismatch', `Cannot ${verb} with non-numeric argument: {${field}: ${formatValue(operand)}}`);
  }
}

function arithOp(op: '$inc' | '$mul'): OpFn {
  return (doc, parts, operand, idDoc) => {
    const field = parts.join('.');
    numericOperand(op, field, operand);
    const cur = readAt(doc, parts);
    if (cur === undefined) return writeAt(doc, parts, op === '$inc' ? operand : zeroLike(operand));
    if (!isNumeric(cur)) {
      fail('TypeMismatch', `Cannot apply ${op} to a value of non-numeric type. ${idDoc} has the field '${parts[parts.length - 1]}' of non-numeric type ${typeName(cur)}`);
    }
    writeAt(doc, parts, arith(op === '$inc' ? '+' : '*', cur, operand));
  };
}

function minMax(sign: number): OpFn {
  return (doc, parts, operand) => {
    const cur = readAt(doc, parts);
    if (cur === undefined || compareValues(operand, cur) * sign > 0) writeAt(doc, parts, operand);
  };
}

function arrayAt(doc: Doc, parts: string[], idDoc: string): unknown[] {
  const cur = readAt(doc, parts);
  if (cur === undefined) {
    const arr: unknown[] = [];
    writeAt(doc, parts, arr);
    return arr;
  }
  if (!Array.isArray(cur)) {
    const field = parts.join('.');
    fail('BadValue', `The field '${field}' must be an array but is of type ${typeName(cur)} in document ${idDoc}`);
  }
  return cur;
}

function eachOf(operand: unknown): { items: unknown[]; mods: Doc } {
  if (isPlainObject(operand) && '$each' in operand) {
    if (!Array.isArray(operand.$each)) fail('BadValue', `The argument to $each must be an array but it was of type ${typeName(operand.$each)}`);
    return { items: operand.$each as unknown[], mods: operand };
  }
  return { items: [operand], mods: {} };
}

function sortArray(arr: unknown[], spec: unknown): void {
  if (isPlainObject(spec)) {
    const keys = Object.entries(spec).map(([k, d]) => [k, toNumber(d)] as const);
    arr.sort((a, b) => {
      for (const [k, d] of keys) {
        const c = compareValues(sortKeyOf(getPath(a, k), d), sortKeyOf(getPath(b, k), d));
        if (c !== 0) return c * d;
      }
      return 0;
    });
  } else {
    const d = toNumber(spec);
    arr.sort((a, b) => compareValues(a, b) * d);
  }
}

const push: OpFn = (doc, parts, operand, idDoc) => {
  const arr = arrayAt(doc, parts, idDoc);
  const { items, mods } = eachOf(operand);
  let pos = mods.$position === undefined ? arr.length : Math.trunc(toNumber(mods.$position));
  if (pos < 0) pos = Math.max(0, arr.length + pos);
  arr.splice(Math.min(pos, arr.length), 0, ...items);
  if (mods.$sort !== undefined) sortArray(arr, mods.$sort);
  if (mods.$slice !== undefined) {
    const n = Math.trunc(toNumber(mods.$slice));
    const kept = n >= 0 ? arr.slice(0, n) : arr.slice(n);
    arr.splice(0, arr.length, ...kept);
  }
};

const addToSet: OpFn = (doc, parts, operand, idDoc) => {
  const arr = arrayAt(doc, parts, idDoc);
  for (const item of eachOf(operand).items) {
    if (!arr.some((el) => equalsForQuery(el, item))) arr.push(item);
  }
};

function pullMatches(el: unknown, cond: unknown): boolean {
  if (isOperatorObject(cond)) return elemMatchesSpec(el, cond);
  if (isPlainObject(cond)) return isPlainObject(el) && matches(el, cond);
  return equalsForQuery(el, cond);
}

function filterArray(doc: Doc, parts: string[], keep: (el: unknown) => boolean): void {
  const cur = readAt(doc, parts);
  if (cur === undefined) return;
  if (!Array.isArray(cur)) fail('BadValue', 'Cannot apply $pull to a non-array value');
  writeAt(doc, parts, cur.filter(keep));
}

export const OPERATORS: Record<string, OpFn> = {
  $set: (doc, parts, operand) => writeAt(doc, parts, operand),
  $setOnInsert: (doc, parts, operand) => writeAt(doc, parts, operand),
  $unset: (doc, parts) => removeAt(doc, parts),
  $inc: arithOp('$inc'),
  $mul: arithOp('$mul'),
  $min: minMax(-1),
  $max: minMax(1),
  $push: push,
  $addToSet: addToSet,
  $pull: (doc, parts, operand) => filterArray(doc, parts, (el) => !pullMatches(el, operand)),
  $pullAll: (doc, parts, operand) => {
    if (!Array.isArray(operand)) fail('BadValue', '$pullAll requires an array argument');
    filterArray(doc, parts, (el) => !operand.some((v) => equalsForQuery(el, v)));
  },
  $pop: (doc, parts, operand, idDoc) => {
    const arr = arrayAt(doc, parts, idDoc);
    if (toNumber(operand) < 0) arr.shift();
    else arr.pop();
  },
  $currentDate: (doc, parts, operand) => {
    const wantTs = isPlainObject(operand) && operand.$type === 'timestamp';
    writeAt(doc, parts, wantTs ? new Timestamp({ t: Math.floor(Date.now() / 1000), i: 1 }) : new Date());
  },
};

export function idDocOf(doc: Doc): string {
  return formatCompact({ _id: doc._id });
}
