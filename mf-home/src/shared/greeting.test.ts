import { formatKoreanDate, formatKoreanDay, formatKoreanTime, greetingAt, greetingFor } from './greeting';

describe('greeting', () => {
  it.each([
    [0, '좋은 아침이에요'], [11, '좋은 아침이에요'], [12, '좋은 오후예요'], [17, '좋은 오후예요'], [18, '좋은 저녁이에요'], [23, '좋은 저녁이에요'],
  ])('when the hour is %i, then the greeting is %s', (hour, text) => {
    expect(greetingFor(hour)).toBe(text);
  });

  it('when the instant is 11:59:59 and 12:00:00 in Korea, then the greeting changes at noon KST, not UTC', () => {
    expect(greetingAt(new Date('2025-01-19T02:59:59Z'))).toBe('좋은 아침이에요');
    expect(greetingAt(new Date('2025-01-19T03:00:00Z'))).toBe('좋은 오후예요');
    expect(greetingAt(new Date('2025-01-19T08:59:59Z'))).toBe('좋은 오후예요');
    expect(greetingAt(new Date('2025-01-19T09:00:00Z'))).toBe('좋은 저녁이에요');
  });
});

describe('Korean date format', () => {
  it('when formatting an instant, then it reads like 2025년 1월 19일 (일) in Korea', () => {
    expect(formatKoreanDate(new Date('2025-01-19T05:00:00Z'))).toBe('2025년 1월 19일 (일)');
    // 23:30 UTC on the 18th is already the 19th in Seoul
    expect(formatKoreanDate(new Date('2025-01-18T15:30:00Z'))).toBe('2025년 1월 19일 (일)');
  });

  it('when formatting the time, then it uses 오전/오후 with seconds', () => {
    expect(formatKoreanTime(new Date('2025-01-19T05:30:05Z'))).toBe('오후 2:30:05');
  });

  it('when a join date is a timestamp or a date, then the Korean calendar day is shown', () => {
    expect(formatKoreanDay('2024-12-31T15:10:00Z')).toBe('2025년 1월 1일');
    expect(formatKoreanDay('2025-03-05')).toBe('2025년 3월 5일');
    expect(formatKoreanDay('nonsense')).toBe('');
  });
});

describe('clock edges', () => {
  it('when it is midnight or noon in Korea, then the 12-hour clock reads 오전 12 and 오후 12', () => {
    expect(formatKoreanTime(new Date('2025-01-18T15:00:00Z'))).toBe('오전 12:00:00');
    expect(formatKoreanTime(new Date('2025-01-19T03:00:09Z'))).toBe('오후 12:00:09');
  });
});

describe('Seoul wall clock without Intl time-zone data', () => {
  it('agrees with Intl (Asia/Seoul) on date, hour and weekday every 7 hours 13 minutes over two years', () => {
    const intl = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', year: 'numeric', month: 'long', day: 'numeric', weekday: 'short' });
    const hour = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Seoul', hour: '2-digit', hourCycle: 'h23' });
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2027, 0, 1); t += (7 * 60 + 13) * 60_000) {
      const instant = new Date(t);
      const parts = Object.fromEntries(intl.formatToParts(instant).map((p) => [p.type, p.value]));
      expect(formatKoreanDate(instant)).toBe(`${parts.year}년 ${parts.month} ${parts.day}일 (${parts.weekday})`);
      expect(greetingAt(instant)).toBe(greetingFor(Number(hour.format(instant))));
    }
  });
});
