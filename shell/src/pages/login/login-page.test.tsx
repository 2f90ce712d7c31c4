import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@haru/router';
import { clearSession, setBaseUrl } from '@haru/api-client';
import { LoginPage } from './login-page';

// UI state only: the server's answer is stubbed; the real sign-in runs in api/ and e2e/tests/auth.e2e.test.ts.
const realFetch = global.fetch;
const fetchMock = jest.fn();
const token = `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 600 }))}.s`;
const reply = (status: number, body: unknown) => ({ ok: status < 300, status, headers: new Headers(), json: async () => body });

beforeAll(() => setBaseUrl('http://api.test'));
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => {
  global.fetch = realFetch;
  clearSession();
});

async function show() {
  render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="*" element={<p data-testid="elsewhere" />} />
      </Routes>
    </MemoryRouter>,
  );
  const user = userEvent.setup();
  // The intro shows once per page load (the first test here); its skip button leads to the form.
  const skip = screen.queryByRole('button', { name: '건너뛰기' });
  if (skip) await user.click(skip);
  return user;
}
const submit = () => screen.getByRole('button', { name: '로그인' });

describe('LoginPage (plain fields validated by the contract\'s loginSchema, loaded on submit)', () => {
  it('shows the contract\'s messages on submit, focuses the first field in error and clears a message when its field is edited', async () => {
    const user = await show();
    await user.click(submit());
    expect(await screen.findByText('아이디를 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByText('비밀번호를 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByLabelText('아이디 또는 이메일')).toHaveFocus();
    await user.type(screen.getByLabelText('아이디 또는 이메일'), 'h');
    expect(screen.queryByText('아이디를 입력해주세요.')).not.toBeInTheDocument();
    expect(screen.getByText('비밀번호를 입력해주세요.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the schema\'s output (the username trimmed) and goes on when the server accepts', async () => {
    fetchMock.mockResolvedValue(reply(200, { access_token: token, refresh_token: 'r', token_type: 'bearer', expires_in: 900, user: { id: '1', username: 'haru', email: 'haru@example.com', created_at: '' } }));
    const user = await show();
    await user.type(screen.getByLabelText('아이디 또는 이메일'), '  haru ');
    await user.type(screen.getByLabelText('비밀번호'), 'secret1{Enter}');
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ username: 'haru', password: 'secret1' });
  });

  it('shows the one failure message when the server refuses, and clears it when a field is edited', async () => {
    fetchMock.mockResolvedValue(reply(401, { status: 401, detail: '아이디 또는 비밀번호가 올바르지 않습니다.' }));
    const user = await show();
    await user.type(screen.getByLabelText('아이디 또는 이메일'), 'haru');
    await user.type(screen.getByLabelText('비밀번호'), 'wrong-pass');
    await user.click(submit());
    expect(await screen.findByText('로그인에 실패했습니다. 아이디와 비밀번호를 확인해주세요.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('비밀번호'), 'x');
    expect(screen.queryByText('로그인에 실패했습니다. 아이디와 비밀번호를 확인해주세요.')).not.toBeInTheDocument();
  });

  it('Hangul IME: the Enter that confirms a syllable does not submit', async () => {
    await show();
    const input = screen.getByLabelText('아이디 또는 이메일');
    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: '하루' } });
    expect(fireEvent.keyDown(input, { key: 'Enter', keyCode: 229, isComposing: true })).toBe(false);
    await waitFor(() => expect(input).toHaveValue('하루'));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
