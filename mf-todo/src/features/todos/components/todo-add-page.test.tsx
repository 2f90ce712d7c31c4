import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen, todo } from '../../../test/render';
import { TodoAddPage } from './todo-add-page';

// Pure UI state: how the form reacts to each kind of server answer. The real API is covered by the API and e2e tests.
// jsdom has no fetch: a minimal stand-in answering every call the same way.
function serverAnswers(status: number, body: unknown) {
  globalThis.fetch = jest.fn(async () => ({ ok: status < 400, status, json: async () => body }) as Response);
}

beforeEach(() => {
  localStorage.setItem('access_token', 'header.payload.signature');
  localStorage.setItem('refresh_token', 'refresh');
  localStorage.setItem('username', 'tester');
});
afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
  localStorage.clear();
});

async function submitTitle(title: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('제목'), title);
  await user.click(screen.getByRole('button', { name: '할일 추가' }));
}

describe('TodoAddPage failures (SPEC.md section 8)', () => {
  it('when the server sends a detail, then it is shown', async () => {
    serverAnswers(400, { detail: '제목은 100자를 초과할 수 없습니다' });
    renderScreen(<TodoAddPage />, { path: '/todo/add', route: '/todo/add' });
    await submitTitle('x');
    expect(await screen.findByText('제목은 100자를 초과할 수 없습니다')).toBeInTheDocument();
  });

  it('when the server fails without a usable detail, then the fallback text is shown', async () => {
    serverAnswers(500, {});
    renderScreen(<TodoAddPage />, { path: '/todo/add', route: '/todo/add' });
    await submitTitle('x');
    expect(await screen.findByText('할일 추가 중 오류가 발생했습니다. 다시 시도해주세요.')).toBeInTheDocument();
  });

  it('when the session cannot be renewed (401), then the token is cleared and the shell takes the user to /login', async () => {
    serverAnswers(401, { detail: '인증이 만료되었습니다. 다시 로그인해주세요.' });
    renderScreen(<TodoAddPage />, { path: '/todo/add', route: '/todo/add', shellRedirect: true });
    await submitTitle('x');
    await waitFor(() => expect(screen.getByTestId('elsewhere')).toBeInTheDocument());
    expect(localStorage.getItem('access_token')).toBeNull();
  });
});

describe('TodoAddPage draft (issue 18: nothing typed is ever lost)', () => {
  it('when the user leaves the form with a title typed, then coming back restores it; a successful save drops the draft', async () => {
    const user = userEvent.setup();
    const first = renderScreen(<TodoAddPage />, { path: '/todo/add', route: '/todo/add' });
    await user.type(screen.getByLabelText('제목'), '주간 보고서');
    first.unmount();

    renderScreen(<TodoAddPage />, { path: '/todo/add', route: '/todo/add' });
    expect(await screen.findByText('작성 중이던 내용을 불러왔습니다')).toBeInTheDocument();
    expect(screen.getByLabelText('제목')).toHaveValue('주간 보고서');
    serverAnswers(201, { message: '할일이 추가되었습니다', todo: todo({ id: 't1', title: '주간 보고서' }) });
    await user.click(screen.getByRole('button', { name: '할일 추가' }));
    await waitFor(() => expect(screen.getByTestId('elsewhere')).toBeInTheDocument());
    expect(Object.keys(localStorage).filter((k) => k.startsWith('haru:draft:'))).toEqual([]);
  });
});
