import type { TodoBulkChange, TodoBulkPrevious, TodoCreated, TodoCreateInput, TodoDto, TodoEditScope, TodoSaved, TodoUpdateInput } from '@haru/contracts';
import { calendarKeys } from './calendar';
import { searchKeys } from './search';
import { request } from './http';
import { queryDef } from './policy';
import { statsKeys } from './stats';

/** TanStack Query keys for to-dos, shared by mf-todo and the shell's sidebar badge. */
export const todoKeys = {
  all: ['todos'] as const,
  /** The whole list of GET /api/todos. */
  list: ['todos', 'list'] as const,
  detail: (id: string) => [...todoKeys.all, 'detail', id] as const,
};

/** GET /api/todos: the caller's whole list (SPEC.md section 7). */
export function fetchTodos(signal?: AbortSignal): Promise<TodoDto[]> {
  return request<TodoDto[]>('/api/todos', { signal });
}

export function fetchTodo(id: string, signal?: AbortSignal): Promise<TodoDto> {
  return request<TodoDto>(`/api/todos/${encodeURIComponent(id)}`, { signal });
}

export function createTodo(input: TodoCreateInput): Promise<TodoCreated> {
  return request<TodoCreated>('/api/todos', { method: 'POST', body: input });
}

/**
 * A status-only body (from the list) or a full body (from the detail screen); answers the updated to-do. `scope`
 * is a repeating to-do's '이번 일정만' (this) or '이후 모든 일정' (following). `series_notice` (Korean) comes only
 * when a complete could not create a repeating to-do's next occurrence (the to-do quota is full).
 */
export function updateTodo(id: string, patch: TodoUpdateInput, scope?: TodoEditScope): Promise<TodoSaved> {
  const query = scope ? `?scope=${scope}` : '';
  return request<TodoSaved>(`/api/todos/${encodeURIComponent(id)}${query}`, { method: 'PUT', body: patch });
}

export function deleteTodo(id: string): Promise<{ message: string }> {
  return request<{ message: string }>(`/api/todos/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/**
 * PATCH /api/todos (issue 22): one change for up to 500 to-dos, all or nothing; `previous` is what an undo sends back;
 * `series_notice` (Korean) when a repeating to-do's next occurrence could not be made or was kept by an undo.
 */
export function changeTodos(ids: string[], change: TodoBulkChange): Promise<{ message: string; todos: TodoDto[]; previous: TodoBulkPrevious[]; series_notice?: string }> {
  return request('/api/todos', { method: 'PATCH', body: { ids, change } });
}

/** PATCH /api/todos with `delete`: every one into the 휴지통 (each its own entry, restored one by one). */
export function deleteTodos(ids: string[]): Promise<{ message: string; deleted: number }> {
  return request('/api/todos', { method: 'PATCH', body: { ids, delete: true } });
}

export const todoQueries = {
  detail: (id: string) => queryDef(todoKeys.detail(id), (signal) => fetchTodo(id, signal)),
  /**
   * What any to-do write changes besides the to-do lists (which mf-todo updates in place from the answer): the
   * summary figures, the calendar, search results and the meetings (a linked to-do ticks or unlinks its action item; issue 21).
   */
  afterWrite: [statsKeys.summary(), calendarKeys.all, ['meetings'] as const, searchKeys.all] as const,
};
