import { Decimal128, Double, Int32, Long } from 'bson';
import { arith } from './arith';

const show = (v: unknown) => `${(v as { _bsontype: string })._bsontype}(${String(v)})`;

test.each([
  ['+', new Int32(1), new Int32(2), 'Int32(3)'],
  ['+', new Int32(2147483647), new Int32(1), 'Long(2147483648)'],
  ['*', new Int32(65536), new Int32(65536), 'Long(4294967296)'],
  ['+', Long.fromNumber(5), new Int32(1), 'Long(6)'],
  ['+', new Int32(1), new Double(0.5), 'Double(1.5)'],
  ['+', Decimal128.fromString('0.1'), Decimal128.fromString('0.2'), 'Decimal128(0.3)'],
  ['*', Decimal128.fromString('1.10'), new Int32(3), 'Decimal128(3.30)'],
  ['+', Decimal128.fromString('-1.5'), new Int32(1), 'Decimal128(-0.5)'],
] as const)('%s keeps mongod result types: %s %s', (op, a, b, expected) => {
  expect(show(arith(op, a, b))).toBe(expected);
});

test('Long overflow is refused, not wrapped', () => {
  expect(() => arith('+', Long.MAX_VALUE, new Int32(1))).toThrow(/overflow/);
});
