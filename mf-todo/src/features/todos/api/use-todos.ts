import { useCallback, useSyncExternalStore } from 'react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { deleteTodo, statsQueries, todoQueries, updateTodo } from '@haru/api-client';
import { OFFLINE_QUEUE_MODE, createOrQueue, editedTodo, localTodo, queuedWrites, removeOrQueue, subscribeQueue, updateOrQueue, withQueuedItem } from '@haru/api-client/offline';
import { useToast } from '@haru/ui-kit';
import type { StatsSummary, TodoCreateInput, TodoDto, TodoEditScope, TodoSaved, TodoSort, TodoStatus, TodoUpdateInput } from '@haru/contracts';
import { messages } from '../../../messages/ko';
import type { PagedTodos, StatusFilter } from '../lib/pages';
import { withQueuedTodos } from '../lib/queued';
import { applyChange, findCached, putBack, refreshSummary, showPatch } from './todo-cache';
import { fetchTodoPage, pagedKeys } from './todo-pages';

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

/** One to-do, with its writes queued offline on top (a calendar move made offline shows here too). */
export function useTodo(id: string) {
  const client = useQueryClient();
  const writes = useSyncExternalStore(subscribeQueue, queuedWrites, queuedWrites);
  const select = useCallback((todo: TodoDto) => withQueuedItem(todo, writes, 'todo'), [writes]);
  return useQuery({
    ...todoQueries.detail(id),
    select,
    // Opening a to-do from the list shows it at once; the request still refreshes it.
    initialData: () => findCached(client, id) ?? undefined,
  });
}

/**
 * Saves go to the server first (the forms show their saving state); the answer then updates every list. The API's
 * Korean `series_notice` is shown: a complete whose series could not go on (the to-do quota is full), or an undone
 * complete whose next occurrence stayed because the user had changed it.
 */
export function useStore() {
  const client = useQueryClient();
  const toast = useToast();
  return ({ series_notice: notice, ...todo }: TodoSaved) => {
    if (notice) toast.show(notice, todo.status === 'completed' ? 'danger' : 'info');
    applyChange(client, findCached(client, todo.id), todo, todo.id);
    refreshSummary(client);
    // Completing a repeating to-do made its next occurrence on the server, undoing it removed it: the lists read again.
    if (todo.recurrence) void client.invalidateQueries({ queryKey: pagedKeys.all });
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
async function saveTodo(client: QueryClient, id: string, patch: TodoUpdateInput, scope?: TodoEditScope): Promise<TodoSaved> {
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
  const [previous = null] = await showPatch(client, [id], (todo) => ({ ...todo, status, completed: status === 'completed' }));
  return { previous };
}

function rollback(client: QueryClient, previous: TodoDto | null | undefined) {
  if (previous) putBack(client, [previous]);
}

/**
 * After a status change (the select, the checkbox, a kanban move): a toast with '실행 취소' (issue 22). Undo puts
 * the status back the same way, at once, and says so if the server refuses.
 */
function useOfferStatusUndo() {
  const client = useQueryClient();
  const store = useStore();
  const toast = useToast();
  const { mutate: revert } = useMutation({
    mutationFn: ({ id, status }: { id: string; status: TodoStatus }) => updateTodo(id, { status }),
    onMutate: ({ id, status }) => showStatus(client, id, status),
    onError: (_error, _vars, context) => {
      rollback(client, context?.previous);
      toast.show(messages.undo.failed, 'danger');
    },
    onSuccess: (todo) => {
      store(todo);
      toast.show(messages.undo.done, 'success');
    },
  });
  return (previous: TodoDto | null | undefined, after: TodoDto) => {
    if (!previous || previous.status === after.status) return;
    const undo = () => revert({ id: previous.id, status: previous.status });
    toast.show(messages.undo.statusChanged(after.title, messages.status[after.status]), 'success', { action: { label: messages.undo.action, onClick: undo } });
  };
}

/**
 * Status from the list: shown at once in every list (and the counts); on failure the error is only logged
 * (SPEC.md section 8) and the to-do goes back where it was. A saved change offers '실행 취소'.
 */
export function useChangeStatus() {
  const client = useQueryClient();
  const store = useStore();
  const offerUndo = useOfferStatusUndo();
  return useMutation({
    networkMode: OFFLINE_QUEUE_MODE,
    mutationFn: ({ id, status }: { id: string; status: TodoStatus }) => saveTodo(client, id, { status }),
    onMutate: ({ id, status }) => showStatus(client, id, status),
    onError: (error, _vars, context) => {
      console.error('할일 상태 변경 실패', error);
      rollback(client, context?.previous);
    },
    onSuccess: (todo, _vars, context) => {
      store(todo);
      offerUndo(context?.previous, todo);
    },
  });
}

/**
 * The one-tap checkbox: saves `completed` (the API sets completed, or back to pending), shown at once; on failure
 * the to-do goes back where it was and a toast says so. A saved change offers '실행 취소'.
 */
export function useToggleComplete() {
  const client = useQueryClient();
  const store = useStore();
  const toast = useToast();
  const offerUndo = useOfferStatusUndo();
  return useMutation({
    networkMode: OFFLINE_QUEUE_MODE,
    mutationFn: ({ id, completed }: { id: string; completed: boolean }) => saveTodo(client, id, { completed }),
    onMutate: ({ id, completed }) => showStatus(client, id, completed ? 'completed' : 'pending'),
    onError: (_error, _vars, context) => {
      rollback(client, context?.previous);
      toast.show(messages.list.completeFailed, 'danger');
    },
    onSuccess: (todo, _vars, context) => {
      store(todo);
      offerUndo(context?.previous, todo);
    },
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
