// Arithmetic that keeps mongod's numeric result types: int+int=int (Long on overflow), any Long -> Long,
// any Double -> Double, any Decimal128 -> Decimal128.
import { Decimal128, Double, Int32, Long } from 'bson';
import { decimalArith } from './decimal';
import { fail } from './errors';
import { bsonType, toNumber } from './values';

const LONG_MIN = -(2n ** 63n);
const LONG_MAX = 2n ** 63n - 1n;

function kind(v: unknown): number {
  if (typeof v === 'number') return Number.isInteger(v) ? 0 : 2;
  switch (bsonType(v)) {
    case 'Int32': return 0;
    case 'Long': return 1;
    case 'Double': return 2;
    default: return 3;
  }
}

function toBig(v: unknown): bigint {
  return bsonType(v) === 'Long' ? (v as Long).toBigInt() : BigInt(Math.trunc(toNumber(v)));
}

function decString(v: unknown): string {
  return bsonType(v) === 'Decimal128' ? (v as Decimal128).toString() : String(toNumber(v));
}

/** 64-bit integer math; mongod refuses to wrap around instead of overflowing silently. */
function longArith(op: '+' | '*', a: unknown, b: unknown): Long {
  const r = op === '+' ? toBig(a) + toBig(b) : toBig(a) * toBig(b);
  if (r < LONG_MIN || r > LONG_MAX) fail('BadValue', `Failed to apply ${op === '+' ? '$inc' : '$mul'} operations: integer overflow`);
  return Long.fromBigInt(r);
}

export function arith(op: '+' | '*', a: unknown, b: unknown): unknown {
  const k = Math.max(kind(a), kind(b));
  if (k === 3) {
    const exact = decimalArith(op, decString(a), decString(b));
    if (exact) return exact;
    const r = op === '+' ? toNumber(a) + toNumber(b) : toNumber(a) * toNumber(b);
    return Decimal128.fromString(String(r));
  }
  if (k === 2) return new Double(op === '+' ? toNumber(a) + toNumber(b) : toNumber(a) * toNumber(b));
  if (k === 1) return longArith(op, a, b);
  const r = op === '+' ? toNumber(a) + toNumber(b) : toNumber(a) * toNumber(b);
  if (r >= -2147483648 && r <= 2147483647) return new Int32(r);
  return longArith(op, a, b);
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
