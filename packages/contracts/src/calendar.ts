import { z } from 'zod';
import { calendarDate, COMMON_MESSAGES } from './common';
import type { Holiday } from './holidays';

export const CALENDAR_MAX_DAYS = 62;
export const CALENDAR_MESSAGES = {
  range: '조회 기간이 올바르지 않습니다.',
  tooLong: `조회 기간은 최대 ${CALENDAR_MAX_DAYS}일입니다.`,
} as const;

/** GET /api/calendar?from=&to= : inclusive calendar dates in Korea; a month grid is 42 days. */
export const calendarQuerySchema = z
  .object({ from: calendarDate(COMMON_MESSAGES.invalidDate), to: calendarDate(COMMON_MESSAGES.invalidDate) })
  .strict()
  .refine((q) => q.from <= q.to, { message: CALENDAR_MESSAGES.range, path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < CALENDAR_MAX_DAYS, { message: CALENDAR_MESSAGES.tooLong, path: ['to'] });
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

export type CalendarEventType = 'todo' | 'meeting' | 'project' | 'task';

/**
 * One merged event (SPEC.md section 3, calendar event). `date` is the calendar date in Korea: a to-do's due date,
 * a meeting's date, a project's or WBS task's start date. Projects and tasks also carry `end_date`; the calendar
 * shows them on every day from start to end. A task with only one of its dates set is a one-day item on that date.
 */
export interface CalendarEvent {
  /** 'todo-<id>', 'meeting-<id>', 'project-<id>' or 'task-<id>' */
  id: string;
  type: CalendarEventType;
  source_id: string;
  title: string;
  date: string;
  end_date: string | null;
  /** to-do: status completed; project: status completed; meeting: false */
  completed: boolean;
  /** HH:MM of a meeting or a timed to-do (its due_time), null for an all-day one: shown in the day list */
  time: string | null;
  status: string | null;
  /** A repeating to-do's rule in Korean ('매주 월요일'), shown as '↻ 매주 월요일'; absent otherwise (issue 19). */
  repeat?: string;
  /**
   * An upcoming occurrence of a repeating to-do, not an item of its own: `source_id` is the series' open to-do
   * (the link goes there), `id` is 'todo-<id>@<date>', and it cannot be moved.
   */
  projected?: boolean;
  /** a to-do's category (null without one; the calendar's category filter); absent on meetings and projects */
  category?: string | null;
  /** a WBS task's project (its id and title: the calendar labels the task with it and links into it); absent otherwise */
  project_id?: string;
  project_title?: string;
  /**
   * A to-do's or meeting's version (its `updated_at`, what the item's ETag and a PUT's If-Match carry), so a move
   * made offline is queued and checked against it (issue 24); absent on projects and projected occurrences.
   */
  version?: string;
}

/** `holidays`: the Korean public holidays within [from, to] (the same as GET /api/holidays gives), in date order. */
export interface CalendarResponse { from: string; to: string; events: CalendarEvent[]; holidays: Holiday[] }
