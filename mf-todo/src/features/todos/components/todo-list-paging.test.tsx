import { screen } from '@testing-library/react';
import { statsKeys } from '@haru/api-client';
import type { StatsSummary, TodoDto } from '@haru/contracts';
import { renderScreen, todo } from '../../../test/render';
import { pagedKeys } from '../api/todo-pages';
import type { PagedTodos } from '../lib/pages';
import { TodoListPage } from './todo-list-page';

// No server here: every request fails (no session), so these show what the list does between pages.
const firstPage = (items: TodoDto[]): PagedTodos => ({ pages: [{ items, nextCursor: 'next', boundary: items.at(-1) ?? null }], pageParams: [null] });
const summary = (total: number) => ({ todos: { total, completed: 0, in_progress: 0, pending: total, completion_rate: 0 } }) as unknown as StatsSummary;

beforeEach(() => localStorage.setItem('haru.todo.view', 'list'));
afterEach(() => localStorage.clear());

describe('TodoListPage with more pages on the server', () => {
  it('shows the full count from the summary while only the first page is loaded', () => {
    const { client } = renderScreen(<TodoListPage />);
    const items = Array.from({ length: 100 }, (_, i) => todo({ id: `p${String(i).padStart(3, '0')}`, priority: 'high' }));
    client.setQueryData(statsKeys.summary(), summary(10_000));
    client.setQueryData(pagedKeys.list('all', 'priority'), firstPage(items));
    return screen.findByText('총 10,000개');
  });

  it('when the next page fails, then the end of the list says so with a retry button, and the count is a lower bound', async () => {
    const { client } = renderScreen(<TodoListPage />);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    client.setQueryData(pagedKeys.list('all', 'priority'), firstPage([todo({ id: 'a1', title: '첫 할일' })]));
    expect(await screen.findByText('할일을 더 불러오지 못했습니다')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeEnabled();
    expect(screen.getByText('첫 할일')).toBeInTheDocument();
    expect(await screen.findByText('1개 이상')).toBeInTheDocument();
  });
});
