import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TODO_MESSAGES } from '@haru/contracts';
import { ToastProvider } from '@haru/ui-kit';
import { renderScreen, todo } from '../../../test/render';
import { TodoListPage } from './todo-list-page';

// The answer the API gives when a repeating to-do is completed with the to-do quota full (tested in the API suite:
// todos.series-quota.test.ts); here: the list tells the user in those words.
const weekly = todo({ id: 'r1', title: '주간보고', due_date: '2025-01-20', recurrence: { freq: 'weekly', weekdays: [1] } });
const notice = TODO_MESSAGES.seriesNotContinued(10_000);

beforeEach(() => {
  localStorage.setItem('access_token', 'header.payload.signature');
  localStorage.setItem('refresh_token', 'refresh');
  globalThis.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const answer = init?.method === 'PUT' ? { ...weekly, status: 'completed', completed: true, series_notice: notice } : [];
    return { ok: true, status: 200, headers: new Headers(), json: async () => answer } as Response;
  });
});
afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
  localStorage.clear();
});

describe('completing a repeating to-do whose next occurrence could not be made', () => {
  it('when the API says the quota is full, then the complete shows and a toast tells why in Korean', async () => {
    const user = userEvent.setup();
    renderScreen(<ToastProvider><TodoListPage /></ToastProvider>, { todos: [weekly] });
    await user.click(screen.getByRole('checkbox', { name: /주간보고/ }));
    expect(await screen.findByText(notice)).toBeInTheDocument();
  });
});
