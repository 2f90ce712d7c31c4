import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TODO_STATUSES, type TodoStatus } from '@haru/contracts';
import { layOut, type Box } from '../../../../../test/layout-boxes';
import { renderScreen, todo } from '../../../test/render';
import { TodoListPage } from './todo-list-page';

// The list is seeded in the query cache; the status change goes out as a real request through api-client, whose
// answer is given here (the real API path is covered by the API tests and e2e/tests/todo.e2e.test.ts).
const todos = [
  todo({ id: 'a1', title: '우유 사기' }),
  todo({ id: 'b2', title: '보고서 쓰기', status: 'in_progress' }),
];
const requests: Array<{ url: string; method: string; body: unknown }> = [];

/** Three columns side by side, cards stacked in each (jsdom has no layout). */
function kanbanBoxes(el: Element): Box | null {
  const column = (status: string | null): Box => ({ left: TODO_STATUSES.indexOf(status as TodoStatus) * 300, top: 0, width: 280, height: 600 });
  if (el.matches('section[data-status]')) return column(el.getAttribute('data-status'));
  if (!el.matches('[data-testid="kanban-card"]')) return null;
  const section = el.closest('section[data-status]');
  const cards = section ? [...section.querySelectorAll('[data-testid="kanban-card"]')] : [];
  const { left } = column(section?.getAttribute('data-status') ?? null);
  return { left: left + 10, top: 50 + cards.indexOf(el) * 100, width: 260, height: 90 };
}

let undoLayout = () => undefined as void;
beforeEach(() => {
  requests.length = 0;
  localStorage.clear();
  localStorage.setItem('access_token', 'header.payload.signature');
  localStorage.setItem('refresh_token', 'refresh');
  localStorage.setItem('haru.todo.view', 'kanban');
  globalThis.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    requests.push({ url, method, body });
    const current = todos.find((t) => url.endsWith(`/api/todos/${t.id}`));
    const answer = method === 'PUT' && current ? { ...current, ...body } : {};
    return { ok: true, status: 200, json: async () => answer } as Response;
  }) as unknown as typeof fetch;
  undoLayout = layOut(kanbanBoxes);
});
afterEach(() => {
  undoLayout();
  delete (globalThis as { fetch?: unknown }).fetch;
  localStorage.clear();
});

const column = (name: RegExp) => screen.getByRole('region', { name });
// The board is a lazy chunk: wait for it before driving it.
const openBoard = async () => { renderScreen(<TodoListPage />, { todos }); await screen.findByRole('region', { name: /대기중/ }); };
const puts = () => requests.filter((r) => r.method === 'PUT').map((r) => [r.url.replace(/^.*\/api/, '/api'), r.body]);

describe('KanbanBoard drag and drop', () => {
  it('when a card is picked up with Space, moved right with the arrow and dropped, then its status is saved and each step is announced', async () => {
    const user = userEvent.setup();
    await openBoard();
    within(column(/대기중/)).getByRole('button', { name: '우유 사기 카드 옮기기' }).focus();
    await user.keyboard(' ');
    expect(await screen.findByText('우유 사기 카드를 들었습니다. 지금 대기중')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByText('우유 사기: 진행중 열 위')).toBeInTheDocument();
    expect(puts()).toEqual([]);
    await user.keyboard(' ');
    expect(await screen.findByText('우유 사기 카드를 진행중(으)로 옮겼습니다')).toBeInTheDocument();
    await waitFor(() => expect(puts()).toEqual([['/api/todos/a1', { status: 'in_progress' }]]));
    expect(within(column(/진행중/)).getByRole('link', { name: '우유 사기' })).toBeInTheDocument();
  });

  it('when a picked-up card is dropped back on its own column or let go with Escape, then nothing is sent', async () => {
    const user = userEvent.setup();
    await openBoard();
    within(column(/진행중/)).getByRole('button', { name: '보고서 쓰기 카드 옮기기' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowLeft}');
    await user.keyboard('{ArrowRight}');
    await user.keyboard(' ');
    expect(await screen.findByText('보고서 쓰기 카드를 진행중에 그대로 두었습니다')).toBeInTheDocument();
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{Escape}');
    expect(await screen.findByText('보고서 쓰기 카드 옮기기를 취소했습니다')).toBeInTheDocument();
    expect(puts()).toEqual([]);
    expect(within(column(/진행중/)).getByRole('link', { name: '보고서 쓰기' })).toBeInTheDocument();
  });

  it('when the ▶ button is used, then the card moves, its status is saved and the move is announced', async () => {
    const user = userEvent.setup();
    await openBoard();
    await user.click(screen.getByRole('button', { name: '보고서 쓰기: 완료(으)로 이동' }));
    expect(await screen.findByText('보고서 쓰기 카드를 완료(으)로 옮겼습니다')).toBeInTheDocument();
    await waitFor(() => expect(puts()).toEqual([['/api/todos/b2', { status: 'completed' }]]));
    expect(within(column(/완료/)).getByRole('link', { name: '보고서 쓰기' })).toBeInTheDocument();
  });
});
