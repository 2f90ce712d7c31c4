import { seoulDate } from '@haru/contracts';

/** Calendar dates as `YYYY-MM-DD` strings in Asia/Seoul; arithmetic is done on UTC midnights so no zone shifts. */
export function todayInSeoul(now: Date = new Date()): string {
  return seoulDate(now);
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

const weekdayFormat = new Intl.DateTimeFormat('ko-KR', { weekday: 'short', timeZone: 'UTC' });
const stampFormat = new Intl.DateTimeFormat('ko-KR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Seoul' });

/**
 * '2025년 1월 19일 (일)'. Composed by hand because ICU versions disagree on the weekday's brackets; the
 * weekday name still comes from Intl.
 */
export function formatDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${y}년 ${m}월 ${d}일 (${weekdayFormat.format(new Date(toUtc(date)))})`;
}

/** '1월 19일 (일)' */
export function formatShortDate(date: string): string {
  return formatDate(date).replace(/^\d+년 /, '');
}

export function formatTimestamp(iso: string): string {
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

const monthTitleFormat = new Intl.DateTimeFormat('ko-KR', { year: 'numeric', month: 'long', timeZone: 'UTC' });
export function formatMonth(month: string): string {
  return monthTitleFormat.format(new Date(toUtc(month)));
}
