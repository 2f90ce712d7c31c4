import { useCallback, useMemo } from 'react';
import { TODO_STATUSES, type TodoDto, type TodoSort, type TodoStatus } from '@haru/contracts';
import { countFromSummary, shownCount, type ShownCount } from '../lib/counts';
import { flattenPages, hasMorePages, type MorePages, type StatusFilter } from '../lib/pages';
import { useTodoPages, useTodoSummary } from './use-todos';

export interface PagedList {
  todos: TodoDto[];
  /** The first page is on its way. */
  loading: boolean;
  more: MorePages;
  count: ShownCount;
}

/** One list as a screen shows it: the loaded to-dos, how to load more, and the full count. */
export function usePagedList(filter: StatusFilter, sort: TodoSort, enabled = true): PagedList {
  const query = useTodoPages(filter, sort, enabled);
  const summary = useTodoSummary();
  const { data, fetchNextPage, isFetchingNextPage, isFetchNextPageError, isLoading } = query;
  const todos = useMemo(() => flattenPages(data, filter), [data, filter]);
  const hasMore = hasMorePages(data);
  const load = useCallback(() => { void fetchNextPage({ cancelRefetch: false }); }, [fetchNextPage]);
  const more = useMemo<MorePages>(
    () => ({ hasMore, loading: isFetchingNextPage, failed: isFetchNextPageError, load }),
    [hasMore, isFetchingNextPage, isFetchNextPageError, load],
  );
  const summaryCount = summary ? countFromSummary(summary.todos, filter) : null;
  const count = useMemo(() => shownCount(todos.length, hasMore, summaryCount), [todos.length, hasMore, summaryCount]);
  return { todos, loading: isLoading, more, count };
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
export function kanbanCount(lists: KanbanLists): ShownCount {
  const shown = Object.values(lists).filter((l): l is PagedList => l !== null);
  return { n: shown.reduce((sum, l) => sum + l.count.n, 0), exact: shown.every((l) => l.count.exact) };
}
