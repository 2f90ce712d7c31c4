import { request, todoKeys } from '@haru/api-client';
import type { TodoDto } from '@haru/contracts';
import { TODO_NEXT_CURSOR_HEADER, type TodoSort } from '@haru/contracts/src/todo-values';
import { PAGE_SIZE, type StatusFilter, type TodoPage } from '../lib/pages';

/** Query keys of the paged lists: one infinite query per filter and sort. */
export const pagedKeys = {
  all: [...todoKeys.all, 'pages'] as const,
  list: (filter: StatusFilter, sort: TodoSort) => [...todoKeys.all, 'pages', filter, sort] as const,
};

function listQuery(filter: StatusFilter, sort: TodoSort): URLSearchParams {
  const query = new URLSearchParams({ sort });
  if (filter !== 'all') query.set('status', filter);
  return query;
}

/** GET /api/todos?limit=&cursor=: one page in the server's order; the next cursor comes in a header. */
export async function fetchTodoPage(filter: StatusFilter, sort: TodoSort, cursor: string | null, signal?: AbortSignal): Promise<TodoPage> {
  const query = listQuery(filter, sort);
  query.set('limit', String(PAGE_SIZE));
  if (cursor) query.set('cursor', cursor);
  let nextCursor: string | null = null;
  let sawResponse = false;
  const items = await request<TodoDto[]>(`/api/todos?${query}`, {
    signal,
    onResponse: (response) => {
      sawResponse = true;
      nextCursor = response.headers.get(TODO_NEXT_CURSOR_HEADER);
    },
  });
  // An older shared api-client (the shell provides it) ignores onResponse, so the cursor cannot be read:
  // load the whole list as one page rather than stop after the first 100.
  if (!sawResponse) return wholeList(filter, sort, signal);
  return { items, nextCursor, boundary: items.at(-1) ?? null };
}

/** The whole filtered list in one call (exports): a bare GET answers everything. */
export function fetchAllTodos(filter: StatusFilter, sort: TodoSort, signal?: AbortSignal): Promise<TodoDto[]> {
  return request<TodoDto[]>(`/api/todos?${listQuery(filter, sort)}`, { signal });
}

async function wholeList(filter: StatusFilter, sort: TodoSort, signal?: AbortSignal): Promise<TodoPage> {
  const items = await fetchAllTodos(filter, sort, signal);
  return { items, nextCursor: null, boundary: items.at(-1) ?? null };
}
