import type { StatsSummary } from '@haru/contracts';

/** Rounded percent, 0 when there is nothing (SPEC.md section 4). */
export function completionRate(completed: number, total: number): number {
  return total > 0 ? Math.round((completed / total) * 100) : 0;
}

/** SPEC.md section 7: average of the to-do completion rate and min(100, 2 × (to-dos + meetings + projects)). */
export function productivityScore(input: { completionRate: number; todos: number; meetings: number; projects: number }): number {
  const activity = Math.min(100, 2 * (input.todos + input.meetings + input.projects));
  return Math.round((input.completionRate + activity) / 2);
}

export type TrendDirection = 'up' | 'down' | 'flat';
export interface Trend { direction: TrendDirection; delta: number }

/** This week against last week. */
export function trend(thisWeek: number, lastWeek: number): Trend {
  const delta = thisWeek - lastWeek;
  return { direction: delta > 0 ? 'up' : delta < 0 ? 'down' : 'flat', delta };
}

/** What the dashboard shows while loading or after a failure: every figure zero (SPEC.md section 8). */
export const EMPTY_SUMMARY: StatsSummary = {
  todos: {
    total: 0, completed: 0, pending: 0, in_progress: 0, completion_rate: 0, overdue: 0, due_today: 0,
    created_this_week: 0, created_last_week: 0, completed_this_week: 0, completed_last_week: 0,
  },
  meetings: { total: 0, this_week: 0, last_week: 0, this_month: 0, todos_sent: 0, todos_sent_completed: 0 },
  wbs: {
    projects: 0, in_progress: 0, completed: 0, average_progress: 0, tasks: 0, completed_tasks: 0,
    projects_created_this_week: 0, projects_created_last_week: 0,
  },
  productivity_score: 0,
  today: '',
};

export interface DesktopWidget {
  key: 'projects' | 'completionRate' | 'completed' | 'pending';
  value: number;
  unit: 'count' | 'percent';
  trend: Trend;
}

/**
 * The completion rate a week ago, rebuilt from today's figures: without the to-dos created and the to-dos
 * completed in the last 7 days (deletions are not known, so it is an estimate).
 */
export function completionRateWeekAgo(t: StatsSummary['todos']): number {
  const total = Math.max(0, t.total - t.created_this_week);
  const completed = Math.min(total, Math.max(0, t.completed - t.completed_this_week));
  return completionRate(completed, total);
}

/**
 * The four desktop widgets with real trends, this week against last week: projects created, the completion
 * rate in percentage points, to-dos completed, to-dos created.
 */
export function desktopWidgets(s: StatsSummary): DesktopWidget[] {
  const t = s.todos;
  return [
    { key: 'projects', value: s.wbs.projects, unit: 'count', trend: trend(s.wbs.projects_created_this_week, s.wbs.projects_created_last_week) },
    { key: 'completionRate', value: t.completion_rate, unit: 'percent', trend: trend(t.completion_rate, completionRateWeekAgo(t)) },
    { key: 'completed', value: t.completed, unit: 'count', trend: trend(t.completed_this_week, t.completed_last_week) },
    { key: 'pending', value: t.pending, unit: 'count', trend: trend(t.created_this_week, t.created_last_week) },
  ];
}
