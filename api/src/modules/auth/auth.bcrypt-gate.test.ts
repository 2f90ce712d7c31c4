import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import bcrypt from 'bcrypt';
import { COMMON_MESSAGES } from '@haru/contracts';
import { startTestApi, type TestApi, type TestUser } from '../../../test/harness';
import { until } from '../../../test/until';
import { BcryptGate, bcryptCapacity, bcryptGate } from './bcrypt-gate';

let api: TestApi;
let u: TestUser;
const defaults = { capacity: bcryptGate.capacity, maxQueue: bcryptGate.maxQueue };
beforeAll(async () => {
  api = await startTestApi({ BCRYPT_COST: '12' });
  u = await api.user('gate');
});
afterAll(async () => { await api.close(); });
afterEach(() => {
  bcryptGate.configure(defaults);
  jest.restoreAllMocks();
});

let ipCounter = 0;
const login = (body: object) => api.http().post('/api/auth/login').set('X-Forwarded-For', `198.51.100.${++ipCounter}`).send(body);

/** Counts bcrypt.compare calls in flight (the real bcrypt still runs), independently of the gate's own books. */
function watchCompare() {
  const real = bcrypt.compare.bind(bcrypt) as (data: string, hash: string) => Promise<boolean>;
  const seen = { now: 0, peak: 0, calls: 0 };
  jest.spyOn(bcrypt, 'compare').mockImplementation((async (data: string, hash: string) => {
    seen.calls += 1;
    seen.peak = Math.max(seen.peak, ++seen.now);
    try {
      return await real(data, hash);
    } finally {
      seen.now -= 1;
    }
  }) as typeof bcrypt.compare);
  return seen;
}

describe('bcrypt capacity per process', () => {
  it('leaves one core free, shared among the API processes of one machine, at least one each', () => {
    expect([bcryptCapacity(1), bcryptCapacity(2), bcryptCapacity(8)]).toEqual([1, 1, 7]);
    expect([bcryptCapacity(8, 2), bcryptCapacity(8, 3), bcryptCapacity(2, 2), bcryptCapacity(4, 8)]).toEqual([3, 2, 1, 1]);
  });
});

describe('bcrypt concurrency cap', () => {
  it('allows cores − 1 hashes at once (at least one) by default', () => {
    expect(bcryptGate.capacity).toBe(Math.max(1, os.availableParallelism() - 1));
    expect(bcryptGate.maxQueue).toBeGreaterThanOrEqual(bcryptGate.capacity);
  });

  it('when 6 logins arrive together, then at most the cap (2 here) hash at once and every login succeeds', async () => {
    bcryptGate.configure({ capacity: 2 });
    const seen = watchCompare();
    const results = await Promise.all(Array.from({ length: 6 }, () => login({ username: u.username, password: u.password })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(seen.calls).toBe(6);
    expect(seen.peak).toBe(2);
  });

  it('when unknown users and wrong passwords arrive together, then the dummy compare queues too', async () => {
    bcryptGate.configure({ capacity: 1 });
    const seen = watchCompare();
    const results = await Promise.all([
      login({ username: 'nobody-at-all', password: 'whatever1' }),
      login({ username: u.username, password: 'wrong-password' }),
      login({ username: u.username, password: u.password }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401, 401]);
    expect(seen.peak).toBe(1);
  });

  it('when the queue is full, then 503 problem+json with a Korean detail and Retry-After, and the queued logins still succeed', async () => {
    bcryptGate.configure({ capacity: 1, maxQueue: 1 });
    const results = await Promise.all(Array.from({ length: 5 }, () => login({ username: u.username, password: u.password })));
    const refused = results.filter((r) => r.status === 503);
    const ok = results.filter((r) => r.status === 200);
    expect(refused.length + ok.length).toBe(5);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(ok.length).toBeGreaterThanOrEqual(2);
    for (const res of refused) {
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(res.body).toMatchObject({ status: 503, code: 'too_many_requests', detail: COMMON_MESSAGES.tooManyRequests });
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    // A refused login is not a failed guess: the account is not throttled afterwards.
    bcryptGate.configure(defaults);
    expect((await login({ username: u.username, password: u.password })).status).toBe(200);
  });

  it('when sign-ups overflow the queue, then the same 503 with Retry-After', async () => {
    bcryptGate.configure({ capacity: 1, maxQueue: 0 });
    const hold = bcryptGate.run(() => new Promise((resolve) => setTimeout(resolve, 300)));
    const res = await api.http().post('/api/auth/register').send({ username: 'gatefull', email: 'gatefull@example.com', password: 'password123' });
    await hold;
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.body.detail).toBe(COMMON_MESSAGES.tooManyRequests);
  });
});

describe('a client that hangs up', () => {
  it('when it hangs up while its login waits for the gate, then it leaves the queue and no hash is made for it', async () => {
    bcryptGate.configure({ capacity: 1 });
    const seen = watchCompare();
    let release = () => undefined as void;
    const hold = bcryptGate.run(() => new Promise<void>((resolve) => { release = resolve; }));
    // A real socket the test can cut (supertest's own ephemeral server stays open after an abort).
    const server = http.createServer(api.handler).listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const hangUp = new AbortController();
    const settled = fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: u.username, password: u.password }),
      signal: hangUp.signal,
    }).then(() => 'answered', () => 'aborted');
    try {
      await until(() => bcryptGate.queued === 1);
      hangUp.abort();
      await until(() => bcryptGate.queued === 0);
    } finally {
      release();
      await hold;
      server.closeAllConnections();
      server.close();
    }
    expect(await settled).toBe('aborted');
    expect(seen.calls).toBe(0);
    expect((await login({ username: u.username, password: u.password })).status).toBe(200);
  });
});

