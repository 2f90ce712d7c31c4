import { useEffect, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from '@haru/router';
import { onSessionExpired } from '@haru/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TODO_SORTS, TODO_STATUSES, type TodoDto } from '@haru/contracts';
import { pagedKeys } from '../features/todos/api/todo-pages';
import { matchesFilter, serverOrder, type PagedTodos, type StatusFilter } from '../features/todos/lib/pages';

// jsdom has no scrolling; the window virtualiser calls scrollTo when it mounts.
window.scrollTo = () => undefined;

/** A to-do with sensible defaults for tests. */
export function todo(over: Partial<TodoDto> & { id: string }): TodoDto {
  return {
    title: `할일 ${over.id}`, description: '', priority: 'medium', status: 'pending', category: null, due_date: null, due_time: null, tags: [], checklist: [], reminders: [],
    completed: false, created_at: '2025-01-01T00:00:00.000Z', updated_at: '2025-01-01T00:00:00.000Z', ...over,
  };
}

/** What the server would answer for every filter and sort, as one loaded page (so tests need no network). */
export function seedLists(client: QueryClient, todos: TodoDto[]) {
  for (const filter of ['all', ...TODO_STATUSES] as StatusFilter[]) {
    for (const sort of TODO_SORTS) {
      const items = todos.filter((t) => matchesFilter(t, filter)).sort(serverOrder(filter, sort));
      const data: PagedTodos = { pages: [{ items, nextCursor: null, boundary: items.at(-1) ?? null }], pageParams: [null] };
      client.setQueryData(pagedKeys.list(filter, sort), data);
    }
  }
}

/** Stands in for the shell, which owns session expiry: api-client signals it, the shell goes to /login. */
function ShellSessionRedirect() {
  const navigate = useNavigate();
  useEffect(() => onSessionExpired(() => navigate('/login', { replace: true })), [navigate]);
  return null;
}

/** Renders a screen with a query cache already holding `todos` (no network), at `path`. */
export function renderScreen(
  ui: ReactElement,
  { todos, path = '/todo', route = '/todo', shellRedirect = false }: { todos?: TodoDto[]; path?: string; route?: string; shellRedirect?: boolean } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
  if (todos) seedLists(client, todos);
  const utils = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        {shellRedirect && <ShellSessionRedirect />}
        <Routes>
          <Route path={route} element={ui} />
          <Route path="*" element={<p data-testid="elsewhere" />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...utils, client };
}

/** Freezes only the clock (timers stay real, so React Query and user-event run normally). */
export function freezeClock(iso: string) {
  jest.useFakeTimers({
    now: new Date(iso),
    doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'performance', 'hrtime'],
  });
}
