import { calendarDate, isRealDate, toCalendarDate } from './common';

describe('calendar dates', () => {
  it('accepts real YYYY-MM-DD dates and rejects impossible ones', () => {
    expect(isRealDate('2024-02-29')).toBe(true);
    expect(isRealDate('2025-02-29')).toBe(false);
    expect(isRealDate('2025-13-01')).toBe(false);
    expect(isRealDate('2025-1-01')).toBe(false);
  });

  it('turns an ISO timestamp into the date it names in Korea, never shifted by UTC', () => {
    // Midnight in Seoul is 15:00 UTC the day before.
    expect(toCalendarDate('2025-01-18T15:00:00.000Z')).toBe('2025-01-19');
    expect(toCalendarDate('2025-01-19T00:00:00.000Z')).toBe('2025-01-19');
    expect(toCalendarDate('2025-01-19T14:59:59.999Z')).toBe('2025-01-19');
    expect(toCalendarDate('2025-01-19T15:00:00.000Z')).toBe('2025-01-20');
    expect(toCalendarDate('2025-01-19T00:00:00+09:00')).toBe('2025-01-19');
  });

  it('rejects anything else', () => {
    expect(toCalendarDate('yesterday')).toBeNull();
    expect(toCalendarDate('2025-01-19Tnonsense')).toBeNull();
    expect(toCalendarDate('')).toBeNull();
  });

  it('as a zod field, returns the normalised date or the Korean message', () => {
    const field = calendarDate('날짜 오류');
    expect(field.parse(' 2025-03-01 ')).toBe('2025-03-01');
    const result = field.safeParse('2025-02-30');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('날짜 오류');
  });
});
