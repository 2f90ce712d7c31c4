import type { QueryClient } from '@tanstack/react-query';
import { invalidateKeys, statsKeys, todoKeys, todoQueries } from '@haru/api-client';
import { queuedItem } from '@haru/api-client/offline';
import type { StatsSummary, TodoDto } from '@haru/contracts';
import { adjustSummary } from '../lib/counts';
import { findInPages, placeInPages, removeFromPages, type PagedTodos } from '../lib/pages';
import { pagedKeys } from './todo-pages';

type PagedKey = ReturnType<typeof pagedKeys.list>;

/** Every loaded to-do list and the detail cache, in one place, so each view agrees without a refetch. */
function allPaged(client: QueryClient) {
  return client.getQueriesData<PagedTodos>({ queryKey: pagedKeys.all });
}

export function findCached(client: QueryClient, id: string): TodoDto | null {
  for (const [, data] of allPaged(client)) {
    const found = findInPages(data, id);
    if (found) return found;
  }
  // A to-do created offline is only in the queue after a reload (the lists show it through `select`).
  return client.getQueryData<TodoDto>(todoKeys.detail(id)) ?? queuedItem<TodoDto>('todo', id);
}

/** Writes one change (a saved to-do, or a removal) into every list, the detail cache and the summary counts. */
export function applyChange(client: QueryClient, before: TodoDto | null, after: TodoDto | null, id: string) {
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
export function refreshSummary(client: QueryClient) {
  void invalidateKeys(client, todoQueries.afterWrite);
}

/**
 * A page arriving during an optimistic change would be appended to the lists as they were and undo it: cancel it
 * (the list asks again). A list still loading its first page has nothing to undo and keeps loading.
 */
export function holdPageLoads(client: QueryClient) {
  return client.cancelQueries({ queryKey: pagedKeys.all, predicate: (q) => q.state.data !== undefined });
}

/** Shows `patch` on each cached to-do at once; answers the to-dos as they were (for a rollback or an undo). */
export async function showPatch(client: QueryClient, ids: readonly string[], patch: (todo: TodoDto) => TodoDto | null): Promise<TodoDto[]> {
  await holdPageLoads(client);
  const before: TodoDto[] = [];
  for (const id of ids) {
    const previous = findCached(client, id);
    if (!previous) continue;
    before.push(previous);
    applyChange(client, previous, patch(previous), id);
  }
  return before;
}

/** Puts to-dos back as they were in every list (a rollback after a failure, or the optimistic half of an undo). */
export function putBack(client: QueryClient, todos: readonly TodoDto[]) {
  for (const todo of todos) applyChange(client, findCached(client, todo.id), todo, todo.id);
}
