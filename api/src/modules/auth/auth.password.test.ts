import { AUTH_MESSAGES } from '@haru/contracts';
import { startTestApi, type TestApi } from '../../../test/harness';

let api: TestApi;
beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api.close(); });

const change = (auth: Record<string, string>, body: object) => api.http().put('/api/auth/change-password').set(auth).send(body);
const login = (username: string, password: string) => api.http().post('/api/auth/login').send({ username, password });

describe('PUT /api/auth/change-password', () => {
  it('needs the current password, then the new one works and the old does not', async () => {
    const u = await api.user('chpw');
    const res = await change(u.auth, { currentPassword: u.password, newPassword: 'brand-new-1' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: AUTH_MESSAGES.passwordChanged });
    expect((await login(u.username, 'brand-new-1')).status).toBe(200);
    expect((await login(u.username, u.password)).status).toBe(401);
  });

  it('revokes every other session at once and keeps the current one', async () => {
    const u = await api.user('revoke');
    const other = await login(u.username, u.password);
    await change(u.auth, { currentPassword: u.password, newPassword: 'brand-new-2' }).expect(200);
    const otherAuth = { Authorization: `Bearer ${other.body.access_token}` };
    expect((await api.http().get('/api/auth/me').set(otherAuth)).status).toBe(401);
    expect((await api.http().post('/api/auth/refresh').send({ refresh_token: other.body.refresh_token })).status).toBe(401);
    expect((await api.http().get('/api/auth/me').set(u.auth)).status).toBe(200);
    expect((await api.http().post('/api/auth/refresh').send({ refresh_token: u.refresh })).status).toBe(200);
  });

  it('a wrong current password is 400 (not 401: the client must not treat it as an expired session)', async () => {
    const u = await api.user('wrongcur');
    const res = await change(u.auth, { currentPassword: 'not-mine', newPassword: 'brand-new-3' });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(AUTH_MESSAGES.currentPasswordWrong);
  });

  it.each([
    [{ currentPassword: 'password123', newPassword: '12345' }, AUTH_MESSAGES.passwordTooShort],
    [{ currentPassword: 'password123', newPassword: 'é'.repeat(37) }, AUTH_MESSAGES.passwordTooLong],
    [{ currentPassword: 'password123', newPassword: 'password123' }, AUTH_MESSAGES.newPasswordSame],
    [{ currentPassword: 'password123' }, AUTH_MESSAGES.passwordRequired],
    [{ newPassword: 'brand-new' }, AUTH_MESSAGES.passwordRequired],
  ])('400 for %j', async (body, detail) => {
    const u = await api.user('rules');
    const res = await change(u.auth, body);
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(detail);
  });

  it('refuses the username as the new password, and needs a token', async () => {
    const u = await api.user('samename');
    expect((await change(u.auth, { currentPassword: u.password, newPassword: u.username })).body.detail).toBe(AUTH_MESSAGES.passwordEqualsUsername);
    expect((await api.http().put('/api/auth/change-password').send({ currentPassword: 'a', newPassword: 'bbbbbb' })).status).toBe(401);
  });

  it('guessing the current password is throttled (429 + Retry-After)', async () => {
    const u = await api.user('guess');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await change(u.auth, { currentPassword: `guess-${i}`, newPassword: 'brand-new-4' })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});
