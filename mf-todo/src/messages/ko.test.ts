import { num } from './ko';

describe('num: counts grouped as ko-KR groups them, without Intl for integers', () => {
  it('writes every integer as Intl.NumberFormat(\'ko-KR\') does, and other numbers through it', () => {
    const intl = new Intl.NumberFormat('ko-KR');
    const values = [0, 7, 42, 999, 1000, 10_000, 123_456, 1_234_567, 10_000_000, -1, -1234, -9_876_543, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, 1.5, 1234.75];
    for (let x = 1; x < 1e15; x = x * 7 + 3) values.push(x, -x);
    for (const n of values) expect(num(n)).toBe(intl.format(n));
  });
});
