import mongoose from 'mongoose';
import { AUTH_MESSAGES } from '@haru/contracts';
import { startTestApi, type TestApi, type TestUser } from '../../../test/harness';
import { MAX_FAILURES_PER_USER_IP } from './attempts';
import { bcryptGate } from './bcrypt-gate';
import { SessionModel } from './session.model';
import { authTestHooks } from './test-hooks';
import { attemptCount } from './throttle';

/** Races between a check and its act (issue 17): real parallel HTTP requests against the API. */
let api: TestApi;
const defaults = { capacity: bcryptGate.capacity, maxQueue: bcryptGate.maxQueue };
beforeAll(async () => {
  api = await startTestApi({ BCRYPT_COST: '12' });
  await api.user('warmup'); // the dummy hash primed at start is made by now, so it is not counted below
});
afterAll(async () => { await api.close(); });
afterEach(() => {
  bcryptGate.configure(defaults);
  delete authTestHooks.afterPasswordCheck;
});

let ipCounter = 0;
const freshIp = () => `192.0.2.${++ipCounter}`;
const login = (body: object, ip: string) => api.http().post('/api/auth/login').set('X-Forwarded-For', ip).send(body);
const change = (u: TestUser, body: object, ip = '127.0.0.1') => api.http().put('/api/auth/change-password').set(u.auth).set('X-Forwarded-For', ip).send(body);
const me = (token: string) => api.http().get('/api/auth/me').set('Authorization', `Bearer ${token}`);
const refresh = (token: string) => api.http().post('/api/auth/refresh').send({ refresh_token: token });
const liveSessions = (userId: string) => SessionModel.countDocuments({ userId: new mongoose.Types.ObjectId(userId), revokedAt: null });

/** Counts the bcrypt hashes and compares `work` starts, through the real gate every one of them passes. */
async function bcryptRuns(work: () => Promise<unknown>): Promise<number> {
  const before = bcryptGate.started;
  await work();
  return bcryptGate.started - before;
}

describe('throttling holds against parallel bursts', () => {
  it('when 45 wrong passwords for one user arrive at once from one address, then exactly 5 are checked and 40 get 429', async () => {
    const u = await api.user('burst');
    const ip = freshIp();
    let results: Awaited<ReturnType<typeof login>>[] = [];
    const compares = await bcryptRuns(async () => {
      results = await Promise.all(Array.from({ length: 45 }, (_, i) => login({ username: u.username, password: `wrong-${i}` }, ip)));
    });
    expect(compares).toBe(MAX_FAILURES_PER_USER_IP);
    expect(results.filter((r) => r.status === 401)).toHaveLength(MAX_FAILURES_PER_USER_IP);
    const throttled = results.filter((r) => r.status === 429);
    expect(throttled).toHaveLength(45 - MAX_FAILURES_PER_USER_IP);
    for (const res of throttled) {
      expect(res.body).toMatchObject({ code: 'too_many_requests', detail: AUTH_MESSAGES.loginThrottled });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await attemptCount(`user-ip:account:${u.id}|${ip}`)).toBe(MAX_FAILURES_PER_USER_IP);
  }, 90_000);

  it('when wrong passwords come by username and by e-mail (any case), then they count under one key for the account', async () => {
    const u = await api.user('onekey');
    const ip = freshIp();
    const names = [u.username, u.email, u.username.toUpperCase(), u.email.toUpperCase(), u.email];
    const statuses = await Promise.all(names.map((username) => login({ username, password: 'wrong-password' }, ip).then((r) => r.status)));
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const next = await login({ username: u.email, password: u.password }, ip);
    expect(next.status).toBe(429);
    expect((await login({ username: u.username, password: u.password }, ip)).status).toBe(429);
  }, 60_000);

  it('when 15 current-password guesses with one stolen token arrive at once, then exactly 5 are checked', async () => {
    const u = await api.user('stolen');
    let results: Awaited<ReturnType<typeof change>>[] = [];
    const compares = await bcryptRuns(async () => {
      results = await Promise.all(Array.from({ length: 15 }, (_, i) => change(u, { currentPassword: `guess-${i}`, newPassword: 'brand-new-9' })));
    });
    expect(compares).toBe(MAX_FAILURES_PER_USER_IP);
    expect(results.filter((r) => r.status === 400)).toHaveLength(MAX_FAILURES_PER_USER_IP);
    expect(results.filter((r) => r.status === 429)).toHaveLength(15 - MAX_FAILURES_PER_USER_IP);
    // The real password is refused too until the window ends: the thief gained nothing by going parallel.
    expect((await change(u, { currentPassword: u.password, newPassword: 'brand-new-9' })).status).toBe(429);
  }, 60_000);

  it('when the password queue refuses a login, then the reserved attempt is given back', async () => {
    const u = await api.user('refused');
    const ip = freshIp();
    bcryptGate.configure({ capacity: 1, maxQueue: 0 });
    let release = () => undefined as void;
    const hold = bcryptGate.run(() => new Promise<void>((resolve) => { release = resolve; }));
    const refused = await login({ username: u.username, password: 'wrong-password' }, ip);
    release();
    await hold;
    expect(refused.status).toBe(503);
    expect(await attemptCount(`user-ip:account:${u.id}|${ip}`)).toBe(0);
    expect(await attemptCount(`ip:${ip}`)).toBe(0);
  });
});

