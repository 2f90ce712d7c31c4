import { addDays, fromIso, monthGrid, shiftMonth, todayInSeoul } from './calendar';

describe('calendar', () => {
  it('builds 42 days starting on the Sunday on or before the 1st', () => {
    const grid = monthGrid({ year: 2025, month: 1 });
    expect(grid).toHaveLength(42);
    expect(grid[0]).toBe('2024-12-29');
    expect(grid[3]).toBe('2025-01-01');
    expect(grid[41]).toBe('2025-02-08');
  });

  it('moves across months and years', () => {
    expect(shiftMonth({ year: 2025, month: 1 }, -1)).toEqual({ year: 2024, month: 12 });
    expect(shiftMonth({ year: 2024, month: 12 }, 1)).toEqual({ year: 2025, month: 1 });
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });

  it('rejects dates that do not exist and uses the Seoul calendar for today', () => {
    expect(fromIso('2025-02-30')).toBeNull();
    expect(todayInSeoul(new Date('2025-01-18T15:30:00Z'))).toBe('2025-01-19');
  });
});
