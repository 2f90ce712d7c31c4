import { buildMonthGrid, gridRange } from './month-grid';
import { daysInMonth, isLeapYear, weekday } from '../../../shared/dates';

describe('buildMonthGrid', () => {
  // 2023-01-01 Sun, 2024-01-01 Mon, 2023-08-01 Tue, 2024-05-01 Wed, 2024-02-01 Thu, 2024-03-01 Fri, 2025-02-01 Sat
  const starts: Array<[number, number, number]> = [[2023, 1, 0], [2024, 1, 1], [2023, 8, 2], [2024, 5, 3], [2024, 2, 4], [2024, 3, 5], [2025, 2, 6]];

  it.each(starts)('when %i-%i starts on weekday %i, then the first of the month sits in that column of row one', (year, month, wd) => {
    const cells = buildMonthGrid(year, month);
    expect(cells).toHaveLength(42);
    const firstIndex = cells.findIndex((c) => c.inMonth);
    expect(firstIndex).toBe(wd);
    expect(cells[firstIndex].day).toBe(1);
    expect(cells.every((c, i) => c.weekday === i % 7 && weekday(c.date) === c.weekday)).toBe(true);
    expect(cells.filter((c) => c.inMonth)).toHaveLength(daysInMonth(year, month));
  });

  it('when the month starts on Sunday, then no leading days of the previous month are shown', () => {
    const cells = buildMonthGrid(2023, 1);
    expect(cells[0].date).toBe('2023-01-01');
    expect(cells[41].date).toBe('2023-02-11');
  });

  it('when February is in a leap year, then it has 29 days and the grid stays continuous', () => {
    expect(isLeapYear(2024)).toBe(true);
    expect(isLeapYear(2100)).toBe(false);
    expect(isLeapYear(2000)).toBe(true);
    const cells = buildMonthGrid(2024, 2);
    expect(cells.filter((c) => c.inMonth).map((c) => c.day).at(-1)).toBe(29);
    expect(cells.find((c) => c.date === '2024-02-29')?.inMonth).toBe(true);
    expect(buildMonthGrid(2023, 2).some((c) => c.date === '2023-02-29')).toBe(false);
  });

  it('when a 31-day month starts on Saturday, then all six rows are needed and filled', () => {
    const cells = buildMonthGrid(2025, 3); // 2025-03-01 is a Saturday
    expect(cells[6].date).toBe('2025-03-01');
    expect(cells[36].date).toBe('2025-03-31');
    expect(cells[41].date).toBe('2025-04-05');
  });

  it('when the year changes, then December continues into January', () => {
    expect(gridRange(2024, 12)).toEqual({ from: '2024-12-01', to: '2025-01-11' });
    expect(gridRange(2025, 1)).toEqual({ from: '2024-12-29', to: '2025-02-08' });
  });
});
