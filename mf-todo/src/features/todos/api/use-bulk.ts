import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { changeTodos, deleteTodos, failureText, invalidateKeys, trashApi, trashQueries } from '@haru/api-client';
import { useToast } from '@haru/ui-kit';
import type { TodoBulkChange, TodoDto } from '@haru/contracts';
import { messages } from '../../../messages/ko';
import { undoGroups, withChange } from '../lib/bulk';
import { findCached, putBack, refreshSummary, showPatch } from './todo-cache';
import { pagedKeys } from './todo-pages';

type Groups = ReturnType<typeof undoGroups>;

/**
 * The server's answer into every list; a completed repeating to-do made its next occurrence and an undone one
 * removed it, so the lists read again. The API's Korean `series_notice` (quota full, a changed next occurrence kept)
 * is shown.
 */
function storeAll(client: QueryClient, toast: ReturnType<typeof useToast>, todos: readonly TodoDto[], notices: (string | undefined)[]) {
  putBack(client, todos);
  refreshSummary(client);
  if (todos.some((t) => t.recurrence)) void client.invalidateQueries({ queryKey: pagedKeys.all });
  // A complete that could not continue a series is a problem; an undo keeping a changed occurrence is information.
  for (const notice of notices) if (notice) toast.show(notice, todos.some((t) => t.status === 'completed') ? 'danger' : 'info');
}

/** Shows each group's change at once; answers the to-dos as they were. */
async function showGroups(client: QueryClient, groups: Groups) {
  const before: TodoDto[] = [];
  for (const g of groups) before.push(...(await showPatch(client, g.ids, (t) => withChange(t, g.change))));
  return { before };
}

/** The undo of a bulk change: each group of previous values back, in one PATCH per group, shown at once. */
function useUndoChange() {
  const client = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (groups: Groups) => Promise.all(groups.map((g) => changeTodos(g.ids, g.change))),
    onMutate: (groups) => showGroups(client, groups),
    onError: (error, _groups, context) => {
      putBack(client, context?.before ?? []);
      void client.invalidateQueries({ queryKey: pagedKeys.all });
      toast.show(failureText(error, messages.undo.failed), 'danger');
    },
    onSuccess: (answers) => {
      storeAll(client, toast, answers.flatMap((a) => a.todos), answers.map((a) => a.series_notice));
      toast.show(messages.undo.done, 'success');
    },
  });
}

/**
 * One change for every selected to-do in one PATCH: shown at once, rolled back with a Korean toast on failure,
 * and '실행 취소' in the success toast puts back what the server says each one had.
 */
export function useBulkChange() {
  const client = useQueryClient();
  const toast = useToast();
  const { mutate: undo } = useUndoChange();
  return useMutation({
    mutationFn: ({ ids, change }: { ids: string[]; change: TodoBulkChange }) => changeTodos(ids, change),
    onMutate: ({ ids, change }) => showGroups(client, [{ ids, change }]),
    onError: (error, _vars, context) => {
      putBack(client, context?.before ?? []);
      toast.show(failureText(error, messages.select.failed), 'danger');
    },
    onSuccess: ({ todos, previous, series_notice: notice }, { change }) => {
      storeAll(client, toast, todos, [notice]);
      const groups = undoGroups(previous, change);
      toast.show(messages.select.changed(todos.length), 'success', { action: { label: messages.undo.action, onClick: () => undo(groups) } });
    },
  });
}

/**
 * The undo of a bulk delete: every to-do shown again at once, then restored from the 휴지통 in one request
 * (POST /api/trash/restore, all or nothing, ids and links kept).
 */
function useUndoDelete() {
  const client = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: ({ ids }: { ids: string[]; shown: TodoDto[] }) => trashApi.restoreTodos(ids),
    onMutate: ({ shown }) => putBack(client, shown),
    onError: (error) => toast.show(failureText(error, messages.undo.restoreFailed), 'danger'),
    onSuccess: () => toast.show(messages.undo.done, 'success'),
    onSettled: () => invalidateKeys(client, trashQueries.afterRestore),
  });
}

/** Every selected to-do into the 휴지통 in one PATCH: gone at once, back on failure; '실행 취소' restores them all. */
export function useBulkDelete() {
  const client = useQueryClient();
  const toast = useToast();
  const { mutate: restore } = useUndoDelete();
  return useMutation({
    mutationFn: (ids: string[]) => deleteTodos(ids),
    onMutate: async (ids) => ({ before: await showPatch(client, ids, () => null) }),
    onError: (error, _ids, context) => {
      putBack(client, context?.before ?? []);
      toast.show(failureText(error, messages.select.deleteFailed), 'danger');
    },
    onSuccess: ({ deleted }, ids, context) => {
      refreshSummary(client);
      void invalidateKeys(client, trashQueries.afterDelete);
      // Every deleted id comes back, the ones never loaded (전체 선택 beyond the loaded pages) included.
      const shown = context?.before ?? ids.map((id) => findCached(client, id)).filter((t): t is TodoDto => t !== null);
      toast.show(messages.select.deleted(deleted), 'success', { action: { label: messages.undo.action, onClick: () => restore({ ids, shown }) } });
    },
  });
}
