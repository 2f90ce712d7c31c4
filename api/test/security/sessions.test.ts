import mongoose from 'mongoose';
import { RefreshTokenModel } from '../../src/modules/auth/session.model';
import { ROTATION_GRACE_MS } from '../../src/modules/auth/sessions';
import { startTestApi, type TestApi } from '../harness';

/** Make every rotation older than the two-tab grace period, as a later replay would be. */
const ageRotations = () => RefreshTokenModel.updateMany({ rotatedAt: mongoose.trusted({ $ne: null }) }, { $set: { rotatedAt: new Date(Date.now() - ROTATION_GRACE_MS - 1000) } });

/** Target 4/5 beyond api/src/modules/auth/*.test.ts: wider concurrency, long rotation chains, per-session logout, 72 bytes. */
let api: TestApi;
beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api.close(); });

const refresh = (refresh_token: string) => api.http().post('/api/auth/refresh').send({ refresh_token });
const me = (token: string) => api.http().get('/api/auth/me').set('Authorization', `Bearer ${token}`);

describe('sessions', () => {
  it('8 concurrent refreshes with one token: exactly one rotation, the rest 401, never a 5xx', async () => {
    const u = await api.user('conc8');
    const results = await Promise.all(Array.from({ length: 8 }, () => refresh(u.refresh)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 401, 401, 401, 401, 401, 401, 401]);
    for (const r of results.filter((x) => x.status === 401)) expect(r.body.detail).toMatch(/[가-힣]/);
  });

  it('a chain of rotations gives a new pair each time; replaying any old link ends the family', async () => {
    const u = await api.user('chain');
    const seen = new Set([u.refresh, u.access]);
    let current = u.refresh;
    const spent: string[] = [];
    let latestAccess = u.access;
    for (let i = 0; i < 4; i += 1) {
      const res = await refresh(current);
      expect(res.status).toBe(200);
      // Refresh tokens are new each time (an access token of the same session may repeat within one second).
      expect(seen.has(res.body.refresh_token)).toBe(false);
      seen.add(res.body.refresh_token);
      latestAccess = res.body.access_token;
      spent.push(current);
      current = res.body.refresh_token;
    }
    expect((await me(latestAccess)).status).toBe(200);
    // Within the grace period a replay is refused without ending the session (another tab of the same browser).
    expect((await refresh(spent[3])).status).toBe(401);
    expect((await me(latestAccess)).status).toBe(200);
    await ageRotations();
    expect((await refresh(spent[1])).status).toBe(401);
    expect((await refresh(current)).status).toBe(401);
    expect((await me(latestAccess)).status).toBe(401);
  });

  it("logout ends only its own session: the user's other session keeps working", async () => {
    const u = await api.user('twosess');
    const other = (await api.http().post('/api/auth/login').send({ username: u.username, password: u.password })).body;
    await api.http().post('/api/auth/logout').set(u.auth).send({ refresh_token: u.refresh }).expect(204);
    expect((await refresh(u.refresh)).status).toBe(401);
    expect((await me(other.access_token)).status).toBe(200);
    expect((await refresh(other.refresh_token)).status).toBe(200);
  });

  it('a new password over 72 UTF-8 bytes (25 Hangul syllables) is refused, not truncated; 24 syllables work', async () => {
    const u = await api.user('pw72');
    const tooLong = '가'.repeat(25);
    const res = await api.http().put('/api/auth/change-password').set(u.auth).send({ currentPassword: u.password, newPassword: tooLong });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toMatch(/[가-힣]/);
    const exact = '가'.repeat(24);
    expect((await api.http().put('/api/auth/change-password').set(u.auth).send({ currentPassword: u.password, newPassword: exact })).status).toBe(200);
    expect((await api.http().post('/api/auth/login').send({ username: u.username, password: exact })).status).toBe(200);
    // A password sharing the first 72 bytes but longer must not log in (bcrypt would ignore the tail).
    expect((await api.http().post('/api/auth/login').send({ username: u.username, password: `${exact}가` })).status).not.toBe(200);
  });
});
