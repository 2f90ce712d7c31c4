import { ko } from 'date-fns/locale/ko';
import { civilDate, seoulWall } from './calendar';
import { parseClockTime } from './time';

/**
 * One formatter per kind of value; every screen shows a date, a month, a time or a timestamp the same way.
 * The patterns are fixed, so they are composed from a calendar date's own fields (no zone needed), the Seoul wall
 * clock for instants, and the ko locale's names (weekday, 오전/오후) rather than date-fns `format`: its token
 * engine and default en-US locale cost about 6 KB gzip on /home for patterns that never change.
 */
interface Fields { year: number; month: number; day: number; weekday: number }
const weekdayOf = (d: Fields) => ko.localize.day(d.weekday as 0, { width: 'short' });
const periodOf = (hour: number) => ko.localize.dayPeriod(hour < 12 ? 'am' : 'pm', { width: 'abbreviated' });
const pad = (n: number) => String(n).padStart(2, '0');

function withDate(date: string, render: (d: Fields) => string): string {
  const parsed = civilDate(date);
  return parsed ? render(parsed) : date;
}

const fullDate = (d: Fields) => `${d.year}년 ${d.month}월 ${d.day}일`;
const time12 = (hour: number, minute: number) => `${periodOf(hour)} ${hour % 12 || 12}:${pad(minute)}`;

/** '2025-01-19' → '2025년 1월 19일 (일)'; anything else is returned as it is. */
export function formatDate(date: string): string {
  return withDate(date, (d) => `${fullDate(d)} (${weekdayOf(d)})`);
}

/** '2025-01-19' → '1월 19일 (일)' (where the year is obvious). */
export function formatShortDate(date: string): string {
  return withDate(date, (d) => `${d.month}월 ${d.day}일 (${weekdayOf(d)})`);
}

/** '2025-01-06' → '1/6' (chart axes and narrow timelines). */
export function formatAxisDate(date: string): string {
  return withDate(date, (d) => `${d.month}/${d.day}`);
}

/** '2025-01-19' → '2025년 1월' (month titles). */
export function formatMonth(date: string): string {
  return withDate(date, (d) => `${d.year}년 ${d.month}월`);
}

/**
 * The one date-range format: '2025-01-19', '2025-01-23' → '2025년 1월 19일 (일) ~ 1월 23일 (목)' (the year once when
 * both sides share it), '2024-12-30', '2025-01-03' → '2024년 12월 30일 (월) ~ 2025년 1월 3일 (금)'. A missing side is
 * left out, or shown as `missing` when given ('2025년 1월 19일 (일) ~ 미정'; '미정 ~ 1월 23일 (목)' keeps the year).
 */
export function formatDateRange(from: string | null | undefined, to: string | null | undefined, missing?: string): string {
  if (from && to) {
    const a = civilDate(from);
    const b = civilDate(to);
    const sameYear = a !== null && b !== null && a.year === b.year;
    return `${formatDate(from)} ~ ${sameYear ? formatShortDate(to) : formatDate(to)}`;
  }
  if (missing === undefined) return [from, to].filter((d): d is string => Boolean(d)).map(formatDate).join(' ~ ');
  return `${from ? formatDate(from) : missing} ~ ${to ? formatDate(to) : missing}`;
}

/** '14:30' → '오후 2:30', '00:05' → '오전 12:05'; anything else is returned as it is. */
export function formatTime(time: string): string {
  const parsed = parseClockTime(time);
  return parsed ? time12(parsed.hour, parsed.minute) : time;
}

/** An ISO timestamp → '2025년 1월 19일 오후 2:30' (the wall clock in Korea). */
export function formatDateTime(iso: string | Date): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return String(iso);
  const d = seoulWall(instant);
  return `${fullDate(d)} ${time12(d.hour, d.minute)}`;
}

/** An instant → '오후 2:30:05' on the wall clock in Korea (a ticking clock). */
export function formatClock(instant: Date | number): string {
  const d = seoulWall(instant);
  return `${time12(d.hour, d.minute)}:${pad(d.second)}`;
}
