import { seoulDate } from '@haru/contracts';

const dateFormat = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', year: 'numeric', month: 'long', day: 'numeric' });
const shortFormat = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', month: 'numeric', day: 'numeric' });
const stampFormat = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit',
});

/** A calendar date (`YYYY-MM-DD`) as the instant it starts in Korea. */
export function seoulMidnight(date: string): Date {
  return new Date(`${date}T00:00:00+09:00`);
}

/** '2025년 1월 19일' */
export function formatDate(date: string | null | undefined): string {
  return date ? dateFormat.format(seoulMidnight(date)) : '';
}

/** '1. 19.' */
export function formatShortDate(date: string): string {
  return shortFormat.format(seoulMidnight(date));
}

/** An ISO timestamp as '2025년 1월 19일 오후 2:30'. */
export function formatStamp(iso: string): string {
  return stampFormat.format(new Date(iso));
}

/** Today's calendar date in Korea. */
export function todayInSeoul(now: Date = new Date()): string {
  return seoulDate(now);
}

/** Whole days from `a` to `b` (both `YYYY-MM-DD`). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** Progress as shown on the list: at most 2 decimals. */
export function roundProgress(value: number): number {
  return Math.round(value * 100) / 100;
}
