import { AUTH_MESSAGES } from '@haru/contracts';
import { startTestApi, type TestApi } from '../../../test/harness';
import { bcryptGate } from './bcrypt-gate';
import { attemptCount } from './throttle';

/** Sign-up throttled per client address, with a low limit from the configuration (other suites raise it). */
const LIMIT = 3;
const defaults = { capacity: bcryptGate.capacity, maxQueue: bcryptGate.maxQueue };
let api: TestApi;
beforeAll(async () => { api = await startTestApi({ REGISTER_MAX_PER_IP: String(LIMIT) }); });
afterAll(async () => { await api.close(); });
afterEach(() => { bcryptGate.configure(defaults); });

let ipCounter = 0;
const freshIp = () => `198.18.0.${++ipCounter}`;
let n = 0;
const body = () => {
  n += 1;
  return { username: `signup${n}`, email: `signup${n}@example.com`, password: 'password123' };
};
const register = (b: object, ip: string) => api.http().post('/api/auth/register').set('X-Forwarded-For', ip).send(b);

describe('sign-up throttling per address', () => {
  it(`when 8 sign-ups arrive at once from one address, then ${LIMIT} are served and the rest get a Korean 429 with Retry-After`, async () => {
    const ip = freshIp();
    const results = await Promise.all(Array.from({ length: 8 }, () => register(body(), ip)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(LIMIT);
    const throttled = results.filter((r) => r.status === 429);
    expect(throttled).toHaveLength(8 - LIMIT);
    for (const res of throttled) {
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.body).toMatchObject({ status: 429, code: 'too_many_requests', detail: AUTH_MESSAGES.registerThrottled });
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    }
    // Another address is not affected.
    expect((await register(body(), freshIp())).status).toBe(201);
  }, 60_000);

  it('when one address probes which e-mails and usernames exist, then it learns nothing once its limit is used', async () => {
    const taken = body();
    await register(taken, freshIp()).expect(201);
    const ip = freshIp();
    const probes = [];
    for (let i = 0; i < LIMIT + 3; i += 1) {
      const probe = i % 2 ? { ...body(), email: taken.email } : { ...body(), username: taken.username };
      probes.push((await register(probe, ip)).status);
    }
    expect(probes).toEqual([...Array(LIMIT).fill(409), 429, 429, 429]);
  }, 60_000);

  it('when the password queue refuses a sign-up, then it does not count against the address', async () => {
    const ip = freshIp();
    bcryptGate.configure({ capacity: 1, maxQueue: 0 });
    let release = () => undefined as void;
    const hold = bcryptGate.run(() => new Promise<void>((resolve) => { release = resolve; }));
    const refused = await register(body(), ip);
    release();
    await hold;
    expect(refused.status).toBe(503);
    expect(await attemptCount(`register-ip:${ip}`)).toBe(0);
  });

  it('when bodies are invalid, then they are refused before counting (a typo in the form costs no attempt)', async () => {
    const ip = freshIp();
    for (let i = 0; i < LIMIT + 2; i += 1) expect((await register({ ...body(), email: 'not-an-email' }, ip)).status).toBe(400);
    expect((await register(body(), ip)).status).toBe(201);
  }, 30_000);
});
