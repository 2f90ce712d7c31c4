import { formatLunar, formatLunarShort, leapMonthOf, LunarRangeError, lunarMonthLength, lunarToSolar, solarToLunar } from './lunar';

/** 추석 (음력 8월 15일) as published by KASI (월력요항) for 2024–2035. */
const CHUSEOK: Record<number, string> = {
  2024: '2024-09-17', 2025: '2025-10-06', 2026: '2026-09-25', 2027: '2027-09-15', 2028: '2028-10-03', 2029: '2029-09-22',
  2030: '2030-09-12', 2031: '2031-10-01', 2032: '2032-09-19', 2033: '2033-09-08', 2034: '2034-09-27', 2035: '2035-09-16',
};
/** 설날 (음력 1월 1일), KASI. */
const SEOLLAL: Record<number, string> = {
  1950: '1950-02-17', 2000: '2000-02-05', 2015: '2015-02-19', 2020: '2020-01-25', 2023: '2023-01-22',
  2024: '2024-02-10', 2025: '2025-01-29', 2026: '2026-02-17', 2027: '2027-02-07', 2030: '2030-02-03',
};

describe('lunar conversion', () => {
  it.each(Object.entries(CHUSEOK))('when 추석 of %s is converted, then it falls on %s and back', (year, date) => {
    expect(lunarToSolar({ year: Number(year), month: 8, day: 15, leap: false })).toBe(date);
    expect(solarToLunar(date)).toEqual({ year: Number(year), month: 8, day: 15, leap: false });
  });

  it.each(Object.entries(SEOLLAL))('when 설날 of %s is converted, then it falls on %s', (year, date) => {
    expect(lunarToSolar({ year: Number(year), month: 1, day: 1, leap: false })).toBe(date);
    expect(solarToLunar(date)).toEqual({ year: Number(year), month: 1, day: 1, leap: false });
  });

  it('when the year has a 윤달 (2023: 윤2월), then the leap month and its days convert both ways', () => {
    expect(leapMonthOf(2023)).toBe(2);
    expect(leapMonthOf(2020)).toBe(4);
    expect(leapMonthOf(2024)).toBeNull();
    expect(lunarToSolar({ year: 2023, month: 2, day: 1, leap: false })).toBe('2023-02-20');
    expect(lunarToSolar({ year: 2023, month: 2, day: 1, leap: true })).toBe('2023-03-22');
    expect(solarToLunar('2023-03-22')).toEqual({ year: 2023, month: 2, day: 1, leap: true });
    expect(solarToLunar('2020-05-23')).toEqual({ year: 2020, month: 4, day: 1, leap: true });
  });

  it('when a lunar date does not exist, then the conversion answers null', () => {
    expect(lunarToSolar({ year: 2024, month: 4, day: 1, leap: true })).toBeNull(); // 2024 has no 윤달
    expect(lunarMonthLength(2023, 2, true)).toBe(29);
    expect(lunarToSolar({ year: 2023, month: 2, day: 30, leap: true })).toBeNull();
    expect(lunarMonthLength(2024, 4, true)).toBe(0);
    expect(lunarToSolar({ year: 2024, month: 13, day: 1, leap: false })).toBeNull();
  });

  it('when a date lies outside 1900–2050, then a LunarRangeError with a Korean message is thrown', () => {
    expect(solarToLunar('1900-01-01')).toEqual({ year: 1899, month: 12, day: 1, leap: false });
    expect(solarToLunar('2050-12-31')).toEqual({ year: 2050, month: 11, day: 18, leap: false });
    expect(() => solarToLunar('1899-12-31')).toThrow(LunarRangeError);
    expect(() => solarToLunar('2051-01-01')).toThrow('음력 변환은 1900년 1월 1일부터 2050년 12월 31일까지만 지원합니다.');
    expect(() => lunarToSolar({ year: 2050, month: 12, day: 1, leap: false })).toThrow(LunarRangeError);
    expect(() => lunarToSolar({ year: 1800, month: 1, day: 1, leap: false })).toThrow(LunarRangeError);
    expect(() => solarToLunar('2025-02-30')).toThrow(RangeError);
  });

  it('when a lunar date is labelled, then 윤달 is marked', () => {
    expect(formatLunarShort({ year: 2025, month: 10, day: 5, leap: false })).toBe('음 10.5');
    expect(formatLunarShort({ year: 2020, month: 4, day: 1, leap: true })).toBe('음 윤4.1');
    expect(formatLunar({ year: 2020, month: 4, day: 15, leap: true })).toBe('음력 윤4월 15일');
  });
});
