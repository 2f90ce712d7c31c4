import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '@haru/ui-kit';
import type { TodoDto } from '@haru/contracts';
import { renderScreen, todo } from '../../../test/render';
import { TodoListPage } from './todo-list-page';

// The real api-client sends the PUT; fetch answers when the test says so, to see the list before the server does.
interface Sent { url: string; method: string; body: unknown }
function serverAnswersLater() {
  const sent: Sent[] = [];
  let answer: (status: number, body: unknown) => void = () => undefined;
  globalThis.fetch = jest.fn((url: string, init: RequestInit) => {
    sent.push({ url: String(url), method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : null });
    return new Promise<Response>((resolve) => {
      answer = (status, body) => resolve({ ok: status < 400, status, json: async () => body } as Response);
    });
  }) as unknown as typeof fetch;
  return { sent, answer: (status: number, body: unknown) => answer(status, body) };
}

beforeEach(() => {
  localStorage.setItem('access_token', 'header.payload.signature');
  localStorage.setItem('refresh_token', 'refresh');
  localStorage.setItem('haru.todo.view', 'list');
});
afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
  localStorage.clear();
});

const todos = [
  todo({ id: 'a1', title: '보고서', priority: 'high' }),
  todo({ id: 'b2', title: '우유', priority: 'medium' }),
  todo({ id: 'c3', title: '운동', priority: 'low' }),
  todo({ id: 'd4', title: '끝난 일', priority: 'high', status: 'completed', completed: true }),
];
const titles = () => screen.getAllByTestId('todo-item').map((el) => el.getAttribute('aria-label'));
const box = (title: string) => screen.getByRole('checkbox', { name: `「${title}」 완료` });
const page = () => renderScreen(<ToastProvider><TodoListPage /></ToastProvider>, { todos });

describe('completing a to-do in one tap', () => {
  it('ticks at once, sinks below the open ones (same-priority ties by newest id) and saves completed through the API', async () => {
    const server = serverAnswersLater();
    const user = userEvent.setup();
    page();
    expect(titles()).toEqual(['보고서', '우유', '운동', '끝난 일']);
    await user.click(box('보고서'));
    // Shown before the server answers.
    expect(box('보고서')).toBeChecked();
    expect(titles()).toEqual(['우유', '운동', '끝난 일', '보고서']);
    expect(screen.getByLabelText('보고서 상태')).toHaveValue('completed');
    expect(server.sent).toEqual([{ url: '/api/todos/a1', method: 'PUT', body: { completed: true } }]);
    server.answer(200, { ...todos[0], status: 'completed', completed: true } satisfies TodoDto);
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(box('보고서')).toBeChecked();
    expect(screen.queryByText('완료 상태를 저장하지 못했습니다. 다시 시도해주세요.')).not.toBeInTheDocument();
  });

  it('unticks by keyboard (Space) back to pending', async () => {
    const server = serverAnswersLater();
    const user = userEvent.setup();
    page();
    box('끝난 일').focus();
    await user.keyboard(' ');
    expect(box('끝난 일')).not.toBeChecked();
    expect(titles()).toEqual(['끝난 일', '보고서', '우유', '운동']);
    expect(server.sent).toEqual([{ url: '/api/todos/d4', method: 'PUT', body: { completed: false } }]);
  });

  it('moves the rows as the list reorders without rebuilding them: the focus stays on the box just ticked', async () => {
    serverAnswersLater();
    const user = userEvent.setup();
    page();
    const milk = screen.getByRole('article', { name: '우유' });
    box('보고서').focus();
    await user.keyboard(' ');
    expect(titles()).toEqual(['우유', '운동', '끝난 일', '보고서']);
    expect(screen.getByRole('article', { name: '우유' })).toBe(milk);
    expect(box('보고서')).toHaveFocus();
  });

  it('when the API fails, then the tick rolls back, the item returns to its place and a Korean toast says so', async () => {
    const server = serverAnswersLater();
    const user = userEvent.setup();
    page();
    await user.click(box('우유'));
    expect(box('우유')).toBeChecked();
    server.answer(500, {});
    expect(await within(screen.getByRole('status')).findByText('완료 상태를 저장하지 못했습니다. 다시 시도해주세요.')).toBeInTheDocument();
    expect(box('우유')).not.toBeChecked();
    expect(titles()).toEqual(['보고서', '우유', '운동', '끝난 일']);
    expect(screen.getByLabelText('우유 상태')).toHaveValue('pending');
  });

  it('on a kanban card, then the tick moves it to the 완료 column at once and saves completed', async () => {
    localStorage.setItem('haru.todo.view', 'kanban');
    const server = serverAnswersLater();
    const user = userEvent.setup();
    page();
    await user.click(await screen.findByRole('checkbox', { name: '「우유」 완료' }));
    const done = screen.getByRole('region', { name: /^완료/ });
    expect(within(done).getByRole('checkbox', { name: '「우유」 완료' })).toBeChecked();
    expect(within(screen.getByRole('region', { name: /^대기중/ })).queryByText('우유')).not.toBeInTheDocument();
    expect(server.sent).toEqual([{ url: '/api/todos/b2', method: 'PUT', body: { completed: true } }]);
  });
});
