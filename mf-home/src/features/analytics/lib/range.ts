import { addDays, daysBetween, weekday } from '../../../shared/dates';

export type RangeKey = '4w' | '12w' | '26w' | 'custom';
export const RANGE_WEEKS: Record<Exclude<RangeKey, 'custom'>, number> = { '4w': 4, '12w': 12, '26w': 26 };
export const MAX_RANGE_DAYS = 366;

/** The last `weeks` whole weeks up to today, starting on a Monday, ending today. */
export function recentWeeks(today: string, weeks: number): { from: string; to: string } {
  const monday = addDays(today, -((weekday(today) + 6) % 7));
  return { from: addDays(monday, -7 * (weeks - 1)), to: today };
}

export function isValidRange(from: string, to: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to && daysBetween(from, to) < MAX_RANGE_DAYS;
}

/** '1/6' for a week's Monday. */
export function shortDate(ymd: string): string {
  return `${Number(ymd.slice(5, 7))}/${Number(ymd.slice(8, 10))}`;
}
