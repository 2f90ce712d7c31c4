import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen, todo } from '../../../test/render';
import { TodoListPage } from './todo-list-page';

// Pure UI state: what the list does when the server refuses. The real API paths are covered by API and e2e tests.
function serverAnswers(status: number, body: unknown) {
  globalThis.fetch = jest.fn(async () => ({ ok: status < 400, status, json: async () => body }) as Response);
}

beforeEach(() => {
  localStorage.setItem('access_token', 'header.payload.signature');
  localStorage.setItem('refresh_token', 'refresh');
});
afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('TodoListPage failures (SPEC.md section 8)', () => {
  it('when a status change fails, then it is only logged and the select goes back', async () => {
    serverAnswers(500, {});
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderScreen(<TodoListPage />, { todos: [todo({ id: 'a1', title: '우유' })] });
    const select = screen.getByLabelText('우유 상태');
    await user.selectOptions(select, 'completed');
    await waitFor(() => expect(logged).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByLabelText('우유 상태')).toHaveValue('pending'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when quick add fails, then the fallback text shows in the modal and it stays open', async () => {
    serverAnswers(500, {});
    const user = userEvent.setup();
    renderScreen(<TodoListPage />, { todos: [] });
    await user.click(screen.getByRole('button', { name: '빠른 추가' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('제목'), '우유');
    await user.click(within(dialog).getByRole('button', { name: '추가' }));
    expect(await within(dialog).findByText('할일 추가 중 오류가 발생했습니다. 다시 시도해주세요.')).toBeInTheDocument();
  });

  it('when a delete fails, then the spec alert shows and the item stays', async () => {
    serverAnswers(500, {});
    const user = userEvent.setup();
    renderScreen(<TodoListPage />, { todos: [todo({ id: 'a1', title: '우유' })] });
    await user.click(screen.getByRole('button', { name: '우유 삭제' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('할일 삭제 중 오류가 발생했습니다. 다시 시도해주세요.')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: '우유' })).toBeInTheDocument();
  });
});
