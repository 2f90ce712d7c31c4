import { seoulDate, seoulWall } from './calendar';

/** Wall-clock times as 'HH:MM' (a meeting's time). */
export interface ClockTime { hour: number; minute: number }

const pad = (n: number) => String(n).padStart(2, '0');

export function toClockTime(hour: number, minute: number): string {
  return `${pad(hour)}:${pad(minute)}`;
}

/** '14:30' or '9:05' → { hour, minute }; null for anything else. */
export function parseClockTime(value: string): ClockTime | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const hour = Number(m[1]);
  const minute = Number(m[2]);
  return hour <= 23 && minute <= 59 ? { hour, minute } : null;
}

/** The wall-clock time in Korea as 'HH:MM', seconds dropped (what "late to the minute" compares with). */
export function seoulTime(now: Date | number = new Date()): string {
  const wall = seoulWall(now);
  return toClockTime(wall.hour, wall.minute);
}

/**
 * An instant (ISO 8601 or Date) as 'YYYY-MM-DD HH:MM' on the wall clock in Korea: the date-time written into
 * files (CSV exports), which spreadsheets read as a local date-time. Unreadable input comes back as it was.
 */
export function seoulDateTime(iso: string | Date): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return String(iso);
  return `${seoulDate(instant)} ${seoulTime(instant)}`;
}

/**
 * The wall-clock time in Korea rounded to the nearest `step` minutes. 23:58 stays on the same day (23:55 for a
 * 5-minute step), since a date is picked separately.
 */
export function nowRoundedInSeoul(now: Date | number = new Date(), step = 5): string {
  const wall = seoulWall(now);
  const total = Math.min(Math.round((wall.hour * 60 + wall.minute) / step) * step, 24 * 60 - step);
  return toClockTime(Math.floor(total / 60), total % 60);
}
