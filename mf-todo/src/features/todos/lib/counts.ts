import type { StatsSummary, TodoDto, TodoStatus } from '@haru/contracts';
import type { StatusFilter } from './pages';

type TodoCounts = Pick<StatsSummary['todos'], 'total' | 'completed' | 'in_progress' | 'pending' | 'completion_rate'>;

/** How many to-dos a status filter has, by the server's summary (its `pending` is total minus completed). */
export function countFromSummary(todos: TodoCounts, filter: StatusFilter): number {
  switch (filter) {
    case 'all': return todos.total;
    case 'completed': return todos.completed;
    case 'in_progress': return todos.in_progress;
    case 'pending': return todos.total - todos.completed - todos.in_progress;
  }
}

export interface ShownCount { n: number; exact: boolean }

/**
 * The count the list shows. Everything loaded: the loaded count is exact. Otherwise the summary's count, unless it
 * is missing or clearly stale (fewer than already loaded): then "at least" the loaded count, never a wrong total.
 */
export function shownCount(loaded: number, more: boolean, summaryCount: number | null): ShownCount {
  if (!more) return { n: loaded, exact: true };
  if (summaryCount === null || summaryCount <= loaded) return { n: loaded, exact: false };
  return { n: summaryCount, exact: true };
}

const bump = (status: TodoStatus | null, by: number) => ({
  total: status ? by : 0,
  completed: status === 'completed' ? by : 0,
  in_progress: status === 'in_progress' ? by : 0,
});

/**
 * The summary after one to-do changed (before → after; null = absent), so counts and badges agree at once; the
 * server's figures replace it when the summary is fetched again.
 */
export function adjustSummary(summary: StatsSummary, before: TodoDto | null, after: TodoDto | null): StatsSummary {
  const out = bump(before?.status ?? null, -1);
  const add = bump(after?.status ?? null, 1);
  const t = summary.todos;
  const total = Math.max(0, t.total + out.total + add.total);
  const completed = Math.max(0, t.completed + out.completed + add.completed);
  const inProgress = Math.max(0, t.in_progress + out.in_progress + add.in_progress);
  return {
    ...summary,
    todos: {
      ...t,
      total,
      completed,
      in_progress: inProgress,
      pending: total - completed,
      completion_rate: total === 0 ? 0 : Math.round((completed / total) * 100),
    },
  };
}