describe('a password change while a login is in flight', () => {
  it('when the password changes between a login\'s check and its session, then that login gets no usable session', async () => {
    const u = await api.user('inflight');
    let entered = () => undefined as void;
    const atCheck = new Promise<void>((resolve) => { entered = resolve; });
    let resume = () => undefined as void;
    const held = new Promise<void>((resolve) => { resume = resolve; });
    authTestHooks.afterPasswordCheck = async () => {
      entered();
      await held;
    };
    // The old password is right when this login checks it; the hook holds it before its session is made.
    const pending = login({ username: u.username, password: u.password }, freshIp()).then((res) => res);
    await atCheck;
    delete authTestHooks.afterPasswordCheck;
    expect((await change(u, { currentPassword: u.password, newPassword: 'changed-meanwhile' })).status).toBe(200);
    resume();
    const res = await pending;
    expect(res.status).toBe(401);
    expect(res.body.detail).toBe(AUTH_MESSAGES.loginFailed);
    // Only the session that made the change is alive.
    expect(await liveSessions(u.id)).toBe(1);
    expect((await me(u.access)).status).toBe(200);
  }, 60_000);

  it('when the change comes just after the login\'s session was made, then that session is revoked with the others', async () => {
    const u = await api.user('justafter');
    const res = await login({ username: u.username, password: u.password }, freshIp());
    expect(res.status).toBe(200);
    expect((await change(u, { currentPassword: u.password, newPassword: 'changed-after' })).status).toBe(200);
    expect((await me(res.body.access_token)).status).toBe(401);
    expect((await refresh(res.body.refresh_token)).status).toBe(401);
  }, 60_000);

  it('when two sessions change the password at once with the right current one, then exactly one change wins', async () => {
    const u = await api.user('twochanges');
    const other = await login({ username: u.username, password: u.password }, freshIp());
    const otherUser = { ...u, auth: { Authorization: `Bearer ${other.body.access_token}` } };
    bcryptGate.configure({ capacity: 1 }); // both current-password checks finish before either new hash is written
    const [a, b] = await Promise.all([
      change(u, { currentPassword: u.password, newPassword: 'winner-aaa' }),
      change(otherUser, { currentPassword: u.password, newPassword: 'winner-bbb' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    const loser = a.status === 400 ? a : b;
    expect(loser.body.detail).toBe(AUTH_MESSAGES.currentPasswordWrong);
    const winnerPassword = a.status === 200 ? 'winner-aaa' : 'winner-bbb';
    const loserPassword = a.status === 200 ? 'winner-bbb' : 'winner-aaa';
    expect((await login({ username: u.username, password: winnerPassword }, freshIp())).status).toBe(200);
    expect((await login({ username: u.username, password: loserPassword }, freshIp())).status).toBe(401);
  }, 60_000);
});
