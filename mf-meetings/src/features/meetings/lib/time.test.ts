import { HOURS, MINUTES, nowRounded, opensUpward, parseTime } from './time';

describe('time options', () => {
  it('offers hours 0–23 and minutes in steps of 5', () => {
    expect(HOURS).toHaveLength(24);
    expect(HOURS[0]).toBe(0);
    expect(HOURS[23]).toBe(23);
    expect(MINUTES).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]);
  });
});

describe('nowRounded', () => {
  const at = (hhmm: string) => new Date(`2025-01-19T${hhmm}:00+09:00`);
  it.each([
    ['14:32', '14:30'],
    ['14:33', '14:35'],
    ['09:57', '09:55'],
    ['09:58', '10:00'],
    ['00:02', '00:00'],
    ['23:58', '23:55'],
  ])('at %s in Seoul → %s', (now, expected) => {
    expect(nowRounded(at(now))).toBe(expected);
  });
});

describe('opensUpward', () => {
  it('flips only with under 350 px below and more room above', () => {
    expect(opensUpward(349, 500)).toBe(true);
    expect(opensUpward(350, 500)).toBe(false);
    expect(opensUpward(200, 150)).toBe(false);
    expect(opensUpward(500, 900)).toBe(false);
  });
});

describe('parseTime', () => {
  it('reads 24-hour times and rejects others', () => {
    expect(parseTime('9:05')).toEqual({ hour: 9, minute: 5 });
    expect(parseTime('23:59')).toEqual({ hour: 23, minute: 59 });
    expect(parseTime('24:00')).toBeNull();
    expect(parseTime('abc')).toBeNull();
  });
});
