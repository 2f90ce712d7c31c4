import { formatAxisDate, formatClock, formatDate, formatDateRange, formatDateTime, formatMonth, formatShortDate, formatTime } from './format';
import { nowRoundedInSeoul, parseClockTime, seoulDateTime, seoulTime } from './time';

describe('Korean formatting', () => {
  it.each([
    ['2025-01-19', '2025년 1월 19일 (일)', '1월 19일 (일)', '1/19', '2025년 1월'],
    ['2025-01-20', '2025년 1월 20일 (월)', '1월 20일 (월)', '1/20', '2025년 1월'],
    ['2024-12-07', '2024년 12월 7일 (토)', '12월 7일 (토)', '12/7', '2024년 12월'],
  ])('%s is %s, %s, %s, %s', (date, full, short, axis, month) => {
    expect(formatDate(date)).toBe(full);
    expect(formatShortDate(date)).toBe(short);
    expect(formatAxisDate(date)).toBe(axis);
    expect(formatMonth(date)).toBe(month);
  });

  it('when the text is not a calendar date, then it is shown as it is', () => {
    expect(formatDate('2025-02-30')).toBe('2025-02-30');
  });

  it.each([
    ['2025-01-19', '2025-01-23', '2025년 1월 19일 (일) ~ 1월 23일 (목)'],
    ['2024-12-30', '2025-01-03', '2024년 12월 30일 (월) ~ 2025년 1월 3일 (금)'],
    ['2025-01-19', null, '2025년 1월 19일 (일)'],
    [null, '2025-01-23', '2025년 1월 23일 (목)'],
    [null, null, ''],
  ])('the range %s ~ %s is %j', (from, to, expected) => {
    expect(formatDateRange(from, to)).toBe(expected);
  });

  it.each([
    ['2025-01-19', null, '2025년 1월 19일 (일) ~ 미정'],
    [null, '2025-01-23', '미정 ~ 2025년 1월 23일 (목)'],
    ['2025-01-19', '2025-01-23', '2025년 1월 19일 (일) ~ 1월 23일 (목)'],
  ])('with a placeholder, the range %s ~ %s is %j', (from, to, expected) => {
    expect(formatDateRange(from, to, '미정')).toBe(expected);
  });

  it.each([
    ['14:30', '오후 2:30'],
    ['00:05', '오전 12:05'],
    ['12:00', '오후 12:00'],
    ['9:05', '오전 9:05'],
    ['24:00', '24:00'],
  ])('the time %s is %s', (time, expected) => {
    expect(formatTime(time)).toBe(expected);
  });

  it.each([
    ['2025-01-19T05:30:00.000Z', '2025년 1월 19일 오후 2:30'],
    ['2025-01-18T15:00:00.000Z', '2025년 1월 19일 오전 12:00'],
  ])('the timestamp %s is %s in Korea', (iso, expected) => {
    expect(formatDateTime(iso)).toBe(expected);
  });
});

describe('clock times', () => {
  it.each([
    ['14:30', { hour: 14, minute: 30 }],
    [' 9:05 ', { hour: 9, minute: 5 }],
    ['24:00', null],
    ['12:60', null],
    ['1230', null],
  ])('parseClockTime(%j) is %j', (value, expected) => {
    expect(parseClockTime(value)).toEqual(expected);
  });

  it.each([
    ['2025-01-19T05:32:00Z', '14:30'],
    ['2025-01-19T05:33:00Z', '14:35'],
    ['2025-01-19T14:58:00Z', '23:55'],
    ['2025-01-18T15:01:00Z', '00:00'],
  ])('now at %s rounds to %s in Korea', (iso, expected) => {
    expect(nowRoundedInSeoul(new Date(iso))).toBe(expected);
  });

  it.each([
    ['2025-01-19T05:32:59Z', '14:32'],
    ['2025-01-19T14:59:59Z', '23:59'],
    ['2025-01-19T15:00:00Z', '00:00'],
  ])('the minute at %s in Korea is %s (seconds dropped, never rounded up)', (iso, expected) => {
    expect(seoulTime(new Date(iso))).toBe(expected);
  });
});

describe('seoulDateTime (the date-time written into CSV files)', () => {
  it.each([
    ['2025-01-19T05:30:05.000Z', '2025-01-19 14:30'],
    ['2025-01-18T15:00:00Z', '2025-01-19 00:00'], // midnight in Korea: already the next day
    ['2025-01-18T14:59:59Z', '2025-01-18 23:59'],
    ['not a date', 'not a date'],
  ])('%s → %s in Korea', (iso, expected) => {
    expect(seoulDateTime(iso)).toBe(expected);
  });
});

describe('formatClock', () => {
  it.each([
    ['2025-01-19T05:30:05Z', '오후 2:30:05'],
    ['2025-01-18T15:00:00Z', '오전 12:00:00'],
    ['2025-01-19T03:00:09Z', '오후 12:00:09'],
  ])('%s is %s in Korea', (iso, expected) => {
    expect(formatClock(new Date(iso))).toBe(expected);
  });
});
