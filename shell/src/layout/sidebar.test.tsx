import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from '@haru/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { clearSession, invalidateKeys, meetingQueries, setBaseUrl, todoQueries, writeSession } from '@haru/api-client';
import { Sidebar } from './sidebar';

const token = `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 600 }))}.s`;
const reply = (status: number, body: unknown) => ({ ok: status < 300, status, json: async () => body });

let summary: unknown = null;
const realFetch = global.fetch;

beforeAll(() => setBaseUrl('http://api.test'));
beforeEach(() => {
  writeSession({ accessToken: token, refreshToken: 'r', username: '하루' });
  // The lists answer (3 open to-dos, a project in progress), the summary does not until a test sets it.
  summary = null;
  global.fetch = (async (url: string) => {
    if (url.endsWith('/api/stats/summary')) return summary ? reply(200, summary) : reply(404, { detail: '요청한 항목을 찾을 수 없습니다.' });
    if (url.endsWith('/api/todos')) return reply(200, [{ status: 'pending' }, { status: 'in_progress' }, { status: 'pending' }]);
    if (url.endsWith('/api/wbs/projects')) return reply(200, [{ status: 'in_progress' }, { status: 'planning' }]);
    return reply(404, { detail: '요청한 항목을 찾을 수 없습니다.' });
  }) as unknown as typeof fetch;
});
afterEach(() => {
  global.fetch = realFetch;
  clearSession();
});

function renderSidebar(client: QueryClient) {
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/home']}><Sidebar /></MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Sidebar badges', () => {
  // Each badge waits on the shared QueryClient's fetches: an explicit budget for a busy machine.
  const BUDGET_MS = 30_000;

  it('say the figures are unavailable while the summary fails (never a count of the lists), then show them once it answers', async () => {
    const client = new QueryClient();
    renderSidebar(client);
    expect(await screen.findByTestId('badge-todo')).toHaveTextContent('–');
    expect(screen.getByTestId('badge-todo')).toHaveAccessibleName('진행 중인 할일 개수를 불러오지 못했습니다');
    expect(screen.getByTestId('badge-wbs')).toHaveTextContent('–');
    summary = { todos: { pending: 5 }, meetings: { this_week: 0 }, wbs: { in_progress: 4 } };
    await act(() => invalidateKeys(client, todoQueries.afterWrite));
    await waitFor(() => expect(screen.getByTestId('badge-todo')).toHaveTextContent('5'));
    expect(screen.getByTestId('badge-todo')).toHaveAccessibleName('진행 중인 할일 5개');
    expect(screen.getByTestId('badge-wbs')).toHaveTextContent('4');
    expect(screen.queryByTestId('badge-meetings')).not.toBeInTheDocument();
  }, BUDGET_MS);

  it('refresh when a write invalidates the shared summary (what every resource\'s afterWrite lists)', async () => {
    summary = { todos: { pending: 2 }, meetings: { this_week: 1 }, wbs: { in_progress: 0 } };
    const client = new QueryClient();
    renderSidebar(client);
    expect(await screen.findByTestId('badge-todo')).toHaveTextContent('2');
    summary = { todos: { pending: 3 }, meetings: { this_week: 1 }, wbs: { in_progress: 0 } };
    await act(() => invalidateKeys(client, todoQueries.afterWrite));
    await waitFor(() => expect(screen.getByTestId('badge-todo')).toHaveTextContent('3'));
    summary = { todos: { pending: 3 }, meetings: { this_week: 2 }, wbs: { in_progress: 0 } };
    await act(() => invalidateKeys(client, meetingQueries.afterWrite));
    await waitFor(() => expect(screen.getByTestId('badge-meetings')).toHaveTextContent('2'));
  }, BUDGET_MS);

  it('use the aggregated summary when the API has one', async () => {
    summary = { todos: { pending: 7 }, meetings: { this_week: 3 }, wbs: { in_progress: 0 } };
    renderSidebar(new QueryClient());
    expect(await screen.findByTestId('badge-todo')).toHaveTextContent('7');
    expect(screen.getByTestId('badge-meetings')).toHaveTextContent('3');
    expect(screen.queryByTestId('badge-wbs')).not.toBeInTheDocument();
  }, BUDGET_MS);

  it('lists the three sections and the signed-in user', () => {
    renderSidebar(new QueryClient());
    for (const name of ['워크스페이스', '프로젝트 관리', '개발 도구']) expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    expect(screen.getByText('하루 님')).toBeInTheDocument();
  });
});
