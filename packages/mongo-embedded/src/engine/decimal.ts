// Exact decimal arithmetic for Decimal128 $inc/$mul (a float detour would turn 0.1 + 0.2 into 0.30000000000000004).
import { Decimal128 } from 'bson';

interface Dec { coeff: bigint; exp: number }

function parse(s: string): Dec | undefined {
  const m = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(s.trim());
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return undefined;
  const frac = m[3] ?? '';
  const coeff = BigInt((m[1] === '-' ? '-' : '') + (m[2] + frac || '0'));
  return { coeff, exp: Number(m[4] ?? 0) - frac.length };
}

function format({ coeff, exp }: Dec): string {
  const neg = coeff < 0n;
  const digits = (neg ? -coeff : coeff).toString();
  if (exp >= 0) return `${neg ? '-' : ''}${digits}E+${exp}`;
  const padded = digits.padStart(-exp + 1, '0');
  const cut = padded.length + exp;
  return `${neg ? '-' : ''}${padded.slice(0, cut)}.${padded.slice(cut)}`;
}

/** a op b on decimal strings; undefined when either is NaN/Infinity or the result does not fit Decimal128 */
export function decimalArith(op: '+' | '*', a: string, b: string): Decimal128 | undefined {
  const x = parse(a);
  const y = parse(b);
  if (!x || !y) return undefined;
  let r: Dec;
  if (op === '*') r = { coeff: x.coeff * y.coeff, exp: x.exp + y.exp };
  else {
    const exp = Math.min(x.exp, y.exp);
    r = { coeff: x.coeff * 10n ** BigInt(x.exp - exp) + y.coeff * 10n ** BigInt(y.exp - exp), exp };
  }
  try {
    return Decimal128.fromString(format(r));
  } catch {
    return undefined;
  }
}
