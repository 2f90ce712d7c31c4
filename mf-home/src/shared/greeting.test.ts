import { greetingAt, greetingFor } from './greeting';

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
