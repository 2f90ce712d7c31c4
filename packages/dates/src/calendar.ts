import { TZDateMini } from '@date-fns/tz';

/**
 * A calendar date is a `YYYY-MM-DD` string (the wire format). Instants are read on the Seoul wall clock (a fixed
 * +09:00 where the zone database has it, TZDateMini pinned to Asia/Seoul before), and dates are counted on UTC day
 * numbers, so neither the machine's time zone nor a UTC conversion can move a day.
 */
export const SEOUL = 'Asia/Seoul';
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Korea has kept +09:00 since it last left daylight saving time (1988-10-08T17:00Z in the zone database), so the
 * wall clock of a later instant, and the first instant of a later date, is plain arithmetic; older ones go through
 * the zone database (TZDate, Intl). Besides ~25 µs per TZDate step, the first Intl time-zone formatter of a page
 * costs ~20 ms of ICU start-up, which every screen paid while loading (issue 25). `seoul-offset.test.ts` holds
 * this equal to the zone database.
 */
const KST_MS = 9 * 3_600_000;
export const FIXED_OFFSET_SINCE = Date.UTC(1988, 9, 8, 17);

/** The wall clock in Korea at an instant (month 1-12, weekday 0 = Sunday). */
export interface SeoulWall { year: number; month: number; day: number; hour: number; minute: number; second: number; weekday: number }

export function seoulWall(instant: Date | number): SeoulWall {
  const t = new Date(instant).getTime();
  if (t >= FIXED_OFFSET_SINCE) {
    const d = new Date(t + KST_MS);
    return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: d.getUTCHours(), minute: d.getUTCMinutes(), second: d.getUTCSeconds(), weekday: d.getUTCDay() };
  }
  const z = new TZDateMini(t, SEOUL);
  return { year: z.getFullYear(), month: z.getMonth() + 1, day: z.getDate(), hour: z.getHours(), minute: z.getMinutes(), second: z.getSeconds(), weekday: z.getDay() };
}

/** A calendar date's year, month (1-12), day and weekday (0 = Sunday), which need no zone; null when not real. */
export function civilDate(value: string): { year: number; month: number; day: number; weekday: number } | null {
  const m = DATE_ONLY.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) return null;
  return { year, month, day, weekday: utc.getUTCDay() };
}

/**
 * Midnight in Seoul of a real calendar date, or null (rejects '2025-02-30', '2025-1-01', timestamps). Not
 * date-fns `parse`: its token parsers weigh more than everything else here, and every page loads contracts.
 */
export function parseCalendarDate(value: string): Date | null {
  const m = DATE_ONLY.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new TZDateMini(year, month - 1, day, SEOUL);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

export function isCalendarDate(value: string): boolean {
  return civilDate(value) !== null;
}

function toDate(value: string): Date {
  const date = parseCalendarDate(value);
  if (!date) throw new RangeError(`Not a calendar date: ${value}`);
  return date;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** `YYYY-MM-DD` of an instant on the Seoul wall clock (not date-fns `format`, which brings its formatters along). */
function ymd(instant: Date | number): string {
  const wall = seoulWall(instant);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
}

/**
 * Normalise a user-picked date: `YYYY-MM-DD` stays as it is; an ISO timestamp (what older clients send) becomes
 * the calendar date it names in Korea, never shifted by a UTC conversion. Null when it is not a real date.
 */
export function toCalendarDate(value: string): string | null {
  if (DATE_ONLY.test(value)) return isCalendarDate(value) ? value : null;
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : seoulDate(instant);
}

/** The first instant of a calendar date in Korea ('2025-03-01' → 2025-02-28T15:00:00Z). */
export function startOfSeoulDay(date: string): Date {
  const civil = civilDate(date);
  const fixed = civil ? Date.UTC(civil.year, civil.month - 1, civil.day) - KST_MS : Number.NaN;
  return fixed >= FIXED_OFFSET_SINCE ? new Date(fixed) : new Date(toDate(date).getTime());
}

/** The calendar date an instant falls on in Korea. */
export function seoulDate(instant: Date | number = new Date()): string {
  return ymd(instant);
}

/** Today in Korea (`now` for a controlled clock). */
export function todayInSeoul(now: Date | number = new Date()): string {
  return seoulDate(now);
}

/** The hour (0-23) an instant falls on in Korea. */
export function seoulHour(instant: Date | number = new Date()): number {
  return seoulWall(instant).hour;
}

const DAY_MS = 86_400_000;

/**
 * Days since 1970-01-01 of a real calendar date (RangeError otherwise). Adding, counting and weekdays of calendar
 * dates need no zone at all, so they run on UTC day numbers: a zoned TZDate costs ~25 µs per step (Intl), and the
 * calendar takes thousands of steps per month it draws (issue 23's ≤ 50 ms switch).
 */
function dayNumber(value: string): number {
  const m = DATE_ONLY.exec(value);
  if (m) {
    const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const utc = new Date(Date.UTC(year, month - 1, day));
    if (utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day) return utc.getTime() / DAY_MS;
  }
  throw new RangeError(`Not a calendar date: ${value}`);
}

function fromDayNumber(n: number): string {
  const utc = new Date(n * DAY_MS);
  return `${utc.getUTCFullYear()}-${pad(utc.getUTCMonth() + 1)}-${pad(utc.getUTCDate())}`;
}

export function addDays(date: string, days: number): string {
  return fromDayNumber(dayNumber(date) + Math.trunc(days));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export function weekday(date: string): number {
  return (((dayNumber(date) + 4) % 7) + 7) % 7;
}

/** Monday of the week a date falls in (weeks run Monday to Sunday). */
export function mondayOf(date: string): string {
  const n = dayNumber(date);
  return fromDayNumber(n - ((((n + 4) % 7) + 7) % 7 + 6) % 7);
}

/** The first day (`YYYY-MM-01`) of the month a date falls in (RangeError when it is not a calendar date). */
export function monthOf(date: string): string {
  dayNumber(date);
  return `${date.slice(0, 7)}-01`;
}

/** The first day of the month `delta` months from the month of `date`. */
export function shiftMonth(date: string, delta: number): string {
  dayNumber(date);
  const months = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 + Math.trunc(delta);
  return `${String(Math.floor(months / 12)).padStart(4, '0')}-${pad((months % 12) + 1)}-01`;
}

export const MONTH_GRID_CELLS = 42;

/**
 * The 42 days (6 weeks, Sunday first) a month view shows for the month of `date`. On day numbers, like `addDays`:
 * the calendar builds a grid at every month it switches to.
 */
export function monthGrid(date: string): string[] {
  const first = dayNumber(monthOf(date));
  const start = first - ((((first + 4) % 7) + 7) % 7);
  return Array.from({ length: MONTH_GRID_CELLS }, (_, i) => fromDayNumber(start + i));
}

/** Whether two calendar dates fall in the same month. */
export function sameMonth(a: string, b: string): boolean {
  return a.slice(0, 7) === b.slice(0, 7);
}
