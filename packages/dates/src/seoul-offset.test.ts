import { TZDateMini } from '@date-fns/tz';
import { startOfWeek } from 'date-fns/startOfWeek';
import { FIXED_OFFSET_SINCE, SEOUL, civilDate, isCalendarDate, mondayOf, seoulWall, startOfSeoulDay } from './calendar';
import { formatDate, formatDateTime } from './format';

/**
 * The fixed +09:00 of Seoul since 1988-10-08T17:00Z (calendar.ts, issue 25) against the zone database (TZDate,
 * Intl), which is what every reading of the wall clock went through before.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function zoneWall(t: number) {
  const z = new TZDateMini(t, SEOUL);
  return { year: z.getFullYear(), month: z.getMonth() + 1, day: z.getDate(), hour: z.getHours(), minute: z.getMinutes(), second: z.getSeconds(), weekday: z.getDay() };
}

/** A deterministic spread of instants (no Math.random: a failure names the same instant every run). */
function* instants(from: number, to: number, count: number) {
  let x = 12345;
  for (let i = 0; i < count; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    yield from + Math.floor((x / 2147483648) * (to - from));
  }
}

describe('Seoul wall clock without Intl', () => {
  it('is the zone database\'s wall clock at every hour around the last daylight-saving change and at 5,000 instants to 2100', () => {
    for (let t = FIXED_OFFSET_SINCE - 48 * HOUR; t < FIXED_OFFSET_SINCE + 48 * HOUR; t += 15 * 60_000) expect(seoulWall(t)).toEqual(zoneWall(t));
    for (const t of instants(FIXED_OFFSET_SINCE, Date.UTC(2100, 0, 1), 5000)) expect(seoulWall(t)).toEqual(zoneWall(t));
    // Before it, the zone database itself (1988's +10:00 summer time, the 1950s' +08:30).
    expect(seoulWall(Date.UTC(1988, 6, 1, 15)).hour).toBe(1);
    expect(seoulWall(Date.UTC(1955, 0, 1, 0)).minute).toBe(30);
  });

  it('gives the first instant of every date from 1988-10-08 to 2060 as the zone database does', () => {
    for (let t = Date.UTC(1988, 9, 8); t < Date.UTC(2060, 0, 1); t += DAY) {
      const date = new Date(t).toISOString().slice(0, 10);
      const [y, m, d] = date.split('-').map(Number);
      expect(startOfSeoulDay(date).getTime()).toBe(new TZDateMini(y, m - 1, d, SEOUL).getTime());
    }
  });

  it('reads a calendar date\'s fields and validity without a zone, as the zoned parse did', () => {
    for (const value of ['2024-02-29', '2025-02-29', '2025-02-30', '2025-13-01', '2025-1-01', '0050-01-01', '1955-05-05', '2099-12-31', '2025-03-01T00:00:00Z']) {
      const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
      const zoned = m ? new TZDateMini(Number(m[1]), Number(m[2]) - 1, Number(m[3]), SEOUL) : null;
      const real = zoned !== null && zoned.getFullYear() === Number(m![1]) && zoned.getMonth() === Number(m![2]) - 1 && zoned.getDate() === Number(m![3]);
      expect(isCalendarDate(value)).toBe(real);
      if (real) expect(civilDate(value)?.weekday).toBe(zoned!.getDay());
    }
    expect(formatDate('2025-01-19')).toBe('2025년 1월 19일 (일)');
    expect(formatDateTime('2025-01-19T05:30:00Z')).toBe('2025년 1월 19일 오후 2:30');
  });

  it('finds the Monday of 3,000 dates as date-fns startOfWeek does', () => {
    for (let t = Date.UTC(2020, 0, 1); t < Date.UTC(2028, 3, 18); t += DAY) {
      const date = new Date(t).toISOString().slice(0, 10);
      const [y, m, d] = date.split('-').map(Number);
      const monday = startOfWeek(new TZDateMini(y, m - 1, d, SEOUL), { weekStartsOn: 1 });
      expect(mondayOf(date)).toBe(`${monday.getFullYear()}-${String(monday.getMonth() + 1).padStart(2, '0')}-${String(monday.getDate()).padStart(2, '0')}`);
    }
  });
});
