import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@haru/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { todoKeys } from '@haru/api-client';
import type { TodoDto } from '@haru/contracts';

// jsdom has no scrolling; the window virtualiser calls scrollTo when it mounts.
window.scrollTo = () => undefined;

/** A to-do with sensible defaults for tests. */
export function todo(over: Partial<TodoDto> & { id: string }): TodoDto {
  return {
    title: `할일 ${over.id}`, description: '', priority: 'medium', status: 'pending', category: null, due_date: null, tags: [],
    completed: false, created_at: '2025-01-01T00:00:00.000Z', updated_at: '2025-01-01T00:00:00.000Z', ...over,
  };
}

/** Renders a screen with a query cache already holding `todos` (no network), at `path`. */
export function renderScreen(ui: ReactElement, { todos, path = '/todo', route = '/todo' }: { todos?: TodoDto[]; path?: string; route?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
  if (todos) client.setQueryData(todoKeys.list, todos);
  const utils = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
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
