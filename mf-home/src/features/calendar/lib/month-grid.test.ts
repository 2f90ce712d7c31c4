import { weekday } from '@haru/dates';
import { buildMonthGrid, gridRange, monthRange } from './month-grid';

describe('buildMonthGrid', () => {
  // 2023-01-01 Sun, 2024-01-01 Mon, 2023-08-01 Tue, 2024-05-01 Wed, 2024-02-01 Thu, 2024-03-01 Fri, 2025-02-01 Sat
  const starts: Array<[string, number, number]> = [['2023-01', 0, 31], ['2024-01', 1, 31], ['2023-08', 2, 31], ['2024-05', 3, 31], ['2024-02', 4, 29], ['2024-03', 5, 31], ['2025-02', 6, 28]];

  it.each(starts)('when %s starts on weekday %i, then the first of the month sits in that column of row one', (month, wd, days) => {
    const cells = buildMonthGrid(`${month}-01`);
    expect(cells).toHaveLength(42);
    const firstIndex = cells.findIndex((c) => c.inMonth);
    expect(firstIndex).toBe(wd);
    expect(cells[firstIndex].day).toBe(1);
    expect(cells.every((c, i) => c.weekday === i % 7 && weekday(c.date) === c.weekday)).toBe(true);
    expect(cells.filter((c) => c.inMonth)).toHaveLength(days);
    expect(monthRange(`${month}-01`).to).toBe(`${month}-${days}`);
  });

  it('when the month starts on Sunday, then no leading days of the previous month are shown', () => {
    const cells = buildMonthGrid('2023-01-01');
    expect(cells[0].date).toBe('2023-01-01');
    expect(cells[41].date).toBe('2023-02-11');
  });

  it('when February is in a leap year, then it has 29 days and the grid stays continuous', () => {
    const cells = buildMonthGrid('2024-02-01');
    expect(cells.filter((c) => c.inMonth).map((c) => c.day).at(-1)).toBe(29);
    expect(cells.find((c) => c.date === '2024-02-29')?.inMonth).toBe(true);
    expect(buildMonthGrid('2023-02-01').some((c) => c.date === '2023-02-29')).toBe(false);
  });

  it('when a 31-day month starts on Saturday, then all six rows are needed and filled', () => {
    const cells = buildMonthGrid('2025-03-01'); // 2025-03-01 is a Saturday
    expect(cells[6].date).toBe('2025-03-01');
    expect(cells[36].date).toBe('2025-03-31');
    expect(cells[41].date).toBe('2025-04-05');
  });

  it('when the year changes, then December continues into January', () => {
    expect(gridRange('2024-12-01')).toEqual({ from: '2024-12-01', to: '2025-01-11' });
    expect(gridRange('2025-01-01')).toEqual({ from: '2024-12-29', to: '2025-02-08' });
  });
});
