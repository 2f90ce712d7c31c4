import { addDays, daysBetween, isCalendarDate, mondayOf } from '@haru/dates';

export type RangeKey = '4w' | '12w' | '26w' | 'custom';
export const RANGE_WEEKS: Record<Exclude<RangeKey, 'custom'>, number> = { '4w': 4, '12w': 12, '26w': 26 };
export const MAX_RANGE_DAYS = 366;

/** The last `weeks` whole weeks up to today, starting on a Monday, ending today. */
export function recentWeeks(today: string, weeks: number): { from: string; to: string } {
  return { from: addDays(mondayOf(today), -7 * (weeks - 1)), to: today };
}

export function isValidRange(from: string, to: string): boolean {
  return isCalendarDate(from) && isCalendarDate(to) && from <= to && daysBetween(from, to) < MAX_RANGE_DAYS;
}
