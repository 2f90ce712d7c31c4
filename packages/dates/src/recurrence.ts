import { Frequency, RRule, type Options } from 'rrule';
import type { Recurrence } from './recurrence-types';
import { LunarRangeError, lunarMonthLength, lunarToSolar, solarToLunar } from './lunar';
import { addDays, isCalendarDate } from './calendar';

export * from './recurrence-types';

/**
 * Dates of a repeat rule (see recurrence-types.ts for the rules), all as Korean calendar dates (`YYYY-MM-DD`).
 * rrule runs on UTC midnights standing for the dates, so neither the machine's zone nor DST can move a day.
 * `start` is the series' first possible date (the anchor of intervals: '2주마다' counts from its week).
 */
export const MAX_OCCURRENCES = 1000;
const RRULE_DAYS = [RRule.SU, RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA];

const utc = (date: string) => new Date(`${date}T00:00:00Z`);
const ymd = (d: Date) => d.toISOString().slice(0, 10);

function check(date: string, name: string): void {
  if (!isCalendarDate(date)) throw new RangeError(`${name} is not a calendar date: ${date}`);
}

function rruleOptions(rule: Exclude<Recurrence, { freq: 'lunar_yearly' }>): Partial<Options> {
  switch (rule.freq) {
    case 'daily': return { freq: Frequency.DAILY, interval: rule.interval ?? 1 };
    case 'weekdays': return { freq: Frequency.WEEKLY, byweekday: RRULE_DAYS.slice(1, 6) };
    case 'weekly': return { freq: Frequency.WEEKLY, interval: rule.interval ?? 1, byweekday: rule.weekdays.map((d) => RRULE_DAYS[d]) };
    case 'monthly': return { freq: Frequency.MONTHLY, interval: rule.interval ?? 1, bymonthday: [rule.month_day] };
    case 'yearly': return { freq: Frequency.YEARLY, interval: rule.interval ?? 1, bymonth: [rule.month], bymonthday: [rule.month_day] };
  }
}

const rruleOf = (rule: Exclude<Recurrence, { freq: 'lunar_yearly' }>, start: string) =>
  new RRule({ ...rruleOptions(rule), dtstart: utc(start), wkst: RRule.MO });

/** The RRULE text of a rule ('FREQ=WEEKLY;BYDAY=MO'), for calendar feeds; null for the lunar rule, which RFC 5545 cannot say. */
export function toRRuleString(rule: Recurrence): string | null {
  if (rule.freq === 'lunar_yearly') return null;
  return RRule.optionsToString({ ...rruleOptions(rule), wkst: RRule.MO }).replace(/^RRULE:/, '');
}

/** The solar date of a lunar rule in lunar year `year` (see recurrence-types.ts for 윤달 and 30일), or null past 2050. */
function lunarOccurrence(rule: Extract<Recurrence, { freq: 'lunar_yearly' }>, year: number): string | null {
  try {
    const leap = rule.leap_month && lunarMonthLength(year, rule.month, true) > 0;
    const day = Math.min(rule.month_day, lunarMonthLength(year, rule.month, leap));
    return lunarToSolar({ year, month: rule.month, day, leap });
  } catch (error) {
    if (error instanceof LunarRangeError) return null;
    throw error;
  }
}

function lunarBetween(rule: Extract<Recurrence, { freq: 'lunar_yearly' }>, from: string, to: string): string[] {
  let year: number;
  try {
    year = solarToLunar(from).year - 1;
  } catch (error) {
    if (error instanceof LunarRangeError && from < '1900-01-01') year = 1899;
    else if (error instanceof LunarRangeError) return [];
    else throw error;
  }
  const out: string[] = [];
  for (; out.length < MAX_OCCURRENCES; year += 1) {
    const date = lunarOccurrence(rule, year);
    if (date === null || date > to) break;
    if (date >= from) out.push(date);
  }
  return out;
}

/** Occurrences of the series starting at `start` that fall within [from, to] (inclusive), at most MAX_OCCURRENCES. */
export function occurrencesBetween(rule: Recurrence, start: string, from: string, to: string): string[] {
  check(start, 'start');
  check(from, 'from');
  check(to, 'to');
  const first = from > start ? from : start;
  if (first > to) return [];
  if (rule.freq === 'lunar_yearly') return lunarBetween(rule, first, to);
  const out: string[] = [];
  rruleOf(rule, start).between(utc(first), utc(to), true, (date) => {
    out.push(ymd(date));
    return out.length < MAX_OCCURRENCES;
  });
  return out;
}

/** The first occurrence after `after` (exclusive) of the series starting at `start` (default: `after`), or null. */
export function nextOccurrence(rule: Recurrence, after: string, start: string = after): string | null {
  check(after, 'after');
  check(start, 'start');
  const from = addDays(after >= start ? after : addDays(start, -1), 1);
  if (rule.freq === 'lunar_yearly') return lunarBetween(rule, from, addDays(from, 800))[0] ?? null;
  const next = rruleOf(rule, start).after(utc(from), true);
  return next ? ymd(next) : null;
}
