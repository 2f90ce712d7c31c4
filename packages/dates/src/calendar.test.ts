import {
  addDays, daysBetween, isCalendarDate, toCalendarDate, mondayOf, monthGrid, monthOf, seoulDate, seoulHour, startOfSeoulDay, shiftMonth, todayInSeoul, weekday,
} from './calendar';

describe('calendar dates in Asia/Seoul', () => {
  it.each([
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-02-30', false],
    ['2025-13-01', false],
    ['2025-1-01', false],
    ['2025-01-19T00:00:00Z', false],
    ['', false],
  ])('isCalendarDate(%j) is %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });

  it.each([
    // Midnight in Seoul is 15:00 UTC the day before.
    ['2025-01-18T14:59:59.999Z', '2025-01-18', 23],
    ['2025-01-18T15:00:00.000Z', '2025-01-19', 0],
    ['2025-01-19T14:59:00.000Z', '2025-01-19', 23],
    ['2024-12-31T15:00:00.000Z', '2025-01-01', 0],
  ])('the instant %s is %s at hour %i in Korea', (iso, date, hour) => {
    expect(seoulDate(new Date(iso))).toBe(date);
    expect(todayInSeoul(Date.parse(iso))).toBe(date);
    expect(seoulHour(new Date(iso))).toBe(hour);
  });

  it.each([
    ['2025-03-01', '2025-02-28T15:00:00.000Z'],
    ['2025-01-01', '2024-12-31T15:00:00.000Z'],
  ])('%s starts at %s', (date, iso) => {
    expect(startOfSeoulDay(date).toISOString()).toBe(iso);
  });

  it.each([
    ['2025-01-31', 1, '2025-02-01'],
    ['2025-03-01', -1, '2025-02-28'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2025-12-31', 1, '2026-01-01'],
    ['2025-01-15', 7, '2025-01-22'],
    ['2025-01-15', 0, '2025-01-15'],
  ])('addDays(%s, %i) is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each([
    ['2025-01-15', '2025-01-16', 1],
    ['2025-01-16', '2025-01-15', -1],
    ['2024-01-01', '2025-01-01', 366],
    ['2025-01-01', '2025-01-01', 0],
  ])('daysBetween(%s, %s) is %i', (from, to, expected) => {
    expect(daysBetween(from, to)).toBe(expected);
  });

  it.each([
    ['2025-01-19', 0, '2025-01-13'],
    ['2025-01-20', 1, '2025-01-20'],
    ['2025-01-25', 6, '2025-01-20'],
    ['2025-01-01', 3, '2024-12-30'],
  ])('%s is weekday %i and its Monday is %s', (date, day, monday) => {
    expect(weekday(date)).toBe(day);
    expect(mondayOf(date)).toBe(monday);
  });

  it.each([
    ['2025-01-31', 1, '2025-02-01'],
    ['2025-01-15', -1, '2024-12-01'],
    ['2025-12-05', 1, '2026-01-01'],
    ['2025-03-31', -13, '2024-02-01'],
  ])('shiftMonth(%s, %i) is %s', (date, delta, expected) => {
    expect(shiftMonth(date, delta)).toBe(expected);
    expect(monthOf(date)).toBe(`${date.slice(0, 7)}-01`);
  });

  it.each([
    ['2025-01-19', '2024-12-29', '2025-02-08'],
    ['2025-02-01', '2025-01-26', '2025-03-08'],
    ['2026-02-10', '2026-02-01', '2026-03-14'],
  ])('the month grid of %s runs from %s to %s, 42 days, Sunday first', (date, first, last) => {
    const grid = monthGrid(date);
    expect(grid).toHaveLength(42);
    expect([grid[0], grid[41]]).toEqual([first, last]);
    expect(grid.every((d, i) => weekday(d) === i % 7)).toBe(true);
  });

  it('when a date is not a calendar date, then arithmetic throws instead of inventing a day', () => {
    expect(() => addDays('2025-02-30', 1)).toThrow(RangeError);
  });
});

describe('toCalendarDate', () => {
  it.each([
    ['2025-01-19', '2025-01-19'],
    ['2025-01-18T15:00:00.000Z', '2025-01-19'],
    ['2025-01-19T14:59:59.999Z', '2025-01-19'],
    ['2025-01-19T15:00:00.000Z', '2025-01-20'],
    ['2025-01-19T00:00:00+09:00', '2025-01-19'],
    ['2025-02-30', null],
    ['2025-01-19Tnonsense', null],
    ['yesterday', null],
  ])('toCalendarDate(%j) is %j', (value, expected) => {
    expect(toCalendarDate(value)).toBe(expected);
  });
});
