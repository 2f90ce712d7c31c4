import { addDays, bucketByWeek, mondayOf, seoulStart, weeksOf } from './weeks';

describe('weeks', () => {
  it('when a date is any day of a week, then its Monday is found, across months and years', () => {
    expect(mondayOf('2025-01-06')).toBe('2025-01-06'); // Monday
    expect(mondayOf('2025-01-12')).toBe('2025-01-06'); // Sunday
    expect(mondayOf('2025-01-01')).toBe('2024-12-30'); // Wednesday
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('when a range is given, then every week touching it is listed and counts include zeros', () => {
    expect(weeksOf('2025-01-01', '2025-01-13')).toEqual(['2024-12-30', '2025-01-06', '2025-01-13']);
    expect(bucketByWeek(['2025-01-02', '2025-01-03', '2025-01-13', '2025-03-01'], '2025-01-01', '2025-01-13')).toEqual([
      { week: '2024-12-30', value: 2 }, { week: '2025-01-06', value: 0 }, { week: '2025-01-13', value: 1 },
    ]);
  });

  it('when a Korean date starts, then it is 15:00 UTC the day before', () => {
    expect(seoulStart('2025-03-01').toISOString()).toBe('2025-02-28T15:00:00.000Z');
  });
});
