import { ganttBar, ganttRange, monthTicks, todayOffset } from './gantt';

describe('timeline geometry', () => {
  const range = ganttRange({ start_date: '2025-01-01', end_date: '2025-01-10' }, [
    { start_date: '2024-12-30', end_date: '2025-01-02' },
    { start_date: null, end_date: '2025-01-20' },
  ]);

  it('widens the project span to every task date', () => {
    expect(range).toEqual({ start: '2024-12-30', end: '2025-01-20', days: 22 });
  });

  it('places bars by start and end (inclusive) and skips undated tasks', () => {
    expect(ganttBar(range, { start_date: '2024-12-30', end_date: '2024-12-30' })).toEqual({ left: 0, width: 100 / 22 });
    expect(ganttBar(range, { start_date: '2025-01-09', end_date: '2025-01-19' })).toEqual({ left: (10 / 22) * 100, width: 50 });
    expect(ganttBar(range, { start_date: null, end_date: null })).toBeNull();
  });

  it('marks today only inside the range, and ticks each month start', () => {
    expect(todayOffset(range, '2024-12-30')).toBeCloseTo((0.5 / 22) * 100);
    expect(todayOffset(range, '2025-02-01')).toBeNull();
    expect(monthTicks(range)).toEqual([{ date: '2025-01-01', left: (2 / 22) * 100 }]);
  });
});
