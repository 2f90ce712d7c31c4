/**
 * Korea has kept UTC+9 without daylight saving since 1988, so today's date there is arithmetic. The list reads it
 * on its first render: the first Intl.DateTimeFormat with a time zone loads ICU zone data (tens of milliseconds
 * of main thread on a phone), which the list no longer waits for.
 */
const SEOUL_OFFSET_MS = 9 * 3_600_000;

/** Calendar dates as `YYYY-MM-DD` strings in Asia/Seoul; arithmetic is done on UTC midnights so no zone shifts. */
export function todayInSeoul(now: Date = new Date()): string {
  return new Date(now.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}

function toUtc(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
}

export function addDays(date: string, days: number): string {
  return new Date(toUtc(date) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / 86_400_000);
}

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];
/** Made on first use: only the detail screen shows timestamps. */
let stampFormat: Intl.DateTimeFormat | null = null;

/**
 * '2025년 1월 19일 (일)'. Composed by hand because ICU versions disagree on the weekday's brackets (every list
 * row with a due date calls it, so no Intl here).
 */
export function formatDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${y}년 ${m}월 ${d}일 (${WEEKDAYS[new Date(toUtc(date)).getUTCDay()]})`;
}

/** '1월 19일 (일)' */
export function formatShortDate(date: string): string {
  return formatDate(date).replace(/^\d+년 /, '');
}

export function formatTimestamp(iso: string): string {
  stampFormat ??= new Intl.DateTimeFormat('ko-KR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Seoul' });
  return stampFormat.format(new Date(iso));
}

/** The 42 cells (6 weeks, Sunday first) of the month containing `month` (`YYYY-MM-01`). */
export function monthGrid(month: string): string[] {
  const first = new Date(toUtc(month));
  const start = addDays(month, -first.getUTCDay());
  return Array.from({ length: 42 }, (_, i) => addDays(start, i));
}

export function monthOf(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

export function shiftMonth(month: string, delta: number): string {
  const d = new Date(toUtc(month));
  d.setUTCMonth(d.getUTCMonth() + delta);
  return d.toISOString().slice(0, 10);
}

/** '2025년 1월' (the date picker's title). */
export function formatMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return `${y}년 ${m}월`;
}
