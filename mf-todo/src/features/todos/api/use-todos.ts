import { useCallback, useSyncExternalStore } from 'react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { deleteTodo, invalidateKeys, statsKeys, statsQueries, todoKeys, todoQueries, updateTodo } from '@haru/api-client';
import { OFFLINE_QUEUE_MODE, createOrQueue, editedTodo, localTodo, queuedItem, queuedWrites, removeOrQueue, subscribeQueue, updateOrQueue } from '@haru/api-client/offline';
import { useToast } from '@haru/ui-kit';
import type { StatsSummary, TodoCreateInput, TodoDto, TodoEditScope, TodoSort, TodoStatus, TodoUpdateInput } from '@haru/contracts';
import { messages } from '../../../messages/ko';
import { adjustSummary } from '../lib/counts';
import { findInPages, placeInPages, removeFromPages, type PagedTodos, type StatusFilter } from '../lib/pages';
import { withQueuedTodos } from '../lib/queued';
import { fetchTodoPage, pagedKeys } from './todo-pages';

type PagedKey = ReturnType<typeof pagedKeys.list>;

/**
 * One filtered, sorted list, loaded a page (100) at a time through the server's cursor, with the writes still
 * queued offline (issue 24) applied on top, so they show after a reload too.
 */
export function useTodoPages(filter: StatusFilter, sort: TodoSort, enabled = true) {
  const writes = useSyncExternalStore(subscribeQueue, queuedWrites, queuedWrites);
  const select = useCallback((data: PagedTodos) => withQueuedTodos(data, filter, sort, writes), [filter, sort, writes]);
  return useInfiniteQuery({
    queryKey: pagedKeys.list(filter, sort),
    queryFn: ({ pageParam, signal }) => fetchTodoPage(filter, sort, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    select,
    enabled,
  });
}

/**
 * The server's figures, for the full counts while only some pages are loaded (null: not known). Asked only once
 * the first page is in: the summary costs the server far more than a page, and the list must not wait behind it.
 */
export function useTodoSummary(enabled: boolean): { summary: StatsSummary | null; waiting: boolean } {
  const { data, isPending } = useQuery({ ...statsQueries.summary(), enabled });
  return { summary: data ?? null, waiting: isPending && enabled };
}

/** Every loaded to-do list and the detail cache, in one place, so each view agrees without a refetch. */
function allPaged(client: QueryClient) {
  return client.getQueriesData<PagedTodos>({ queryKey: pagedKeys.all });
}

function findCached(client: QueryClient, id: string): TodoDto | null {
  for (const [, data] of allPaged(client)) {
    const found = findInPages(data, id);
    if (found) return found;
  }
  // A to-do created offline is only in the queue after a reload (the lists show it through `select`).
  return client.getQueryData<TodoDto>(todoKeys.detail(id)) ?? queuedItem<TodoDto>('todo', id);
}

/** Writes one change (a saved to-do, or a removal) into every list, the detail cache and the summary counts. */
function applyChange(client: QueryClient, before: TodoDto | null, after: TodoDto | null, id: string) {
  for (const [key, data] of allPaged(client)) {
    if (!data) continue;
    const [, , filter, sort] = key as unknown as PagedKey;
    const next = after ? placeInPages(data, filter, sort, after) : removeFromPages(data, id);
    if (next !== data) client.setQueryData(key, next);
  }
  if (after) client.setQueryData(todoKeys.detail(id), after);
  else client.removeQueries({ queryKey: todoKeys.detail(id) });
  const summary = client.getQueryData<StatsSummary>(statsKeys.summary());
  if (summary) client.setQueryData(statsKeys.summary(), adjustSummary(summary, before, after));
}

/** The server's summary (and the calendar) catch up in the background; the local adjustment shows meanwhile. */
function refreshSummary(client: QueryClient) {
  void invalidateKeys(client, todoQueries.afterWrite);
}

export function useTodo(id: string) {
  const client = useQueryClient();
  return useQuery({
    ...todoQueries.detail(id),
    // Opening a to-do from the list shows it at once; the request still refreshes it.
    initialData: () => findCached(client, id) ?? undefined,
  });
}

/** Saves go to the server first (the forms show their saving state); the answer then updates every list. */
function useStore() {
  const client = useQueryClient();
  return (todo: TodoDto) => {
    applyChange(client, findCached(client, todo.id), todo, todo.id);
    refreshSummary(client);
    // Completing a repeating to-do made its next occurrence on the server: the lists read it.
    if (todo.recurrence && todo.status === 'completed') void client.invalidateQueries({ queryKey: pagedKeys.all });
  };
}

export function useCreateTodo() {
  const store = useStore();
  return useMutation({
    // Offline (issue 24) the create is queued and the to-do shows at once under a local id.
    networkMode: OFFLINE_QUEUE_MODE,
    mutationFn: async (input: TodoCreateInput) => ({ todo: (await createOrQueue('todo', input, (id, now) => localTodo(id, input, now))).item }),
    onSuccess: ({ todo }) => store(todo),
  });
}

/**
 * A PUT, or offline a queued write (issue 24) answered by the to-do as edited: it carries the version the user
 * edited (its `updated_at`), which the replay sends as If-Match.
 */
async function saveTodo(client: QueryClient, id: string, patch: TodoUpdateInput, scope?: TodoEditScope): Promise<TodoDto> {
  const current = findCached(client, id);
  if (!current) return updateTodo(id, patch, scope);
  return (await updateOrQueue('todo', current, patch, editedTodo(current, patch), scope ? `?scope=${scope}` : '')).item;
}

export function useUpdateTodo() {
  const client = useQueryClient();
  const store = useStore();
  return useMutation({
    networkMode: OFFLINE_QUEUE_MODE,
    mutationFn: ({ id, patch, scope }: { id: string; patch: TodoUpdateInput; scope?: TodoEditScope }) => saveTodo(client, id, patch, scope),
    onSuccess: store,
  });
}

/** Shows a status at once in every list (and the counts), remembering the to-do as it was for a rollback. */
async function showStatus(client: QueryClient, id: string, status: TodoStatus) {
  // A page arriving now would be appended to the lists as they were and undo this change: cancel it (the list
  // asks again). A list still loading its first page has nothing to undo and keeps loading.
  await client.cancelQueries({ queryKey: pagedKeys.all, predicate: (q) => q.state.data !== undefined });
  const previous = findCached(client, id);
  if (previous) applyChange(client, previous, { ...previous, status, completed: status === 'completed' }, id);
  return { previous };
}

function rollback(client: QueryClient, id: string, previous: TodoDto | null | undefined) {
  if (previous) applyChange(client, findCached(client, id), previous, id);
}

/**
 * Status from the list: shown at once in every list (and the counts); on failure the error is only logged
 * (SPEC.md section 8) and the to-do goes back where it was.
 */
export function useChangeStatus() {
  const client = useQueryClient();
  const store = useStore();
  return useMutation({
    networkMode: OFFLINE_QUEUE_MODE,
    mutationFn: ({ id, status }: { id: string; status: TodoStatus }) => saveTodo(client, id, { status }),
    onMutate: ({ id, status }) => showStatus(client, id, status),
    onError: (error, { id }, context) => {
      console.error('할일 상태 변경 실패', error);
      rollback(client, id, context?.previous);
    },
    onSuccess: store,
  });
}

/**
 * The one-tap checkbox: saves `completed` (the API sets completed, or back to pending), shown at once; on failure
 * the to-do goes back where it was and a toast says so.
 */
export function useToggleComplete() {
  const client = useQueryClient();
  const store = useStore();
  const toast = useToast();
  return useMutation({
    networkMode: OFFLINE_QUEUE_MODE,
    mutationFn: ({ id, completed }: { id: string; completed: boolean }) => saveTodo(client, id, { completed }),
    onMutate: ({ id, completed }) => showStatus(client, id, completed ? 'completed' : 'pending'),
    onError: (_error, { id }, context) => {
      rollback(client, id, context?.previous);
      toast.show(messages.list.completeFailed, 'danger');
    },
    onSuccess: store,
  });
}

export function useDeleteTodo() {
  const client = useQueryClient();
  return useMutation({
    networkMode: OFFLINE_QUEUE_MODE,
    mutationFn: async (id: string): Promise<{ queued: boolean }> => {
      const current = findCached(client, id);
      if (current) return removeOrQueue('todo', current);
      await deleteTodo(id);
      return { queued: false };
    },
    onSuccess: (_res, id) => {
      applyChange(client, findCached(client, id), null, id);
      refreshSummary(client);
    },
  });
}
