import { AUTH_MESSAGES } from '@haru/contracts';
import { startTestApi, type TestApi } from '../../../test/harness';
import { MAX_FAILURES_PER_IP, MAX_FAILURES_PER_USER_IP } from './attempts';
import { UserModel } from './user.model';

let api: TestApi;
// The cost deployments use: these tests are about what bcrypt's time means (timing, the gate).
beforeAll(async () => { api = await startTestApi({ BCRYPT_COST: '12' }); });
afterAll(async () => { await api.close(); });

let ipCounter = 0;
/** Each test its own client address (trust proxy: loopback), so throttle counters never leak between tests. */
const freshIp = () => `203.0.113.${++ipCounter}`;
const login = (body: object, ip: string) => api.http().post('/api/auth/login').set('X-Forwarded-For', ip).send(body);

describe('POST /api/auth/login', () => {
  it('by username (any letter case) and by e-mail (any letter case)', async () => {
    const u = await api.user('Login');
    const ip = freshIp();
    for (const username of [u.username, u.username.toUpperCase(), u.email, u.email.toUpperCase()]) {
      const res = await login({ username, password: u.password }, ip);
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ id: u.id, username: u.username, email: u.email });
      expect(res.body.access_token).toBeTruthy();
      expect(res.body.refresh_token).toBeTruthy();
    }
  });

  it('wrong password and unknown user: the same 401 and Korean message', async () => {
    const u = await api.user('wrongpw');
    const ip = freshIp();
    const wrong = await login({ username: u.username, password: 'nope-nope' }, ip);
    const unknown = await login({ username: 'nobody-here', password: 'nope-nope' }, ip);
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: 'unauthorized', detail: AUTH_MESSAGES.loginFailed });
    }
  });

  it('stores the password as a bcrypt hash of cost 12', async () => {
    const u = await api.user('cost');
    const stored = await UserModel.findOne({ username: u.username }).lean();
    expect(stored?.passwordHash).toMatch(/^\$2[aby]\$12\$/);
  });

  it('an unknown user takes about as long as a wrong password (bcrypt runs either way)', async () => {
    const u = await api.user('timing');
    const ip = freshIp();
    const time = async (username: string) => {
      const started = performance.now();
      await login({ username, password: 'wrong-password' }, ip);
      return performance.now() - started;
    };
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    await time('warm-up-user');
    const known: number[] = [];
    const unknown: number[] = [];
    // Interleaved, so a load spike on the shared machine hits both sides alike.
    for (let i = 0; i < 3; i += 1) {
      known.push(await time(u.username));
      unknown.push(await time(`ghost-user-${i}`));
    }
    const ratio = median(unknown) / median(known);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  }, 60_000);

  it('rejects missing fields, unknown keys and operator injection with 400', async () => {
    const ip = freshIp();
    expect((await login({ username: 'x' }, ip)).body.detail).toBe(AUTH_MESSAGES.passwordRequired);
    expect((await login({ password: 'x' }, ip)).status).toBe(400);
    expect((await login({ username: { $ne: '' }, password: 'x' }, ip)).status).toBe(400);
    expect((await login({ username: 'a', password: 'x', extra: 1 }, ip)).status).toBe(400);
  });

  it(`throttles after ${MAX_FAILURES_PER_USER_IP} failures per username+IP: 429 + Retry-After, even with the right password`, async () => {
    const u = await api.user('throttle');
    const ip = freshIp();
    for (let i = 0; i < MAX_FAILURES_PER_USER_IP; i += 1) {
      expect((await login({ username: u.username, password: 'wrong-one' }, ip)).status).toBe(401);
    }
    const blocked = await login({ username: u.username, password: u.password }, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ code: 'too_many_requests', detail: AUTH_MESSAGES.loginThrottled });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // No account lockout: the owner signing in from another address is not affected.
    expect((await login({ username: u.username, password: u.password }, freshIp())).status).toBe(200);
  });

  it('a success before the limit clears the username+IP counter', async () => {
    const u = await api.user('clears');
    const ip = freshIp();
    for (let i = 0; i < MAX_FAILURES_PER_USER_IP - 1; i += 1) await login({ username: u.username, password: 'bad-pass' }, ip);
    expect((await login({ username: u.username, password: u.password }, ip)).status).toBe(200);
    for (let i = 0; i < MAX_FAILURES_PER_USER_IP - 1; i += 1) {
      expect((await login({ username: u.username, password: 'bad-pass' }, ip)).status).toBe(401);
    }
  });

  it(`throttles one address after ${MAX_FAILURES_PER_IP} failures across usernames`, async () => {
    const ip = freshIp();
    const u = await api.user('perip');
    for (let i = 0; i < MAX_FAILURES_PER_IP; i += 1) {
      expect((await login({ username: `spray${i}`, password: 'bad-pass' }, ip)).status).toBe(401);
    }
    const blocked = await login({ username: u.username, password: u.password }, ip);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  }, 90_000); // 30 bcrypt comparisons at cost 12 on a shared machine

  it('a login never blocks other requests while bcrypt runs', async () => {
    const u = await api.user('nonblock');
    const ip = freshIp();
    const finished: string[] = [];
    const slow = login({ username: u.username, password: u.password }, ip).then((res) => { finished.push('login'); return res; });
    await new Promise((r) => setTimeout(r, 20));
    await api.http().get('/api/health').then(() => finished.push('health'));
    expect((await slow).status).toBe(200);
    expect(finished).toEqual(['health', 'login']);
  });
});
