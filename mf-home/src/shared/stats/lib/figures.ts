import type { StatsSummary } from '@haru/contracts';

/** Rounded percent, 0 when there is nothing (SPEC.md section 4). */
export function completionRate(completed: number, total: number): number {
  return total > 0 ? Math.round((completed / total) * 100) : 0;
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
  /** Which way is good news: fewer open to-dos is, more of the others is. */
  better: 'up' | 'down';
}

/**
 * A value against the same value a week ago. The week-ago value is never below 0, so a rise never exceeds the
 * value itself (issue 18: a trend never exceeds its value for the same period, by construction).
 */
export function sinceWeekAgo(value: number, weekAgo: number): Trend {
  return trend(value, Math.max(0, weekAgo));
}

/**
 * The to-do figures a week ago, rebuilt from today's: without the to-dos created and the to-dos completed in the
 * last 7 days (deletions are not known, so they are estimates).
 */
export function todosWeekAgo(t: StatsSummary['todos']): { total: number; completed: number; pending: number } {
  const total = Math.max(0, t.total - t.created_this_week);
  const completed = Math.min(total, Math.max(0, t.completed - t.completed_this_week));
  return { total, completed, pending: total - completed };
}

/** The completion rate a week ago (see `todosWeekAgo`). */
export function completionRateWeekAgo(t: StatsSummary['todos']): number {
  const { total, completed } = todosWeekAgo(t);
  return completionRate(completed, total);
}

/**
 * The four desktop widgets, each against its own value a week ago: projects, the completion rate in percentage
 * points, completed to-dos, open to-dos.
 */
export function desktopWidgets(s: StatsSummary): DesktopWidget[] {
  const t = s.todos;
  const before = todosWeekAgo(t);
  return [
    { key: 'projects', value: s.wbs.projects, unit: 'count', trend: sinceWeekAgo(s.wbs.projects, s.wbs.projects - s.wbs.projects_created_this_week), better: 'up' },
    { key: 'completionRate', value: t.completion_rate, unit: 'percent', trend: sinceWeekAgo(t.completion_rate, completionRateWeekAgo(t)), better: 'up' },
    { key: 'completed', value: t.completed, unit: 'count', trend: sinceWeekAgo(t.completed, before.completed), better: 'up' },
    { key: 'pending', value: t.pending, unit: 'count', trend: sinceWeekAgo(t.pending, before.pending), better: 'down' },
  ];
}
