import { addDays, seoulDate, seoulTime, startOfSeoulDay } from '@haru/dates';

/** A stored to-do (as read from the collection): the rule reads dueDate, dueTime, status and updatedAt. */
export interface DueFields { readonly [field: string]: unknown; dueDate?: unknown; dueTime?: unknown; status?: unknown; updatedAt?: unknown }

/**
 * The one definition of an overdue to-do (issue 18, numbers that agree): at instant `at`, a to-do is overdue when
 * its due date is before that day in Korea, or it is that day at a time already past, and it was not completed by
 * then. To-dos keep no completion time: the last update of a completed to-do stands for it. The dashboard's
 * '지연' (the summary's `overdue`, at now) and the analytics' weekly series (at each week's end, the current week
 * at now) both count with it, so the current week's point equals the dashboard's figure.
 */
export function overdueAt(todo: DueFields, at: Date): boolean {
  if (typeof todo.dueDate !== 'string' || !todo.dueDate) return false;
  const day = seoulDate(at);
  const late = todo.dueDate < day || (todo.dueDate === day && typeof todo.dueTime === 'string' && todo.dueTime !== '' && todo.dueTime < seoulTime(at));
  if (!late) return false;
  return todo.status !== 'completed' || (todo.updatedAt instanceof Date && todo.updatedAt >= at);
}

/**
 * A database pre-filter on the to-do module's sort key (`dueKey`: the date, `date`T`time`, 9999-12-31 without
 * one): every to-do that can be overdue at `at` has a key below this. `overdueAt` decides.
 */
export function dueKeyBelow(at: Date): string {
  return `${seoulDate(at)}T${seoulTime(at)}`;
}

/** The instant a week (its Monday) is judged at: its end (next Monday 00:00 in Korea), or now while it runs. */
export function weekJudgedAt(monday: string, now: Date): Date {
  const end = startOfSeoulDay(addDays(monday, 7));
  return end < now ? end : now;
}
