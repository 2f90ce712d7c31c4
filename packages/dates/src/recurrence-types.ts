/**
 * A repeat rule as stored and sent (snake_case, the wire format). The one definition: `@haru/contracts`'
 * `recurrenceSchema` validates exactly this shape, `./recurrence.ts` computes its dates, `./recurrence-label.ts`
 * names it in Korean. Weekdays are 0 (일요일) … 6 (토요일), like `weekday()`.
 *
 * - daily: every `interval` days ('매일').
 * - weekdays: Monday to Friday ('평일마다').
 * - weekly: the listed weekdays every `interval` weeks ('매주 월요일').
 * - monthly: day `month_day` (1–31) of every `interval` months; `-1` is the last day (말일). A month without that
 *   day has no occurrence (RFC 5545: '매월 31일' skips April); '매월 말일' is every month's last day.
 * - yearly: `month`/`month_day` every `interval` years; 2월 29일 occurs in leap years only (RFC 5545).
 * - lunar_yearly: 음력 `month`월 `month_day`일 every year. With `leap_month` the occurrence is 윤`month`월 in years
 *   that have it and the ordinary month otherwise. A 30일 in a year whose month has 29 days falls on the 29th
 *   (the month's last day), as 제사 and birthdays are kept. Occurrences end with the conversion's range (2050).
 * - lunar_monthly: 음력 `month_day`일 of every lunar month, 윤달 included (a 윤달 is a month of its own: 보름 comes
 *   in it too); a 30일 in a 29-day month falls on the 29th, as for lunar_yearly ('매월 음력 15일').
 *
 * Every rule may end (`RecurrenceEnd`): `until` (a date, inclusive: '2027년 3월 31일까지') or `count` (occurrences
 * counted from the series' start, the start included: '10회'), never both.
 */
export type RecurrenceWeekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** How a series ends; without either it repeats for as long as the rule has dates. */
export interface RecurrenceEnd { until?: string; count?: number }

export type Recurrence = RecurrenceEnd & (
  | { freq: 'daily'; interval?: number }
  | { freq: 'weekdays' }
  | { freq: 'weekly'; weekdays: RecurrenceWeekday[]; interval?: number }
  | { freq: 'monthly'; month_day: number; interval?: number }
  | { freq: 'yearly'; month: number; month_day: number; interval?: number }
  | { freq: 'lunar_yearly'; month: number; month_day: number; leap_month: boolean }
  | { freq: 'lunar_monthly'; month_day: number });

export type RecurrenceFreq = Recurrence['freq'];
export const RECURRENCE_FREQS: readonly RecurrenceFreq[] = ['daily', 'weekdays', 'weekly', 'monthly', 'yearly', 'lunar_yearly', 'lunar_monthly'];
/** The rules the lunar calendar computes (RFC 5545's RRULE cannot say them). */
export type LunarRecurrence = Extract<Recurrence, { freq: 'lunar_yearly' | 'lunar_monthly' }>;
export const isLunarRule = (rule: Recurrence): rule is LunarRecurrence => rule.freq === 'lunar_yearly' || rule.freq === 'lunar_monthly';
/** '말일' in `month_day` of a monthly rule. */
export const LAST_DAY_OF_MONTH = -1;
