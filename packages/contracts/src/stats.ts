import { z } from 'zod';
import { calendarDate, COMMON_MESSAGES } from './common';

/**
 * GET /api/stats/summary: the figures the dashboard and my page show, computed in the database for the caller.
 * Weeks are rolling: this week = the last 7 days up to now, last week = the 7 days before that (SPEC.md section 4
 * counts meetings "created in the last 7 days" as this week). Month = since the 1st of this month in Korea.
 */
export interface StatsSummary {
  todos: {
    total: number;
    completed: number;
    /** total minus completed (SPEC.md section 4) */
    pending: number;
    in_progress: number;
    /** rounded percent, 0 when there are none */
    completion_rate: number;
    /** open to-dos due before today, or today at a time already past (the same rule as the analytics series) */
    overdue: number;
    due_today: number;
    created_this_week: number;
    created_last_week: number;
    completed_this_week: number;
    completed_last_week: number;
  };
  meetings: {
    total: number; this_week: number; last_week: number; this_month: number;
    /** to-dos sent from meeting action items and still linked to their meeting (issue 21), and how many are done */
    todos_sent: number; todos_sent_completed: number;
  };
  wbs: {
    projects: number;
    in_progress: number;
    completed: number;
    /** rounded mean of the projects' progress */
    average_progress: number;
    tasks: number;
    completed_tasks: number;
    projects_created_this_week: number;
    projects_created_last_week: number;
  };
  /** average of the to-do completion rate and min(100, 2 × (to-dos + meetings + projects)), rounded */
  productivity_score: number;
  /** the calendar date in Korea the figures were computed for */
  today: string;
}

const RANGE_MESSAGE = '조회 기간이 올바르지 않습니다.';
export const ANALYTICS_MAX_DAYS = 366;

/** GET /api/stats/analytics?from=&to= : inclusive calendar dates in Korea, at most a year. */
export const analyticsQuerySchema = z
  .object({ from: calendarDate(COMMON_MESSAGES.invalidDate), to: calendarDate(COMMON_MESSAGES.invalidDate) })
  .strict()
  .refine((q) => q.from <= q.to, { message: RANGE_MESSAGE, path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < ANALYTICS_MAX_DAYS, { message: RANGE_MESSAGE, path: ['to'] });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

export interface WeeklyPoint {
  /** Monday of the week (YYYY-MM-DD), Korea */
  week: string;
  value: number;
}

export interface AnalyticsReport {
  from: string;
  to: string;
  /** to-dos completed per week (by their completion time) */
  todos_completed: WeeklyPoint[];
  /** to-dos created in the range, per category and per priority */
  by_category: Array<{ key: string; total: number; completed: number }>;
  by_priority: Array<{ key: string; total: number; completed: number }>;
  /**
   * per week: the to-dos overdue at its end (the running week: now), by the rule of the summary's `overdue`, so
   * the running week's point equals it
   */
  overdue: WeeklyPoint[];
  /** meetings per week by meeting date */
  meetings: WeeklyPoint[];
  /** every WBS project's progress */
  projects: Array<{ id: string; title: string; status: string; progress: number; tasks: number; completed_tasks: number }>;
}
