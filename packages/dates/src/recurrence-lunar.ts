import type { LunarRecurrence } from './recurrence-types';
import { LunarRangeError, leapMonthOf, lunarMonthLength, lunarToSolar, solarToLunar } from './lunar';

/**
 * The dates of the lunar rules (see recurrence-types.ts), in order, from the lunar month or year of `from` until a
 * date passes `to` or the conversion's range (2050) ends. The caller bounds the count.
 */
interface LunarMonth { year: number; month: number; leap: boolean }

const leapMonths = new Map<number, number | null>();
const leapOf = (year: number) => {
  if (!leapMonths.has(year)) leapMonths.set(year, leapMonthOf(year));
  return leapMonths.get(year) ?? null;
};

/** The lunar month after `m`: a year's 윤달 follows its ordinary month. */
function following(m: LunarMonth): LunarMonth {
  if (!m.leap && leapOf(m.year) === m.month) return { ...m, leap: true };
  return m.month === 12 ? { year: m.year + 1, month: 1, leap: false } : { year: m.year, month: m.month + 1, leap: false };
}

/** The solar date of day `day` in lunar month `m` (a missing 30일 is the 29th), or null past the range. */
function dayIn(m: LunarMonth, day: number): string | null {
  try {
    const length = lunarMonthLength(m.year, m.month, m.leap);
    if (length === 0) return null;
    return lunarToSolar({ year: m.year, month: m.month, day: Math.min(day, length), leap: m.leap });
  } catch (error) {
    if (error instanceof LunarRangeError) return null;
    throw error;
  }
}

/** The lunar date of `from`, or where to begin when `from` lies outside the range (null: after it). */
function lunarStart(from: string): LunarMonth | null {
  try {
    const { year, month, leap } = solarToLunar(from);
    return { year, month, leap };
  } catch (error) {
    if (error instanceof LunarRangeError && from < '1900-01-01') return { year: 1900, month: 1, leap: false };
    if (error instanceof LunarRangeError) return null;
    throw error;
  }
}

function yearlyDate(rule: Extract<LunarRecurrence, { freq: 'lunar_yearly' }>, year: number): string | null {
  const leap = rule.leap_month && leapOf(year) === rule.month;
  return dayIn({ year, month: rule.month, leap }, rule.month_day);
}

/** Every date of the rule from `from` (inclusive) to `to`, at most `max`. */
export function lunarDates(rule: LunarRecurrence, from: string, to: string, max: number): string[] {
  const start = lunarStart(from);
  if (!start) return [];
  const out: string[] = [];
  if (rule.freq === 'lunar_yearly') {
    for (let year = start.year - 1; out.length < max; year += 1) {
      const date = yearlyDate(rule, year);
      if (date === null || date > to) break;
      if (date >= from) out.push(date);
    }
    return out;
  }
  for (let m = start; out.length < max; m = following(m)) {
    const date = dayIn(m, rule.month_day);
    if (date === null || date > to) break;
    if (date >= from) out.push(date);
  }
  return out;
}
