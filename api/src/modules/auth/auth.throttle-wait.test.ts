import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AUTH_MESSAGES } from '@haru/contracts';
import { startTestApi, type TestApi } from '../../../test/harness';
import { until as untilHolds } from '../../../test/until';
import { MAX_FAILURES_PER_IP, MAX_FAILURES_PER_USER_IP, waitingChecks } from './attempts';
import { bcryptGate } from './bcrypt-gate';
import { attemptCount } from './throttle';
import { authTestHooks } from './test-hooks';

/**
 * A key at its limit while some of its checks are still running waits for them instead of refusing at once
 * (attempts.ts): right passwords sent together all get in, wrong ones still stop at the limit. The gate is held
 * shut so that every reserved check stays pending until the test lets them run.
 */
let api: TestApi;
const defaults = { capacity: bcryptGate.capacity, maxQueue: bcryptGate.maxQueue };
beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api.close(); });
afterEach(() => { bcryptGate.configure(defaults); });

let ipCounter = 0;
const freshIp = () => `203.0.113.${++ipCounter}`;
/** Sent at once (a supertest request only starts when it is awaited or `then`-ed). */
const login = (body: object, ip: string) => api.http().post('/api/auth/login').set('X-Forwarded-For', ip).send(body).then((r) => r);

const until = (check: () => boolean | Promise<boolean>) => untilHolds(check, 20_000, () => `(gate: ${bcryptGate.queued} queued, ${bcryptGate.started} started)`);

/** Shuts the gate: every password check queues behind one held task until `open()`. */
function holdGate() {
  bcryptGate.configure({ capacity: 1, maxQueue: 100 });
  let open = () => undefined as void;
  const held = bcryptGate.run(() => new Promise<void>((resolve) => { open = resolve; }));
  return async () => { open(); await held; };
}

describe('password checks wait for pending ones instead of refusing at once', () => {
  it('when 30 right-password logins of one account arrive at once from one address, then all 30 get in', async () => {
    const u = await api.user('together');
    const ip = freshIp();
    const open = holdGate();
    const answered: number[] = [];
    const all = Array.from({ length: 30 }, () => login({ username: u.username, password: u.password }, ip).then((r) => { answered.push(r.status); return r.status; }));
    await until(async () => (await attemptCount(`user-ip:account:${u.id}|${ip}`)) === MAX_FAILURES_PER_USER_IP);
    await until(() => bcryptGate.queued === MAX_FAILURES_PER_USER_IP);
    expect(answered).toEqual([]); // the 25 beyond the limit wait; none was refused
    await open();
    // every ended check wakes all 25 waiters, who race for its one slot: none may fail on that contention
    expect(await Promise.all(all)).toEqual(Array.from({ length: 30 }, () => 200));
    expect(await attemptCount(`ip:${ip}`)).toBe(0);
  }, 30_000);

  it('when 5 wrong passwords are still being checked, then a right one waits and gets 429 once all 5 failed', async () => {
    const u = await api.user('afterwrong');
    const ip = freshIp();
    const open = holdGate();
    const started = bcryptGate.started;
    const wrong = Array.from({ length: MAX_FAILURES_PER_USER_IP }, (_, i) => login({ username: u.username, password: `wrong-${i}` }, ip));
    await until(() => bcryptGate.queued === MAX_FAILURES_PER_USER_IP);
    let rightAnswered = false;
    const right = login({ username: u.username, password: u.password }, ip).then((r) => { rightAnswered = true; return r; });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(rightAnswered).toBe(false);
    expect(bcryptGate.queued).toBe(MAX_FAILURES_PER_USER_IP); // it waits outside the gate: no check runs for it
    await open();
    expect((await Promise.all(wrong)).map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
    const refused = await right;
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'too_many_requests', detail: AUTH_MESSAGES.loginThrottled });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(bcryptGate.started - started).toBe(MAX_FAILURES_PER_USER_IP); // the 5 wrong ones, none for the right one
  }, 30_000);

  it(`when ${MAX_FAILURES_PER_IP + 5} people sign in at once from one office address, then every one gets in`, async () => {
    const users = [];
    for (let i = 0; i < MAX_FAILURES_PER_IP + 5; i += 5) users.push(...(await Promise.all([0, 1, 2, 3, 4].map((j) => api.user(`office${i + j}`)))));
    const ip = freshIp();
    const open = holdGate();
    const all = users.map((u) => login({ username: u.username, password: u.password }, ip).then((r) => r.status));
    await until(async () => (await attemptCount(`ip:${ip}`)) === MAX_FAILURES_PER_IP);
    await open();
    const statuses = await Promise.all(all);
    expect(statuses.filter((s) => s === 200)).toHaveLength(users.length);
  }, 120_000);

  it('when right-password logins queue for one address\'s slots, then they get in in the order they arrived', async () => {
    const users = [];
    for (let i = 0; i < MAX_FAILURES_PER_IP + 8; i += 5) users.push(...(await Promise.all([0, 1, 2, 3, 4].map((j) => api.user(`queue${i + j}`)))));
    const ip = freshIp();
    const open = holdGate();
    const firsts = users.slice(0, MAX_FAILURES_PER_IP).map((u) => login({ username: u.username, password: u.password }, ip).then((r) => r.status));
    await until(async () => (await attemptCount(`ip:${ip}`)) === MAX_FAILURES_PER_IP);
    const waiting = users.slice(MAX_FAILURES_PER_IP, MAX_FAILURES_PER_IP + 8);
    const later: Promise<number>[] = [];
    for (const [i, u] of waiting.entries()) {
      later.push(login({ username: u.username, password: u.password }, ip).then((r) => r.status));
      await until(() => waitingChecks() === i + 1); // in line before the next one is sent
    }
    const reserved: string[] = [];
    authTestHooks.attemptReserved = (key) => void reserved.push(key);
    try {
      await open();
      expect(await Promise.all([...firsts, ...later])).toEqual(users.slice(0, MAX_FAILURES_PER_IP + 8).map(() => 200));
    } finally {
      delete authTestHooks.attemptReserved;
    }
    // Each freed slot went to the longest waiting; before, every waiter raced for it and the order was anyone's.
    expect(reserved).toEqual(waiting.map((u) => `user-ip:account:${u.id}|${ip}`));
    expect(waitingChecks()).toBe(0);
  }, 120_000);

  it('when a waiting login hangs up, then it stops waiting and no check runs for it', async () => {
    const u = await api.user('hangup');
    const ip = freshIp();
    const open = holdGate();
    const started = bcryptGate.started;
    const firsts = Array.from({ length: MAX_FAILURES_PER_USER_IP }, () => login({ username: u.username, password: u.password }, ip));
    await until(() => bcryptGate.queued === MAX_FAILURES_PER_USER_IP);
    // A real socket the test can cut (supertest's own ephemeral server stays open after an abort).
    const server = http.createServer(api.handler).listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const hangUp = new AbortController();
    const waiting = fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ username: u.username, password: u.password }),
      signal: hangUp.signal,
    }).then(() => 'answered', () => 'aborted');
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      hangUp.abort();
      expect(await waiting).toBe('aborted');
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      await open();
      server.closeAllConnections();
      server.close();
    }
    expect((await Promise.all(firsts)).map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(bcryptGate.started - started).toBe(MAX_FAILURES_PER_USER_IP); // none for the one that hung up
  }, 30_000);
});
