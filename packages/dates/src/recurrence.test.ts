import { MAX_OCCURRENCES, nextOccurrence, occurrencesBetween, toRRuleString, type Recurrence } from './recurrence';
import { recurrenceLabel } from './recurrence-label';

const CHUSEOK_2024_2035 = [
  '2024-09-17', '2025-10-06', '2026-09-25', '2027-09-15', '2028-10-03', '2029-09-22',
  '2030-09-12', '2031-10-01', '2032-09-19', '2033-09-08', '2034-09-27', '2035-09-16',
];
const chuseok: Recurrence = { freq: 'lunar_yearly', month: 8, month_day: 15, leap_month: false };

describe('recurrence engine', () => {
  it('when a month-end rule repeats, then 매월 31일 skips short months and 매월 말일 takes every last day', () => {
    const day31: Recurrence = { freq: 'monthly', month_day: 31 };
    expect(occurrencesBetween(day31, '2025-01-31', '2025-01-01', '2025-06-30')).toEqual(['2025-01-31', '2025-03-31', '2025-05-31']);
    expect(nextOccurrence(day31, '2025-01-31')).toBe('2025-03-31');
    const last: Recurrence = { freq: 'monthly', month_day: -1 };
    expect(occurrencesBetween(last, '2024-01-31', '2024-01-01', '2024-04-30')).toEqual(['2024-01-31', '2024-02-29', '2024-03-31', '2024-04-30']);
    expect(nextOccurrence(last, '2025-01-31')).toBe('2025-02-28');
  });

  it('when 2월 29일 repeats yearly, then it occurs only in leap years', () => {
    const leapDay: Recurrence = { freq: 'yearly', month: 2, month_day: 29 };
    expect(nextOccurrence(leapDay, '2024-02-29')).toBe('2028-02-29');
    expect(occurrencesBetween(leapDay, '2024-02-29', '2024-01-01', '2033-12-31')).toEqual(['2024-02-29', '2028-02-29', '2032-02-29']);
    expect(nextOccurrence({ freq: 'yearly', month: 3, month_day: 2 }, '2025-03-02')).toBe('2026-03-02');
  });

  it('when a rule repeats on weekdays, then Saturdays and Sundays are skipped', () => {
    const weekdays: Recurrence = { freq: 'weekdays' };
    expect(nextOccurrence(weekdays, '2025-01-17')).toBe('2025-01-20'); // Friday → Monday
    expect(occurrencesBetween(weekdays, '2025-01-01', '2025-01-17', '2025-01-21')).toEqual(['2025-01-17', '2025-01-20', '2025-01-21']);
  });

  it('when a rule repeats weekly or daily, then the listed days (and the interval from the start) are kept', () => {
    const mwf: Recurrence = { freq: 'weekly', weekdays: [1, 3, 5] };
    expect(occurrencesBetween(mwf, '2025-01-01', '2025-01-05', '2025-01-12')).toEqual(['2025-01-06', '2025-01-08', '2025-01-10']);
    const fortnight: Recurrence = { freq: 'weekly', weekdays: [2], interval: 2 };
    expect(occurrencesBetween(fortnight, '2025-01-07', '2025-01-01', '2025-02-10')).toEqual(['2025-01-07', '2025-01-21', '2025-02-04']);
    expect(nextOccurrence({ freq: 'daily' }, '2024-12-31')).toBe('2025-01-01');
    expect(nextOccurrence({ freq: 'daily', interval: 3 }, '2025-01-02', '2025-01-01')).toBe('2025-01-04');
  });

  it('when the start lies after the date asked, then the first occurrence is on or after the start', () => {
    expect(nextOccurrence({ freq: 'monthly', month_day: 10 }, '2025-01-01', '2025-03-05')).toBe('2025-03-10');
    expect(occurrencesBetween({ freq: 'daily' }, '2025-03-05', '2025-03-01', '2025-03-06')).toEqual(['2025-03-05', '2025-03-06']);
  });

  it('when 음력 8월 15일 repeats, then it falls on the published 추석 of 2024–2035', () => {
    expect(occurrencesBetween(chuseok, '2024-01-01', '2024-01-01', '2035-12-31')).toEqual(CHUSEOK_2024_2035);
    expect(nextOccurrence(chuseok, '2024-09-17')).toBe('2025-10-06');
    expect(nextOccurrence(chuseok, '2025-10-05')).toBe('2025-10-06');
  });

  it('when a lunar rule names a 윤달, then years with that 윤달 use it and the others the ordinary month', () => {
    const leap4: Recurrence = { freq: 'lunar_yearly', month: 4, month_day: 1, leap_month: true };
    // 2020 has 윤4월 (2020-05-23); 2021 and 2022 do not, so their 4월 1일 counts.
    expect(occurrencesBetween(leap4, '2020-01-01', '2020-01-01', '2022-12-31')).toEqual(['2020-05-23', '2021-05-12', '2022-05-01']);
    const plain4: Recurrence = { ...leap4, leap_month: false };
    expect(nextOccurrence(plain4, '2020-01-01')).toBe('2020-04-23');
  });

  it('when a lunar 30일 does not exist that year, then the occurrence is the month\'s last day', () => {
    // 음력 2024년 1월 has 29 days: 1월 29일 is 2024-03-09; 2025년 1월 has 30 (1월 30일 = 2025-02-27).
    const day30: Recurrence = { freq: 'lunar_yearly', month: 1, month_day: 30, leap_month: false };
    expect(occurrencesBetween(day30, '2024-01-01', '2024-01-01', '2025-12-31')).toEqual(['2024-03-09', '2025-02-27']);
  });

  it('when a lunar series reaches 2050, then it ends instead of failing', () => {
    expect(nextOccurrence(chuseok, '2050-12-01')).toBeNull();
    expect(occurrencesBetween(chuseok, '2049-01-01', '2049-01-01', '2060-12-31')).toHaveLength(2);
  });

  it('when a daily rule spans decades, then at most MAX_OCCURRENCES dates are returned', () => {
    expect(occurrencesBetween({ freq: 'daily' }, '2000-01-01', '2000-01-01', '2030-12-31')).toHaveLength(MAX_OCCURRENCES);
  });

  it('when a rule is named, then the Korean label reads as the app shows it', () => {
    expect(recurrenceLabel({ freq: 'daily' })).toBe('매일');
    expect(recurrenceLabel({ freq: 'weekdays' })).toBe('평일마다');
    expect(recurrenceLabel({ freq: 'weekly', weekdays: [1] })).toBe('매주 월요일');
    expect(recurrenceLabel({ freq: 'weekly', weekdays: [0, 5, 1], interval: 2 })).toBe('2주마다 월, 금, 일요일');
    expect(recurrenceLabel({ freq: 'monthly', month_day: -1 })).toBe('매월 말일');
    expect(recurrenceLabel({ freq: 'monthly', month_day: 1 })).toBe('매월 1일');
    expect(recurrenceLabel({ freq: 'yearly', month: 3, month_day: 2 })).toBe('매년 3월 2일');
    expect(recurrenceLabel(chuseok)).toBe('매년 음력 8월 15일');
    expect(recurrenceLabel({ freq: 'lunar_yearly', month: 4, month_day: 1, leap_month: true })).toBe('매년 음력 윤4월 1일');
  });

  it('when a rule is written for a calendar feed, then it is RFC 5545 RRULE text (none for the lunar rule)', () => {
    expect(toRRuleString({ freq: 'weekly', weekdays: [1] })).toBe('FREQ=WEEKLY;INTERVAL=1;BYDAY=MO;WKST=MO');
    expect(toRRuleString({ freq: 'monthly', month_day: -1 })).toBe('FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=-1;WKST=MO');
    expect(toRRuleString(chuseok)).toBeNull();
  });
});
