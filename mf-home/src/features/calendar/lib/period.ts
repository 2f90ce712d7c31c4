import { addDays, monthOf, shiftMonth, weekday } from '@haru/dates';

/** The calendar's three views: the month grid, a week (Sunday first) and three days (for phones). */
export type CalendarView = 'month' | 'week' | 'days3';
export const VIEWS: readonly CalendarView[] = ['month', 'week', 'days3'];

/** The days a time-grid view shows around `anchor`: its Sunday-first week, or `anchor` and the two days after. */
export function periodDays(view: Exclude<CalendarView, 'month'>, anchor: string): string[] {
  const first = view === 'week' ? addDays(anchor, -weekday(anchor)) : anchor;
  return Array.from({ length: view === 'week' ? 7 : 3 }, (_, i) => addDays(first, i));
}

/** The anchor one period earlier (-1) or later (+1): a month (its first day), a week or three days. */
export function shiftPeriod(view: CalendarView, anchor: string, delta: number): string {
  if (view === 'month') return shiftMonth(monthOf(anchor), delta);
  return addDays(anchor, delta * (view === 'week' ? 7 : 3));
}
