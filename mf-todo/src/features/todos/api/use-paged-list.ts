import { useCallback, useMemo } from 'react';
import type { TodoDto } from '@haru/contracts';
import { TODO_STATUSES, type TodoSort, type TodoStatus } from '@haru/contracts/src/todo-values';
import { countFromSummary, shownCount, type ShownCount } from '../lib/counts';
import { flattenPages, hasMorePages, type MorePages, type StatusFilter } from '../lib/pages';
import { useTodoPages, useTodoSummary } from './use-todos';

export interface PagedList {
  todos: TodoDto[];
  /** The first page is on its way. */
  loading: boolean;
  /** The first page could not be loaded (nothing to show): the screen says so and offers a retry. */
  failed: boolean;
  retry: () => void;
  more: MorePages;
  /** null while the full count is on its way. */
  count: ShownCount | null;
}

/** One list as a screen shows it: the loaded to-dos, how to load more, and the full count. */
export function usePagedList(filter: StatusFilter, sort: TodoSort, enabled = true): PagedList {
  const query = useTodoPages(filter, sort, enabled);
  const { data, fetchNextPage, isFetchingNextPage, isFetchNextPageError, isLoading, isError, refetch } = query;
  const hasMore = hasMorePages(data);
  const { summary, waiting } = useTodoSummary(hasMore);
  // The server's pages already put open to-dos first (placeInPages keeps local changes in that order).
  const todos = useMemo(() => flattenPages(data, filter), [data, filter]);
  const load = useCallback(() => { void fetchNextPage({ cancelRefetch: false }); }, [fetchNextPage]);
  const more = useMemo<MorePages>(
    () => ({ hasMore, loading: isFetchingNextPage, failed: isFetchNextPageError, load }),
    [hasMore, isFetchingNextPage, isFetchNextPageError, load],
  );
  const summaryCount = summary ? countFromSummary(summary.todos, filter) : null;
  const count = useMemo(
    () => (hasMore && waiting ? null : shownCount(todos.length, hasMore, summaryCount)),
    [todos.length, hasMore, summaryCount, waiting],
  );
  const retry = useCallback(() => { void refetch(); }, [refetch]);
  return { todos, loading: isLoading, failed: isError && !data, retry, more, count };
}

export type KanbanLists = Record<TodoStatus, PagedList | null>;

/** The kanban's three columns, each its own server-filtered list; a column outside the status filter stays empty. */
export function useKanbanLists(filter: StatusFilter, sort: TodoSort, enabled: boolean): KanbanLists {
  const on = (status: TodoStatus) => enabled && (filter === 'all' || filter === status);
  const pending = usePagedList('pending', sort, on('pending'));
  const inProgress = usePagedList('in_progress', sort, on('in_progress'));
  const completed = usePagedList('completed', sort, on('completed'));
  const lists = { pending, in_progress: inProgress, completed };
  return Object.fromEntries(TODO_STATUSES.map((s) => [s, on(s) ? lists[s] : null])) as KanbanLists;
}

/** The kanban's total for the toolbar: exact when every shown column's count is. */
export function kanbanCount(lists: KanbanLists): ShownCount | null {
  const shown = Object.values(lists).filter((l): l is PagedList => l !== null);
  if (shown.some((l) => l.count === null)) return null;
  const counts = shown.map((l) => l.count as ShownCount);
  return { n: counts.reduce((sum, c) => sum + c.n, 0), exact: counts.every((c) => c.exact) };
}
