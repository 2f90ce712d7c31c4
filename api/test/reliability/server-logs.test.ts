import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { call, spawnServer, type Spawned } from './spawn-server';

/**
 * Target 14: the real server's own log output (pino, at trace level so everything is written) over a session that
 * registers, logs in, fails a login, refreshes, replays a refresh token, changes the password and logs out: it
 * carries request ids and never a password, a bearer token or a refresh token.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'haru-logs-'));
let server: Spawned;
beforeAll(async () => { server = await spawnServer(dataDir, { LOG_LEVEL: 'trace' }); }, 90_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('server logs', () => {
  it('never contain a password, bearer token or refresh token', async () => {
    const u = server.url;
    const password = 'Log-Secret-Pass-7';
    const newPassword = 'Log-Newer-Pass-8';
    const reg = await call(`${u}/api/auth/register`, 'POST', { username: 'logger1', email: 'logger1@example.com', password });
    expect(reg.status).toBe(201);
    const login = await call(`${u}/api/auth/login`, 'POST', { username: 'logger1', password });
    await call(`${u}/api/auth/login`, 'POST', { username: 'logger1', password: 'Wrong-Guess-Pass-9' });
    const refreshed = await call(`${u}/api/auth/refresh`, 'POST', { refresh_token: login.body.refresh_token });
    await call(`${u}/api/auth/refresh`, 'POST', { refresh_token: login.body.refresh_token });
    await call(`${u}/api/todos?access_token=${reg.body.access_token}`, 'GET', undefined, reg.body.access_token);
    await call(`${u}/api/todos`, 'POST', { title: '로그 확인', password }, reg.body.access_token);
    const changed = await call(`${u}/api/auth/change-password`, 'PUT', { currentPassword: password, newPassword }, reg.body.access_token);
    expect(changed.status).toBe(200);
    await call(`${u}/api/auth/logout`, 'POST', { refresh_token: reg.body.refresh_token }, reg.body.access_token);
    await new Promise((r) => setTimeout(r, 300));

    const out = server.output();
    const lines = out.split('\n').filter((l) => l.startsWith('{'));
    expect(lines.length).toBeGreaterThanOrEqual(8);
    const secrets = [password, newPassword, 'Wrong-Guess-Pass-9', reg.body.access_token, reg.body.refresh_token,
      login.body.access_token, login.body.refresh_token, refreshed.body.refresh_token, refreshed.body.access_token];
    for (const secret of secrets) expect({ leaked: out.includes(secret), secret: secret.slice(0, 12) }).toEqual({ leaked: false, secret: secret.slice(0, 12) });
    // Tokens are JWTs or long random strings: no fragment of one may appear either.
    expect(out).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/);
    const requestLines = lines.map((l) => JSON.parse(l)).filter((l) => l.req || l.res || l.method || l.url);
    expect(requestLines.length).toBeGreaterThan(0);
    for (const l of requestLines) expect(typeof l.requestId).toBe('string');
  }, 60_000); // ten requests through a spawned server, two of them bcrypt hashes: budgeted for a busy machine
});