describe('BcryptGate', () => {
  it('starts queued tasks in arrival order (FIFO) and never runs more than its capacity', async () => {
    const gate = new BcryptGate({ capacity: 2, maxQueue: 10 });
    const started: number[] = [];
    let now = 0;
    let peak = 0;
    const task = (i: number) => gate.run(async () => {
      started.push(i);
      peak = Math.max(peak, ++now);
      await new Promise((resolve) => setTimeout(resolve, 5 + (i % 3) * 5));
      now -= 1;
      return i;
    });
    const results = await Promise.all([0, 1, 2, 3, 4, 5, 6, 7].map(task));
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(peak).toBe(2);
    expect(gate.peak).toBe(2);
    expect(gate.queued).toBe(0);
  });

  it('frees the slot when a task fails, and refuses at once beyond the queue limit', async () => {
    const gate = new BcryptGate({ capacity: 1, maxQueue: 1 });
    const failing = gate.run(async () => { throw new Error('boom'); });
    const queued = gate.run(async () => 'second');
    await expect(gate.run(async () => 'third')).rejects.toMatchObject({ status: 503, retryAfterSeconds: expect.any(Number) });
    await expect(failing).rejects.toThrow('boom');
    await expect(queued).resolves.toBe('second');
    await expect(gate.run(async () => 'later')).resolves.toBe('later');
  });

  it('drops a waiting task whose signal aborts, keeps the order of the rest, and refuses an already aborted one', async () => {
    const gate = new BcryptGate({ capacity: 1, maxQueue: 5 });
    const ran: string[] = [];
    const step = (name: string) => async () => {
      ran.push(name);
      await new Promise((resolve) => setTimeout(resolve, 10));
    };
    const gone = new AbortController();
    const first = gate.run(step('first'));
    const dropped = gate.run(step('dropped'), gone.signal);
    const last = gate.run(step('last'));
    gone.abort();
    await expect(dropped).rejects.toMatchObject({ status: 503 });
    await Promise.all([first, last]);
    expect(ran).toEqual(['first', 'last']);
    await expect(gate.run(step('never'), gone.signal)).rejects.toMatchObject({ status: 503 });
    expect(ran).toEqual(['first', 'last']);
  });
});
