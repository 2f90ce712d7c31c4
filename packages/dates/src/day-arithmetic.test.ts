import { TZDateMini } from '@date-fns/tz';
import { addDays as addDaysTo } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { getDay } from 'date-fns/getDay';
import { startOfMonth } from 'date-fns/startOfMonth';
import { startOfWeek } from 'date-fns/startOfWeek';
import { addDays, daysBetween, monthGrid, monthOf, shiftMonth, weekday } from './calendar';

// addDays, daysBetween and weekday run on UTC day numbers (no zone is needed for calendar dates); date-fns on
// Seoul-pinned TZDates is the oracle, over random dates 1950–2050 (a fixed seed) and every 윤년/month edge in between.
const seoul = (d: string) => new TZDateMini(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)), 'Asia/Seoul');
const ymd = (d: Date) => {
  const w = new TZDateMini(d.getTime(), 'Asia/Seoul');
  return `${w.getFullYear()}-${String(w.getMonth() + 1).padStart(2, '0')}-${String(w.getDate()).padStart(2, '0')}`;
};
let seed = 20261126;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);

describe('calendar-date arithmetic on day numbers', () => {
  it('agrees with date-fns on 3,000 random dates and deltas', () => {
    for (let i = 0; i < 3000; i++) {
      const base = addDaysTo(seoul('1950-01-01'), Math.floor(random() * 36_500));
      const date = ymd(base);
      const delta = Math.floor(random() * 801) - 400;
      const other = ymd(addDaysTo(base, delta));
      expect([addDays(date, delta), daysBetween(date, other), weekday(date)]).toEqual([other, differenceInCalendarDays(seoul(other), seoul(date)), getDay(seoul(date))]);
    }
  });

  it('crosses month ends, 29 February and year ends, and refuses what is not a calendar date', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(weekday('2026-11-26')).toBe(4);
    for (const bad of ['2025-02-30', '2025-1-01', '2025-01-01T00:00:00Z', '']) expect(() => addDays(bad, 1)).toThrow(RangeError);
  });

  it('puts months and month grids where date-fns does, on 1,000 random dates and month deltas', () => {
    for (let i = 0; i < 1000; i++) {
      const base = addDaysTo(seoul('1950-01-01'), Math.floor(random() * 36_500));
      const date = ymd(base);
      const delta = Math.floor(random() * 61) - 30;
      const gridStart = startOfWeek(startOfMonth(base), { weekStartsOn: 0 });
      expect([monthOf(date), shiftMonth(date, delta), monthGrid(date)]).toEqual([
        ymd(startOfMonth(base)), ymd(addMonths(startOfMonth(base), delta)), Array.from({ length: 42 }, (_, d) => ymd(addDaysTo(gridStart, d))),
      ]);
    }
    for (const bad of ['2025-02-30', '2025-13-01', '']) {
      expect(() => monthOf(bad)).toThrow(RangeError);
      expect(() => shiftMonth(bad, 1)).toThrow(RangeError);
      expect(() => monthGrid(bad)).toThrow(RangeError);
    }
  });
});
