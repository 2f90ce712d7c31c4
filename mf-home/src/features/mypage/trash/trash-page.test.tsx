import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithApp } from '../../../test/render';
import { TrashPage } from './trash-page';

// UI-state test: the network answers are faked here; the 휴지통 itself (restore with ids and links, 30 days, owner
// isolation) is tested over HTTP in api/src/modules/trash/trash.routes.test.ts and end to end in e2e/tests/trash.
const fetchMock = jest.fn();
const answer = (status: number, body: unknown) => ({ ok: status < 400, status, headers: new Headers(), json: async () => body });
const calls = () => fetchMock.mock.calls.map(([url, init]) => `${(init?.method as string | undefined) ?? 'GET'} ${String(url).replace(/^https?:\/\/[^/]+/, '')}`);
const DAY = 24 * 60 * 60 * 1000;
const item = (kind: string, id: string, title: string, count = 0) => ({
  kind, id, title, project_id: null, count,
  deleted_at: new Date(Date.now() - DAY).toISOString(), expires_at: new Date(Date.now() + 29 * DAY - 60_000).toISOString(),
});
const todo = item('todo', 't1', '보고서 작성');
const project = item('project', 'p1', '웹사이트 개편', 3);

beforeEach(() => {
  localStorage.setItem('access_token', 'a.e30.s');
  localStorage.setItem('refresh_token', 'r');
  global.fetch = fetchMock as unknown as typeof fetch;
  fetchMock.mockReset();
});

describe('TrashPage (/mypage/trash)', () => {
  it('lists what was deleted with its kind, what comes back with it and the days left; 복원 restores and the list follows', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { items: [todo, project] }));
    renderWithApp(<TrashPage />);
    const rows = await screen.findAllByTestId('trash-item');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/보고서 작성할일 · .* 삭제 · 29일 후 영구 삭제/),
      expect.stringMatching(/웹사이트 개편프로젝트 · 작업 3개 포함 · .* 삭제 · 29일 후 영구 삭제/),
    ]);
    fetchMock
      .mockResolvedValueOnce(answer(200, { message: '복원했습니다', item: todo }))
      .mockResolvedValueOnce(answer(200, { items: [project] }));
    fireEvent.click(screen.getByRole('button', { name: '보고서 작성 복원' }));
    await waitFor(() => expect(screen.getAllByTestId('trash-item')).toHaveLength(1));
    expect(calls()).toEqual(['GET /api/trash', 'POST /api/trash/todo/t1/restore', 'GET /api/trash']);
  });

  it('영구 삭제 and 휴지통 비우기 ask first (ConfirmDialog); 취소 calls nothing', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { items: [todo, project] }));
    renderWithApp(<TrashPage />);
    fireEvent.click(await screen.findByRole('button', { name: '웹사이트 개편 영구 삭제' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('영구 삭제한 항목은 복원할 수 없습니다.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(calls()).toEqual(['GET /api/trash']);

    fireEvent.click(screen.getByRole('button', { name: '웹사이트 개편 영구 삭제' }));
    fetchMock.mockResolvedValueOnce(answer(200, { message: '영구 삭제했습니다' })).mockResolvedValueOnce(answer(200, { items: [todo] }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '영구 삭제' }));
    await waitFor(() => expect(screen.getAllByTestId('trash-item')).toHaveLength(1));

    fireEvent.click(screen.getByTestId('trash-empty'));
    fetchMock.mockResolvedValueOnce(answer(200, { message: '휴지통을 비웠습니다', deleted: 1 })).mockResolvedValueOnce(answer(200, { items: [] }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '비우기' }));
    expect(await screen.findByText('휴지통이 비어 있습니다')).toBeInTheDocument();
    expect(screen.getByTestId('trash-empty')).toBeDisabled();
    expect(calls()).toEqual(['GET /api/trash', 'DELETE /api/trash/project/p1', 'GET /api/trash', 'DELETE /api/trash', 'GET /api/trash']);
  });

  it('a refused restore (the project is gone) shows the server’s Korean reason and keeps the item', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { items: [item('task', 'k1', '요구사항 정리', 1)] }));
    renderWithApp(<TrashPage />);
    const detail = '작업이 속한 프로젝트가 없어 복원할 수 없습니다. 프로젝트를 먼저 복원하세요';
    fetchMock.mockResolvedValueOnce({ ok: false, status: 409, headers: new Headers({ 'Content-Type': 'application/problem+json' }), json: async () => ({ status: 409, code: 'conflict', detail }) });
    fireEvent.click(await screen.findByRole('button', { name: '요구사항 정리 복원' }));
    expect(await screen.findByText(detail)).toBeInTheDocument();
    expect(screen.getAllByTestId('trash-item')).toHaveLength(1);
  });
});
