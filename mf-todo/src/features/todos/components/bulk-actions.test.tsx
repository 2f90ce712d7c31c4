import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '@haru/ui-kit';
import { freezeClock, renderScreen, todo } from '../../../test/render';
import { memoryServer } from '../../../test/memory-server';
import { TodoListPage } from './todo-list-page';

beforeEach(() => {
  freezeClock('2025-01-14T15:30:00Z'); // 2025-01-15 in Seoul
  localStorage.setItem('access_token', 'header.payload.signature');
  localStorage.setItem('refresh_token', 'refresh');
  localStorage.setItem('haru.todo.view', 'list');
});
afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as { fetch?: unknown }).fetch;
  localStorage.clear();
});

// Shown (priority, then newest id first): 회의록, 보고서 (high), 우유, 청소 (medium), 운동 (low).
const todos = [
  todo({ id: 'a1', title: '보고서', priority: 'high' }),
  todo({ id: 'a2', title: '회의록', priority: 'high', status: 'in_progress' }),
  todo({ id: 'b1', title: '우유', priority: 'medium' }),
  todo({ id: 'b0', title: '청소', priority: 'medium', due_date: '2025-01-10' }),
  todo({ id: 'c1', title: '운동', priority: 'low' }),
];
const page = () => renderScreen(<ToastProvider><TodoListPage /></ToastProvider>, { todos });
const pick = (title: string) => screen.getByRole('checkbox', { name: `「${title}」 선택` });
const done = (title: string) => screen.getByRole('checkbox', { name: `「${title}」 완료` });
const bar = () => screen.getByRole('region', { name: '선택한 할일 작업' });
const toast = () => screen.getByRole('status');

/** Selection mode, then 회의록, and 우유 by Shift-click (회의록 … 우유: three rows). */
async function selectThree(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: '여러 개 선택' }));
  await user.click(pick('회의록'));
  await user.keyboard('{Shift>}');
  await user.click(pick('우유'));
  await user.keyboard('{/Shift}');
}

