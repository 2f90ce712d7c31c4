import { jsonResponse } from './test-response';
import { request } from './http';
import { onSessionExpired } from './events';
import { CLIENT_MESSAGES } from './messages';
import { refreshSession, setBaseUrl } from './refresh';
import { readSession, writeSession } from './tokens';

/** A JWT-shaped token whose payload carries `exp` (the client only reads the expiry). */
function token(expSecondsFromNow: number, tag: string): string {
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + expSecondsFromNow, tag })).replace(/=+$/, '');
  return `h.${payload}.s`;
}

/**
 * A small in-memory stand-in for the auth server: one valid refresh token at a time, rotated on every use,
 * replay → 401 (the real server's rules are tested in api/); protected calls need the current access token.
 */
function fakeServer() {
  const state = { access: token(900, 'a0'), refresh: 'r0', rotations: 0, calls: 0, revoked: false };
  const fetchImpl = async (url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const path = String(url).replace('http://api.test', '');
    await new Promise((r) => setTimeout(r, 5));
    if (path === '/api/auth/refresh') {
      const { refresh_token } = JSON.parse(String(init?.body));
      if (state.revoked || refresh_token !== state.refresh) {
        state.revoked = true;
        return jsonResponse(401, { detail: '인증이 만료되었습니다. 다시 로그인해주세요.' });
      }
      state.rotations += 1;
      state.access = token(900, `a${state.rotations}`);
      state.refresh = `r${state.rotations}`;
      return jsonResponse(200, { access_token: state.access, refresh_token: state.refresh, user: { username: 'haru' } });
    }
    state.calls += 1;
    const auth = (init?.headers as Record<string, string> | undefined)?.Authorization;
    if (auth !== `Bearer ${state.access}`) return jsonResponse(401, { detail: '인증이 만료되었습니다. 다시 로그인해주세요.' });
    return jsonResponse(200, { ok: true, path });
  };
  return { state, fetchImpl };
}

describe('session refresh', () => {
  const realFetch = global.fetch;
  let server: ReturnType<typeof fakeServer>;
  beforeAll(() => setBaseUrl('http://api.test'));
  beforeEach(() => {
    server = fakeServer();
    global.fetch = server.fetchImpl as typeof fetch;
    localStorage.clear();
  });
  afterEach(() => { global.fetch = realFetch; });

  it('an expired access token is refreshed before the call', async () => {
    writeSession({ accessToken: token(-60, 'old'), refreshToken: 'r0', username: 'haru' });
    await expect(request('/api/todos')).resolves.toEqual({ ok: true, path: '/api/todos' });
    expect(server.state.rotations).toBe(1);
    expect(readSession()).toMatchObject({ refreshToken: 'r1', accessToken: server.state.access });
  });

  it('ten concurrent calls with an expired token share one refresh (one rotation, no logout)', async () => {
    writeSession({ accessToken: token(-60, 'old'), refreshToken: 'r0', username: 'haru' });
    const expired = jest.fn();
    const off = onSessionExpired(expired);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => request(`/api/item/${i}`)));
    off();
    expect(results).toHaveLength(10);
    expect(server.state.rotations).toBe(1);
    expect(expired).not.toHaveBeenCalled();
  });

  it('concurrent 401s (token revoked server-side but not expired locally) refresh once and retry once each', async () => {
    writeSession({ accessToken: token(900, 'stale'), refreshToken: 'r0', username: 'haru' });
    const results = await Promise.all(Array.from({ length: 5 }, () => request('/api/todos')));
    expect(results.every((r) => (r as { ok: boolean }).ok)).toBe(true);
    expect(server.state.rotations).toBe(1);
    expect(server.state.calls).toBe(10);
  });

  it('a caller holding a stale refresh token picks up the tokens another tab stored instead of rotating again', async () => {
    writeSession({ accessToken: server.state.access, refreshToken: 'r0', username: 'haru' });
    server.state.refresh = 'r-other-tab';
    writeSession({ accessToken: server.state.access, refreshToken: 'r-other-tab', username: 'haru' });
    await expect(refreshSession('r0')).resolves.toMatchObject({ refreshToken: 'r-other-tab' });
    expect(server.state.rotations).toBe(0);
  });

  it('a torn read (old expired access token, new refresh token) uses the fresh tokens another tab stored', async () => {
    // The other tab rotated r0 → r1 and stored both; this caller read the old access token before that write
    // and the new refresh token after it.
    server.state.rotations = 1;
    server.state.access = token(900, 'a1');
    server.state.refresh = 'r1';
    writeSession({ accessToken: server.state.access, refreshToken: 'r1', username: 'haru' });
    await expect(refreshSession('r1', token(-60, 'a0'))).resolves.toMatchObject({ accessToken: server.state.access, refreshToken: 'r1' });
    expect(server.state.rotations).toBe(1);
  });

  it('a revoked session whose access token is unexpired still tries to refresh (and signs out when that fails)', async () => {
    const access = token(900, 'revoked');
    writeSession({ accessToken: access, refreshToken: 'r-unknown', username: 'haru' });
    await expect(refreshSession('r-unknown', access)).resolves.toBeNull();
    expect(readSession()).toBeNull();
  });

  it('when refresh fails: tokens cleared, session-expired signalled, 인증이 만료되었습니다 raised', async () => {
    writeSession({ accessToken: token(-60, 'old'), refreshToken: 'r-unknown', username: 'haru' });
    const expired = jest.fn();
    const off = onSessionExpired(expired);
    await expect(request('/api/todos')).rejects.toMatchObject({ message: CLIENT_MESSAGES.sessionExpired, status: 401 });
    off();
    expect(readSession()).toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('token_rotated (another tab refreshed first): waits for that tab\'s tokens instead of signing out', async () => {
    writeSession({ accessToken: token(-60, 'old'), refreshToken: 'r0', username: 'haru' });
    global.fetch = (async () => jsonResponse(401, { code: 'token_rotated', detail: '인증이 만료되었습니다. 다시 로그인해주세요.' })) as typeof fetch;
    // The other tab's write reaches this tab's storage a little later.
    setTimeout(() => {
      localStorage.setItem('access_token', token(900, 'other-tab'));
      localStorage.setItem('refresh_token', 'r-other-tab');
    }, 120);
    const expired = jest.fn();
    const off = onSessionExpired(expired);
    await expect(refreshSession('r0')).resolves.toMatchObject({ refreshToken: 'r-other-tab' });
    off();
    expect(expired).not.toHaveBeenCalled();
  });

  it('a server error during refresh keeps the session (no logout on a 5xx)', async () => {
    writeSession({ accessToken: token(-60, 'old'), refreshToken: 'r0', username: 'haru' });
    global.fetch = (async () => jsonResponse(503, { detail: '서버 오류' })) as typeof fetch;
    await expect(request('/api/todos')).rejects.toMatchObject({ status: 503 });
    expect(readSession()).not.toBeNull();
  });
});
