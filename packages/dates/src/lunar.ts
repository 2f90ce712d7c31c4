import KoreanLunarCalendar from 'korean-lunar-calendar';
import { isCalendarDate } from './calendar';

/**
 * The Korean lunar calendar (음력) from `korean-lunar-calendar`, whose tables follow the Korea Astronomy and Space
 * Science Institute (KASI): the Korean calendar follows the moon as seen from Korea (UTC+9), so it can differ
 * from the Chinese one by a day (설날 2027: 2/7 in Korea, 2/6 in China).
 *
 * Supported: solar dates 1900-01-01 … 2050-12-31 and the lunar dates falling on them. Outside that range every
 * function throws `LunarRangeError`. Imported only through `@haru/dates/lunar`, so pages that never convert
 * dates never load the tables.
 */
export const LUNAR_FIRST_DATE = '1900-01-01';
export const LUNAR_LAST_DATE = '2050-12-31';
export const LUNAR_RANGE_MESSAGE = '음력 변환은 1900년 1월 1일부터 2050년 12월 31일까지만 지원합니다.';

export class LunarRangeError extends RangeError {
  constructor() {
    super(LUNAR_RANGE_MESSAGE);
    this.name = 'LunarRangeError';
  }
}

/** A lunar date; `leap` marks a day of the intercalary month (윤달). */
export interface LunarDate { year: number; month: number; day: number; leap: boolean }

/** The lunar date of LUNAR_LAST_DATE (2050 has no 윤달 after it). */
const LAST_LUNAR = { month: 11, day: 18 };

let converter: KoreanLunarCalendar | null = null;
/** One converter, made on first use (the library keeps its result in the instance; calls are synchronous). */
const lib = () => (converter ??= new KoreanLunarCalendar());

const pad = (n: number) => String(n).padStart(2, '0');
const inRange = (date: string) => date >= LUNAR_FIRST_DATE && date <= LUNAR_LAST_DATE;

/** The lunar date of a solar `YYYY-MM-DD` ('2024-09-17' → 2024년 음력 8월 15일). */
export function solarToLunar(date: string): LunarDate {
  if (!isCalendarDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
  if (!inRange(date)) throw new LunarRangeError();
  const [y, m, d] = date.split('-').map(Number);
  lib().setSolarDate(y, m, d);
  const lunar = lib().getLunarCalendar();
  return { year: lunar.year, month: lunar.month, day: lunar.day, leap: lunar.intercalation === true };
}

/**
 * The solar date of a lunar date, or null when that date does not exist (a 30th in a 29-day month, a 윤달 the
 * year does not have). Throws `LunarRangeError` when the year or the result lies outside the supported range.
 */
export function lunarToSolar({ year, month, day, leap }: LunarDate): string | null {
  if (year < 1899 || year > 2050) throw new LunarRangeError();
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(day) || day < 1 || day > 30) return null;
  if (year === 2050 && (month > LAST_LUNAR.month || (month === LAST_LUNAR.month && day > LAST_LUNAR.day))) throw new LunarRangeError();
  if (!lib().setLunarDate(year, month, day, leap)) return null;
  const solar = lib().getSolarCalendar();
  const date = `${solar.year}-${pad(solar.month)}-${pad(solar.day)}`;
  if (!inRange(date)) throw new LunarRangeError();
  return date;
}

/** Days in a lunar month (29 or 30), or 0 when the year has no such month (e.g. a 윤달 it lacks). */
export function lunarMonthLength(year: number, month: number, leap = false): number {
  if (lunarToSolar({ year, month, day: 30, leap })) return 30;
  return lunarToSolar({ year, month, day: 1, leap }) ? 29 : 0;
}

/** The intercalary month of a lunar year (2023 → 2, 윤2월), or null when the year has none. */
export function leapMonthOf(year: number): number | null {
  for (let month = 1; month <= 12; month += 1) {
    if (lunarToSolar({ year, month, day: 1, leap: true })) return month;
  }
  return null;
}

/** '음 8.15', '음 윤4.1': the short label a calendar cell shows. */
export function formatLunarShort(lunar: LunarDate): string {
  return `음 ${lunar.leap ? '윤' : ''}${lunar.month}.${lunar.day}`;
}

/** '음력 8월 15일', '음력 윤4월 1일'. */
export function formatLunar(lunar: LunarDate): string {
  return `음력 ${lunar.leap ? '윤' : ''}${lunar.month}월 ${lunar.day}일`;
}