describe('bulk actions in the to-do list', () => {
  it('selects a Shift-click range, completes all three in one PATCH, and 실행 취소 puts each status back', async () => {
    const server = memoryServer(todos);
    const user = userEvent.setup();
    page();
    await selectThree(user);
    expect(within(bar()).getByText('3개 선택됨')).toBeInTheDocument();
    expect(done('보고서')).not.toBeChecked(); // the selection box is not the complete box
    server.hold();
    await user.click(within(bar()).getByRole('button', { name: '완료' }));
    // Shown before the server answers.
    expect(done('보고서')).toBeChecked();
    expect(done('우유')).toBeChecked();
    server.release();
    await within(toast()).findByText('할일 3개를 바꿨습니다');
    expect(server.writes()).toEqual([{ method: 'PATCH', url: '/api/todos', body: { ids: ['a2', 'a1', 'b1'], change: { status: 'completed' } } }]);
    expect(within(bar()).getByText('0개 선택됨')).toBeInTheDocument();

    await user.click(within(toast()).getByRole('button', { name: '실행 취소' }));
    await within(toast()).findByText('되돌렸습니다');
    // 보고서 and 우유 were pending, 회의록 in progress: one request per set of previous values.
    expect(server.writes().slice(1)).toEqual([
      { method: 'PATCH', url: '/api/todos', body: { ids: ['a2'], change: { status: 'in_progress' } } },
      { method: 'PATCH', url: '/api/todos', body: { ids: ['a1', 'b1'], change: { status: 'pending' } } },
    ]);
    expect([server.todo('a1')?.status, server.todo('a2')?.status, server.todo('b1')?.status]).toEqual(['pending', 'in_progress', 'pending']);
    expect(done('보고서')).not.toBeChecked();
    expect(screen.getByLabelText('회의록 상태')).toHaveValue('in_progress');
  });

  it('when the server refuses, then every row goes back and a Korean toast gives the reason', async () => {
    const server = memoryServer(todos);
    const user = userEvent.setup();
    page();
    await selectThree(user);
    server.failNext(404, '할일을 찾을 수 없습니다');
    await user.selectOptions(within(bar()).getByLabelText('우선순위'), 'low');
    await within(toast()).findByText('할일을 찾을 수 없습니다');
    expect(screen.getAllByTestId('todo-item').map((e) => e.getAttribute('aria-label'))).toEqual(['회의록', '보고서', '우유', '청소', '운동']);
    expect(within(bar()).getByText('3개 선택됨')).toBeInTheDocument();
  });

  it('changes priority and the due date (through the DatePicker) in one request each; an overdue date comes back on undo', async () => {
    const server = memoryServer(todos);
    const user = userEvent.setup();
    page();
    await user.click(screen.getByRole('button', { name: '여러 개 선택' }));
    await user.click(pick('청소'));
    await user.click(pick('운동'));
    await user.type(within(bar()).getByLabelText('기한 변경'), '2025-02-01');
    await within(toast()).findByText('할일 2개를 바꿨습니다');
    expect(server.writes()).toEqual([{ method: 'PATCH', url: '/api/todos', body: { ids: ['b0', 'c1'], change: { due_date: '2025-02-01' } } }]);
    await user.click(within(toast()).getByRole('button', { name: '실행 취소' }));
    await waitFor(() => expect(server.todo('b0')?.due_date).toBe('2025-01-10'));
    expect(server.writes().slice(1)).toEqual([
      { method: 'PATCH', url: '/api/todos', body: { ids: ['b0'], change: { due_date: '2025-01-10' } } },
      { method: 'PATCH', url: '/api/todos', body: { ids: ['c1'], change: { due_date: null } } },
    ]);
    await user.click(pick('보고서'));
    await user.selectOptions(within(bar()).getByLabelText('우선순위'), 'low');
    await waitFor(() => expect(server.todo('a1')?.priority).toBe('low'));
  });

  it('deletes the selection after the ConfirmDialog in one PATCH, and 실행 취소 restores them all from the 휴지통 in one request', async () => {
    const server = memoryServer(todos);
    const user = userEvent.setup();
    page();
    await selectThree(user);
    await user.click(within(bar()).getByRole('button', { name: '삭제' }));
    const dialog = screen.getByRole('dialog', { name: '선택한 할일 3개를 삭제하시겠습니까?' });
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));
    await within(toast()).findByText('할일 3개를 휴지통으로 옮겼습니다');
    expect(server.writes()).toEqual([{ method: 'PATCH', url: '/api/todos', body: { ids: ['a2', 'a1', 'b1'], delete: true } }]);
    expect(screen.getAllByTestId('todo-item').map((e) => e.getAttribute('aria-label'))).toEqual(['청소', '운동']);
    await user.click(within(toast()).getByRole('button', { name: '실행 취소' }));
    await within(toast()).findByText('되돌렸습니다');
    expect(server.writes().slice(1)).toEqual([{ method: 'POST', url: '/api/trash/restore', body: { kind: 'todo', ids: ['a2', 'a1', 'b1'] } }]);
    expect(['a2', 'a1', 'b1'].map((id) => server.inTrash(id))).toEqual([false, false, false]);
    await waitFor(() => expect(screen.getAllByTestId('todo-item')).toHaveLength(5));
  });

  it('by keyboard: Ctrl+A selects all, 선택 해제 clears, Esc leaves selection mode with focus back on its button', async () => {
    memoryServer(todos);
    const user = userEvent.setup();
    page();
    const start = screen.getByRole('button', { name: '여러 개 선택' });
    start.focus();
    await user.keyboard('{Enter}');
    pick('보고서').focus();
    await user.keyboard('{Control>}a{/Control}');
    expect(within(bar()).getByText('5개 선택됨')).toBeInTheDocument();
    await user.click(within(bar()).getByRole('button', { name: '선택 해제' }));
    expect(within(bar()).getByText('0개 선택됨')).toBeInTheDocument();
    expect(within(bar()).getByRole('button', { name: '완료' })).toBeDisabled();
    await user.click(within(bar()).getByRole('button', { name: '전체 선택' }));
    expect(within(bar()).getByText('5개 선택됨')).toBeInTheDocument();
    pick('운동').focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: '선택한 할일 작업' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: '「운동」 선택' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '여러 개 선택' })).toHaveFocus();
  });

  it('in the card view too', async () => {
    localStorage.setItem('haru.todo.view', 'card');
    const server = memoryServer(todos);
    const user = userEvent.setup();
    page();
    await selectThree(user);
    await user.selectOptions(within(bar()).getByLabelText('상태 변경'), 'in_progress');
    await waitFor(() => expect(server.writes()).toEqual([{ method: 'PATCH', url: '/api/todos', body: { ids: ['a2', 'a1', 'b1'], change: { status: 'in_progress' } } }]));
  });

  it('on the kanban board: a box per card, Shift ranges stay in one column, the same bar sends one PATCH', async () => {
    localStorage.setItem('haru.todo.view', 'kanban');
    const server = memoryServer(todos);
    const user = userEvent.setup();
    page();
    await user.click(screen.getByRole('button', { name: '여러 개 선택' }));
    // 대기중: 보고서, 우유, 청소, 운동; 진행중: 회의록.
    await user.click(await screen.findByRole('checkbox', { name: '「보고서」 선택' }));
    await user.keyboard('{Shift>}');
    await user.click(pick('청소'));
    await user.click(pick('회의록'));
    await user.keyboard('{/Shift}');
    expect(within(bar()).getByText('4개 선택됨')).toBeInTheDocument();
    expect(pick('운동')).not.toBeChecked();
    await user.selectOptions(within(bar()).getByLabelText('우선순위'), 'low');
    await waitFor(() => expect(server.writes()).toEqual([{ method: 'PATCH', url: '/api/todos', body: { ids: ['a1', 'b1', 'b0', 'a2'], change: { priority: 'low' } } }]));
  });
});

describe('undo of a single status change', () => {
  it('the status select offers 실행 취소, which puts the previous status back', async () => {
    const server = memoryServer(todos);
    const user = userEvent.setup();
    page();
    await user.selectOptions(screen.getByLabelText('회의록 상태'), 'completed');
    await within(toast()).findByText('「회의록」 상태: 완료');
    await user.click(within(toast()).getByRole('button', { name: '실행 취소' }));
    await within(toast()).findByText('되돌렸습니다');
    expect(server.writes().map((w) => w.body)).toEqual([{ status: 'completed' }, { status: 'in_progress' }]);
    expect(screen.getByLabelText('회의록 상태')).toHaveValue('in_progress');
  });

  it('the complete checkbox offers 실행 취소 too; a refused undo rolls back with a Korean toast', async () => {
    const server = memoryServer(todos);
    const user = userEvent.setup();
    page();
    await user.click(done('우유'));
    await within(toast()).findByText('「우유」 상태: 완료');
    server.failNext(500, '');
    await user.click(within(toast()).getByRole('button', { name: '실행 취소' }));
    await within(toast()).findByText('되돌리지 못했습니다. 다시 시도해주세요.');
    expect(done('우유')).toBeChecked();
    expect(server.writes().map((w) => w.body)).toEqual([{ completed: true }, { status: 'pending' }]);
  });
});
