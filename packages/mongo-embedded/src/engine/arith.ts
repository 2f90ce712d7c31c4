// Arithmetic that keeps mongod's numeric result types: int+int=int (Long on overflow), any Long -> Long,
// any Double -> Double, any Decimal128 -> Decimal128.
import { Decimal128, Double, Int32, Long } from 'bson';
import { bsonType, toNumber } from './values';

function kind(v: unknown): number {
  if (typeof v === 'number') return Number.isInteger(v) ? 0 : 2;
  switch (bsonType(v)) {
    case 'Int32': return 0;
    case 'Long': return 1;
    case 'Double': return 2;
    default: return 3;
  }
}

function toLong(v: unknown): Long {
  return bsonType(v) === 'Long' ? (v as Long) : Long.fromNumber(Math.trunc(toNumber(v)));
}

export function arith(op: '+' | '*', a: unknown, b: unknown): unknown {
  const k = Math.max(kind(a), kind(b));
  if (k === 3) {
    const r = op === '+' ? toNumber(a) + toNumber(b) : toNumber(a) * toNumber(b);
    return Decimal128.fromString(String(r));
  }
  if (k === 2) return new Double(op === '+' ? toNumber(a) + toNumber(b) : toNumber(a) * toNumber(b));
  if (k === 1) return op === '+' ? toLong(a).add(toLong(b)) : toLong(a).multiply(toLong(b));
  const r = op === '+' ? toNumber(a) + toNumber(b) : toNumber(a) * toNumber(b);
  if (r >= -2147483648 && r <= 2147483647) return new Int32(r);
  return op === '+' ? toLong(a).add(toLong(b)) : toLong(a).multiply(toLong(b));
}

/** Zero of the operand's numeric type ($mul on a missing field stores 0 of that type). */
export function zeroLike(v: unknown): unknown {
  switch (kind(v)) {
    case 0: return new Int32(0);
    case 1: return Long.fromNumber(0);
    case 2: return new Double(0);
    default: return Decimal128.fromString('0');
  }
}
