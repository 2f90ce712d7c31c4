import { TZDate, tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { ko } from 'date-fns/locale/ko';
import { parseCalendarDate, SEOUL } from './calendar';
import { parseClockTime } from './time';

/** One formatter per kind of value; every screen shows a date, a month, a time or a timestamp the same way. */
const inSeoul = tz(SEOUL);
const options = { locale: ko, in: inSeoul };

function pattern(date: string, formatString: string): string {
  const parsed = parseCalendarDate(date);
  return parsed ? format(parsed, formatString, options) : date;
}

/** '2025-01-19' → '2025년 1월 19일 (일)'; anything else is returned as it is. */
export function formatDate(date: string): string {
  return pattern(date, 'yyyy년 M월 d일 (EEE)');
}

/** '2025-01-19' → '1월 19일 (일)' (where the year is obvious). */
export function formatShortDate(date: string): string {
  return pattern(date, 'M월 d일 (EEE)');
}

/** '2025-01-06' → '1/6' (chart axes and narrow timelines). */
export function formatAxisDate(date: string): string {
  return pattern(date, 'M/d');
}

/** '2025-01-19' → '2025년 1월' (month titles). */
export function formatMonth(date: string): string {
  return pattern(date, 'yyyy년 M월');
}

/** '2025-01-19', '2025-01-23' → '2025년 1월 19일 (일) ~ 2025년 1월 23일 (목)'; one side alone when the other is empty. */
export function formatDateRange(from: string | null | undefined, to: string | null | undefined): string {
  return [from, to].filter((d): d is string => Boolean(d)).map(formatDate).join(' ~ ');
}

/** '14:30' → '오후 2:30', '00:05' → '오전 12:05'; anything else is returned as it is. */
export function formatTime(time: string): string {
  const parsed = parseClockTime(time);
  if (!parsed) return time;
  return format(new TZDate(2000, 0, 1, parsed.hour, parsed.minute, SEOUL), 'a h:mm', options);
}

/** An ISO timestamp → '2025년 1월 19일 오후 2:30' (the wall clock in Korea). */
export function formatDateTime(iso: string | Date): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return String(iso);
  return format(instant, 'yyyy년 M월 d일 a h:mm', options);
}

/** An instant → '오후 2:30:05' on the wall clock in Korea (a ticking clock). */
export function formatClock(instant: Date | number): string {
  return format(new Date(instant), 'a h:mm:ss', options);
}
