import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@haru/router';
import { setBaseUrl, writeSession, clearSession } from '@haru/api-client';
import { RequireAuth } from './require-auth';

const jwtWithExp = (secondsFromNow: number) => `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + secondsFromNow }))}.s`;

function LoginProbe() {
  const location = useLocation();
  return <p>login page from {(location.state as { from?: string } | null)?.from}</p>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<LoginProbe />} />
        <Route path="*" element={<RequireAuth><p>protected screen</p></RequireAuth>} />
      </Routes>
    </MemoryRouter>,
  );
}

const realFetch = global.fetch;
beforeAll(() => setBaseUrl('http://api.test'));
afterEach(() => {
  global.fetch = realFetch;
  clearSession();
});

describe('RequireAuth', () => {
  it('without a session: to /login, remembering the requested page', () => {
    renderAt('/todo/abc?x=1');
    expect(screen.getByText('login page from /todo/abc?x=1')).toBeInTheDocument();
  });

  it('with a valid session: the screen at once', () => {
    writeSession({ accessToken: jwtWithExp(600), refreshToken: 'r', username: 'haru' });
    renderAt('/home');
    expect(screen.getByText('protected screen')).toBeInTheDocument();
  });

  it('with an expired access token: a spinner while the session is renewed, then the screen', async () => {
    writeSession({ accessToken: jwtWithExp(-60), refreshToken: 'r', username: 'haru' });
    let answer: (value: unknown) => void = () => undefined;
    global.fetch = (() => new Promise((resolve) => { answer = resolve as (value: unknown) => void; })) as typeof fetch;
    renderAt('/home');
    expect(screen.getByTestId('auth-checking')).toBeInTheDocument();
    expect(screen.queryByText('protected screen')).not.toBeInTheDocument();
    await act(async () => {
      answer({ ok: true, status: 200, json: async () => ({ access_token: jwtWithExp(600), refresh_token: 'r2', user: { username: 'haru' } }) });
    });
    expect(await screen.findByText('protected screen')).toBeInTheDocument();
  });

  it('when renewal is refused: signed out and sent to /login', async () => {
    writeSession({ accessToken: jwtWithExp(-60), refreshToken: 'r', username: 'haru' });
    global.fetch = (async () => ({ ok: false, status: 401, json: async () => ({ detail: '인증이 만료되었습니다. 다시 로그인해주세요.' }) })) as unknown as typeof fetch;
    renderAt('/calendar');
    expect(await screen.findByText(/login page from/)).toBeInTheDocument();
  });
});
