import { Frequency, RRule, type Options } from 'rrule';
import { isLunarRule, type Recurrence } from './recurrence-types';
import { lunarDates } from './recurrence-lunar';
import { addDays, isCalendarDate } from './calendar';

export * from './recurrence-types';

/**
 * Dates of a repeat rule (see recurrence-types.ts for the rules), all as Korean calendar dates (`YYYY-MM-DD`).
 * rrule runs on UTC midnights standing for the dates, so neither the machine's zone nor DST can move a day.
 * `start` is the series' first possible date: the anchor of intervals ('2주마다' counts from its week) and where
 * `count` starts counting. `until` is the last possible date.
 */
export const MAX_OCCURRENCES = 1000;
const RRULE_DAYS = [RRule.SU, RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA];

type SolarRecurrence = Exclude<Recurrence, { freq: 'lunar_yearly' | 'lunar_monthly' }>;

const utc = (date: string) => new Date(`${date}T00:00:00Z`);
const ymd = (d: Date) => d.toISOString().slice(0, 10);

function check(date: string, name: string): void {
  if (!isCalendarDate(date)) throw new RangeError(`${name} is not a calendar date: ${date}`);
}

function rruleOptions(rule: SolarRecurrence): Partial<Options> {
  switch (rule.freq) {
    case 'daily': return { freq: Frequency.DAILY, interval: rule.interval ?? 1 };
    case 'weekdays': return { freq: Frequency.WEEKLY, byweekday: RRULE_DAYS.slice(1, 6) };
    case 'weekly': return { freq: Frequency.WEEKLY, interval: rule.interval ?? 1, byweekday: rule.weekdays.map((d) => RRULE_DAYS[d]) };
    case 'monthly': return { freq: Frequency.MONTHLY, interval: rule.interval ?? 1, bymonthday: [rule.month_day] };
    case 'yearly': return { freq: Frequency.YEARLY, interval: rule.interval ?? 1, bymonth: [rule.month], bymonthday: [rule.month_day] };
  }
}

const rruleOf = (rule: SolarRecurrence, start: string) => new RRule({
  ...rruleOptions(rule),
  dtstart: utc(start),
  wkst: RRule.MO,
  ...(rule.until ? { until: utc(rule.until) } : {}),
  ...(rule.count ? { count: rule.count } : {}),
});

/**
 * The RRULE text of a rule ('FREQ=WEEKLY;BYDAY=MO', with ';UNTIL=20270331' or ';COUNT=10'), for calendar feeds
 * of all-day events; null for the lunar rules, which RFC 5545 cannot say.
 */
export function toRRuleString(rule: Recurrence): string | null {
  if (isLunarRule(rule)) return null;
  const text = RRule.optionsToString({ ...rruleOptions(rule), wkst: RRule.MO }).replace(/^RRULE:/, '');
  if (rule.until) return `${text};UNTIL=${rule.until.replaceAll('-', '')}`;
  return rule.count ? `${text};COUNT=${rule.count}` : text;
}

/** The lunar rules' dates from `start` within [from, to], bounded by `until` and `count`. */
function lunarBetween(rule: Extract<Recurrence, { freq: 'lunar_yearly' | 'lunar_monthly' }>, start: string, from: string, to: string): string[] {
  const last = rule.until && rule.until < to ? rule.until : to;
  if (!rule.count) return lunarDates(rule, from, last, MAX_OCCURRENCES);
  return lunarDates(rule, start, last, Math.min(rule.count, MAX_OCCURRENCES)).filter((d) => d >= from).slice(0, MAX_OCCURRENCES);
}

/** Occurrences of the series starting at `start` that fall within [from, to] (inclusive), at most MAX_OCCURRENCES. */
export function occurrencesBetween(rule: Recurrence, start: string, from: string, to: string): string[] {
  check(start, 'start');
  check(from, 'from');
  check(to, 'to');
  const first = from > start ? from : start;
  if (first > to) return [];
  if (isLunarRule(rule)) return lunarBetween(rule, start, first, to);
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
  if (isLunarRule(rule)) return lunarBetween(rule, start, from, addDays(from, 800))[0] ?? null;
  const next = rruleOf(rule, start).after(utc(from), true);
  return next ? ymd(next) : null;
}
