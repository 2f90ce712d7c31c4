import { nextOccurrence, occurrencesBetween, toRRuleString, type Recurrence } from './recurrence';
import { recurrenceEndLabel, recurrenceLabel } from './recurrence-label';

const MONDAYS: Recurrence = { freq: 'weekly', weekdays: [1] };

describe('rules that end', () => {
  it('when a rule has until, then the last occurrence is on or before that date and nothing follows it', () => {
    const rule: Recurrence = { ...MONDAYS, until: '2030-05-20' };
    expect(occurrencesBetween(rule, '2030-05-06', '2030-05-01', '2030-12-31')).toEqual(['2030-05-06', '2030-05-13', '2030-05-20']);
    expect(nextOccurrence(rule, '2030-05-13', '2030-05-06')).toBe('2030-05-20');
    expect(nextOccurrence(rule, '2030-05-20', '2030-05-06')).toBeNull();
  });

  it('when a rule has count, then exactly that many occurrences are counted from the start', () => {
    const rule: Recurrence = { freq: 'monthly', month_day: -1, count: 3 };
    expect(occurrencesBetween(rule, '2030-01-31', '2030-01-01', '2031-12-31')).toEqual(['2030-01-31', '2030-02-28', '2030-03-31']);
    expect(occurrencesBetween(rule, '2030-01-31', '2030-03-01', '2031-12-31')).toEqual(['2030-03-31']);
    expect(nextOccurrence(rule, '2030-03-31', '2030-01-31')).toBeNull();
  });

  it('when a lunar rule ends, then until and count bound it too', () => {
    const chuseok: Recurrence = { freq: 'lunar_yearly', month: 8, month_day: 15, leap_month: false };
    expect(occurrencesBetween({ ...chuseok, count: 2 }, '2024-09-17', '2024-01-01', '2035-12-31')).toEqual(['2024-09-17', '2025-10-06']);
    expect(nextOccurrence({ ...chuseok, until: '2026-09-24' }, '2025-10-06', '2024-09-17')).toBeNull();
    expect(nextOccurrence({ ...chuseok, until: '2026-09-25' }, '2025-10-06', '2024-09-17')).toBe('2026-09-25');
  });

  it('when an ending rule is written for a feed, then UNTIL is a date and COUNT the number', () => {
    expect(toRRuleString({ ...MONDAYS, until: '2027-03-31' })).toBe('FREQ=WEEKLY;INTERVAL=1;BYDAY=MO;WKST=MO;UNTIL=20270331');
    expect(toRRuleString({ freq: 'daily', count: 10 })).toBe('FREQ=DAILY;INTERVAL=1;WKST=MO;COUNT=10');
    expect(toRRuleString({ freq: 'lunar_monthly', month_day: 15 })).toBeNull();
  });

  it('when an ending rule is named, then the end reads in Korean after the rule', () => {
    expect(recurrenceEndLabel({ ...MONDAYS, until: '2027-03-31' })).toBe('2027년 3월 31일까지');
    expect(recurrenceEndLabel({ freq: 'daily', count: 10 })).toBe('10회');
    expect(recurrenceEndLabel(MONDAYS)).toBeNull();
    expect(recurrenceLabel({ ...MONDAYS, until: '2027-03-31' })).toBe('매주 월요일 · 2027년 3월 31일까지');
    expect(recurrenceLabel({ freq: 'lunar_monthly', month_day: 15, count: 12 })).toBe('매월 음력 15일 · 12회');
  });
});

describe('매월 음력 N일', () => {
  it('when 음력 15일 repeats monthly through a year with 윤2월 (2023), then 윤2월 15일 comes between 2월 and 3월', () => {
    // 정월대보름 2023-02-05; 2월 15일 2023-03-06; 윤2월 15일 2023-04-05; 3월 15일 2023-05-04 (KASI).
    expect(occurrencesBetween({ freq: 'lunar_monthly', month_day: 15 }, '2023-02-01', '2023-02-01', '2023-05-31'))
      .toEqual(['2023-02-05', '2023-03-06', '2023-04-05', '2023-05-04']);
  });

  it('when 음력 30일 repeats monthly, then a 29-day month falls on its 29th', () => {
    // 음력 2023년 11월 has 29 days (2024-01-10); 12월 30일 is 섣달그믐 2024-02-09 (설날 2024-02-10).
    expect(occurrencesBetween({ freq: 'lunar_monthly', month_day: 30 }, '2024-01-01', '2024-01-01', '2024-02-29')).toEqual(['2024-01-10', '2024-02-09']);
  });

  it('when the next lunar month is asked, then it follows the date given and ends with 2050', () => {
    expect(nextOccurrence({ freq: 'lunar_monthly', month_day: 15 }, '2023-02-05')).toBe('2023-03-06');
    expect(nextOccurrence({ freq: 'lunar_monthly', month_day: 1 }, '2050-12-01')).toBeNull();
  });
});
