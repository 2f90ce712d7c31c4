/**
 * Calendar dates as 'YYYY-MM-DD' strings. Arithmetic runs in UTC on the date alone, so no local time zone can
 * shift a day; "now" is always read in Asia/Seoul.
 */
export const SEOUL = 'Asia/Seoul';

/**
 * Korea has kept UTC+9 without daylight saving since 1988, so the wall clock in Seoul is plain arithmetic. The home
 * screen reads it at start-up: the first Intl.DateTimeFormat with a time zone loads ICU zone data, which costs tens
 * of milliseconds of main thread on a phone (a long task that delayed the dashboard). Same answers as Intl.
 */
const SEOUL_OFFSET_MS = 9 * 3_600_000;

export interface SeoulParts { year: number; month: number; day: number; hour: number; minute: number; second: number; weekday: number }

/** An instant's wall-clock fields in Korea (month 1-12, weekday 0 = Sunday). */
export function seoulParts(instant: Date): SeoulParts {
  const d = new Date(instant.getTime() + SEOUL_OFFSET_MS);
  return {
    year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(),
    hour: d.getUTCHours(), minute: d.getUTCMinutes(), second: d.getUTCSeconds(), weekday: d.getUTCDay(),
  };
}

/** The calendar date an instant falls on in Korea. */
export function seoulDate(instant: Date = new Date()): string {
  const { year, month, day } = seoulParts(instant);
  return toYmd(year, month, day);
}

/** The hour (0-23) an instant falls on in Korea. */
export function seoulHour(instant: Date = new Date()): number {
  return seoulParts(instant).hour;
}

export function toYmd(year: number, month: number, day: number): string {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.toISOString().slice(0, 10);
}

export function parseYmd(ymd: string): { year: number; month: number; day: number } {
  const [year, month, day] = ymd.split('-').map(Number);
  return { year, month, day };
}

export function addDays(ymd: string, days: number): string {
  const { year, month, day } = parseYmd(ymd);
  return toYmd(year, month, day + days);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(ymd: string): number {
  const { year, month, day } = parseYmd(ymd);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** Whole days from a to b (b - a). */
export function daysBetween(a: string, b: string): number {
  const pa = parseYmd(a);
  const pb = parseYmd(b);
  return Math.round((Date.UTC(pb.year, pb.month - 1, pb.day) - Date.UTC(pa.year, pa.month - 1, pa.day)) / 86_400_000);
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Year and month (1-12) shifted by `delta` months. */
export function shiftMonth(year: number, month: number, delta: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}
