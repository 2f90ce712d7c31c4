import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { freezeClock, renderScreen, todo } from '../../../test/render';
import { TodoDetailPage } from './todo-detail-page';

// The requests the screen sends, seen at the HTTP boundary (the API's scope handling is tested in the API suite).
let calls: { url: string; body: Record<string, unknown> }[] = [];
const weekly = todo({ id: 'r1', title: '주간보고', due_date: '2025-01-20', recurrence: { freq: 'weekly', weekdays: [1] } });

beforeEach(() => {
  freezeClock('2025-01-15T01:00:00Z');
  localStorage.setItem('access_token', 'header.payload.signature');
  localStorage.setItem('refresh_token', 'refresh');
  calls = [];
  globalThis.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const body = init?.body ? JSON.parse(String(init.body)) : {};
    calls.push({ url: String(url), body });
    return { ok: true, status: 200, json: async () => ({ ...weekly, ...body }) } as Response;
  });
});
afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as { fetch?: unknown }).fetch;
  localStorage.clear();
});

async function renameAndSave(t = weekly) {
  const user = userEvent.setup();
  renderScreen(<TodoDetailPage />, { todos: [t], path: `/todo/${t.id}`, route: '/todo/:id' });
  await user.click(screen.getByRole('button', { name: '수정' }));
  const title = screen.getByLabelText('제목');
  await user.clear(title);
  await user.type(title, '주간보고 (휴가)');
  await user.click(screen.getByRole('button', { name: '저장' }));
  return user;
}
const puts = () => calls.filter((c) => c.body.title);

describe('editing a repeating to-do', () => {
  it('when its title changes, then 이번 일정만 / 이후 모든 일정 is asked and 이번 일정만 saves with scope=this', async () => {
    const user = await renameAndSave();
    const dialog = await screen.findByRole('dialog', { name: '반복 일정 수정' });
    expect(puts()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '이번 일정만' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0].url).toMatch(/\/api\/todos\/r1\?scope=this$/);
  });

  it('when 이후 모든 일정 is chosen, then it saves with scope=following', async () => {
    const user = await renameAndSave();
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '이후 모든 일정' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0].url).toMatch(/\?scope=following$/);
  });

  it('when the question is cancelled, then nothing is sent and the form stays open', async () => {
    const user = await renameAndSave();
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '취소' }));
    expect(calls).toEqual([]);
    expect(screen.getByLabelText('제목')).toHaveValue('주간보고 (휴가)');
  });

  it('when the to-do does not repeat, then nothing is asked and no scope is sent', async () => {
    await renameAndSave(todo({ id: 'p1', title: '한 번', due_date: '2025-01-20' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: '반복 일정 수정' })).not.toBeInTheDocument();
    expect(puts()[0].url).toMatch(/\/api\/todos\/p1$/);
  });

  it('when viewed, then the rule shows with its icon and name', () => {
    renderScreen(<TodoDetailPage />, { todos: [weekly], path: '/todo/r1', route: '/todo/:id' });
    expect(screen.getByTestId('repeat-badge')).toHaveTextContent('매주 월요일');
    expect(screen.getByTestId('repeat-badge').querySelector('svg')).not.toBeNull();
  });
});
