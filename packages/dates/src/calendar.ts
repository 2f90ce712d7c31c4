import { TZDateMini } from '@date-fns/tz';
// One module per function, not the 'date-fns' index: under jest (CommonJS, a fresh module registry per test file)
// the index loads all ~250 of its modules into every test file that reaches @haru/dates (≈ 80–170 ms of CPU each
// time); bundles are the same either way (the index is tree-shaken).
import { startOfWeek } from 'date-fns/startOfWeek';

/**
 * A calendar date is a `YYYY-MM-DD` string (the wire format). Arithmetic runs on TZDate values (TZDateMini: the
 * same zone arithmetic without the Intl-based toString/zone-name methods nothing here uses) pinned to
 * Asia/Seoul, so neither the machine's time zone nor a UTC conversion can move a day.
 */
export const SEOUL = 'Asia/Seoul';
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

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
  return parseCalendarDate(value) !== null;
}

function toDate(value: string): Date {
  const date = parseCalendarDate(value);
  if (!date) throw new RangeError(`Not a calendar date: ${value}`);
  return date;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** `YYYY-MM-DD` of a date on the Seoul wall clock (not date-fns `format`, which brings its formatters along). */
function ymd(date: Date): string {
  const wall = new TZDateMini(date.getTime(), SEOUL);
  return `${wall.getFullYear()}-${pad(wall.getMonth() + 1)}-${pad(wall.getDate())}`;
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
  return new Date(toDate(date).getTime());
}

/** The calendar date an instant falls on in Korea. */
export function seoulDate(instant: Date | number = new Date()): string {
  return ymd(new Date(instant));
}

/** Today in Korea (`now` for a controlled clock). */
export function todayInSeoul(now: Date | number = new Date()): string {
  return seoulDate(now);
}

/** The hour (0-23) an instant falls on in Korea. */
export function seoulHour(instant: Date | number = new Date()): number {
  return new TZDateMini(new Date(instant).getTime(), SEOUL).getHours();
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
  return ymd(startOfWeek(toDate(date), { weekStartsOn: 1 }));
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
