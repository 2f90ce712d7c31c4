import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HTTP_TOOL_LIMITS } from '@haru/contracts';
import { browserKeys, decryptPush, startPushService } from '../../src/modules/push/push.test-receiver';
import { until } from '../until';
import { spawnServer, type Spawned } from './spawn-server';
import { fresh, repeat, workersOf, type Answer } from './cluster-client';

/**
 * API_WORKERS=2 from source: a cluster primary (database, secrets) and two API processes on one port, on a fresh
 * data directory. Each request opens its own connection, so the primary hands them out in turn; the access log
 * names the worker of each request, and every check asserts both workers answered it, and answered right.
 * What must be shared (sessions, attempt counters, quota counters, reminder claims) lives in the database, and the revision stamps
 * each worker keeps in memory are relayed by the primary before a write is answered (cache/stamp-relay.ts): each test
 * fails when that part is kept per process (checked by making each one per process once).
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'haru-cluster-'));
const QUOTA = 5;
let server: Spawned;
let target: http.Server;
let push: Awaited<ReturnType<typeof startPushService>>;
let base: string;

beforeAll(async () => {
  // the API tester's target: a local server the tester may reach (API_TESTER_ALLOW_HOSTS)
  target = http.createServer((_req, res) => res.end('ok'));
  await new Promise<void>((r) => target.listen(0, '127.0.0.1', r));
  const targetPort = (target.address() as AddressInfo).port;
  // a local Web Push service (PUSH_ALLOW_HOSTS); both processes' reminder schedulers tick every 100 ms
  push = await startPushService();
  server = await spawnServer(dataDir, {
    API_WORKERS: '2', LOG_LEVEL: 'info', JWT_SECRET: undefined, QUOTA_TODOS: String(QUOTA), REGISTER_MAX_PER_IP: '1000', API_TESTER_ALLOW_HOSTS: `127.0.0.1:${targetPort}`,
    PUSH_ALLOW_HOSTS: push.host, REMINDER_INTERVAL_MS: '100',
  }, 300_000);
  base = server.url;
}, 330_000); // a primary and two API processes through tsx on a busy 2-core machine

afterAll(async () => {
  await server?.stop();
  target?.close();
  await push?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

let users = 0;
async function register(): Promise<{ username: string; password: string; access: string; refresh: string }> {
  users += 1;
  const username = `cluster${users}`;
  const password = 'Cluster-Pass-1';
  const res = await fresh(base, 'POST', '/api/auth/register', { username, email: `${username}@example.com`, password });
  expect(res.status).toBe(201);
  return { username, password, access: res.body.access_token, refresh: res.body.refresh_token };
}

async function login(username: string, password: string): Promise<{ access: string; refresh: string }> {
  const res = await fresh(base, 'POST', '/api/auth/login', { username, password });
  expect(res.status).toBe(200);
  return { access: res.body.access_token, refresh: res.body.refresh_token };
}

const statuses = (answers: Answer[]) => answers.map((a) => a.status);
const bothWorkers = async (answers: Answer[]) => expect([...(await workersOf(server.output, answers))].sort()).toEqual([1, 2]);
const TIMEOUT = 180_000;

describe('API_WORKERS=2', () => {
  it('starts one database and the secrets once: both workers sign with one secret and answer one VAPID key', async () => {
    expect((statSync(path.join(dataDir, 'jwt-secret')).mode & 0o777).toString(8)).toBe('600');
    expect((statSync(path.join(dataDir, 'vapid-keys.json')).mode & 0o777).toString(8)).toBe('600');
    expect((statSync(path.join(dataDir, 'db', 'mongo-embedded.sock')).mode & 0o777).toString(8)).toBe('600');
    const u = await register();
    const keys = await repeat(6, () => fresh(base, 'GET', '/api/push/vapid-public-key', undefined, u.access));
    expect(statuses(keys)).toEqual(Array(6).fill(200));
    expect(new Set(keys.map((k) => k.body.public_key)).size).toBe(1);
    await bothWorkers(keys);
    const lines = server.output().split('\n').filter((l) => l.includes('one-time jobs'));
    expect(lines).toHaveLength(1);
  }, TIMEOUT);

  it('a logout and a password change are refused on every following request, whichever process gets it', async () => {
    const u = await register();
    const other = await login(u.username, u.password);
    const warm = await repeat(6, () => fresh(base, 'GET', '/api/todos', undefined, u.access));
    expect(statuses(warm)).toEqual(Array(6).fill(200));
    await bothWorkers(warm);

    expect((await fresh(base, 'POST', '/api/auth/logout', { refresh_token: u.refresh }, u.access)).status).toBe(204);
    const after = await repeat(6, () => fresh(base, 'GET', '/api/todos', undefined, u.access));
    expect(statuses(after)).toEqual(Array(6).fill(401));
    await bothWorkers(after);
    const refreshes = await repeat(4, () => fresh(base, 'POST', '/api/auth/refresh', { refresh_token: u.refresh }));
    expect(statuses(refreshes)).toEqual(Array(4).fill(401));
    await bothWorkers(refreshes);

    // a password change through one session ends every other session on every process
    const third = await login(u.username, u.password);
    expect(statuses(await repeat(4, () => fresh(base, 'GET', '/api/todos', undefined, third.access)))).toEqual(Array(4).fill(200));
    const changed = await fresh(base, 'PUT', '/api/auth/change-password', { currentPassword: u.password, newPassword: 'Cluster-Pass-2' }, other.access);
    expect(changed.status).toBe(200);
    const revoked = await repeat(6, () => fresh(base, 'GET', '/api/todos', undefined, third.access));
    expect(statuses(revoked)).toEqual(Array(6).fill(401));
    await bothWorkers(revoked);
    expect(statuses(await repeat(4, () => fresh(base, 'GET', '/api/todos', undefined, other.access)))).toEqual(Array(4).fill(200));
  }, TIMEOUT);

  it('a to-do created through one process is in the list every process answers next (list caches)', async () => {
    const u = await register();
    const warm = await repeat(4, () => fresh(base, 'GET', '/api/todos', undefined, u.access));
    expect(warm.map((a) => a.body)).toEqual(Array(4).fill([]));
    const titles: string[] = [];
    const lists: Answer[] = [];
    for (let i = 0; i < 4; i += 1) {
      const title = `공유 목록 ${i}`;
      expect((await fresh(base, 'POST', '/api/todos', { title }, u.access)).status).toBe(201);
      titles.push(title);
      const answers = await repeat(3, () => fresh(base, 'GET', '/api/todos', undefined, u.access));
      for (const a of answers) expect((a.body as { title: string }[]).map((t) => t.title).sort()).toEqual([...titles].sort());
      lists.push(...answers);
    }
    await bothWorkers(lists);
  }, TIMEOUT);

  it('login throttling counts failures across processes: past the limit every attempt is refused', async () => {
    const u = await register();
    const failures = await repeat(5, () => fresh(base, 'POST', '/api/auth/login', { username: u.username, password: 'Wrong-Guess-9' }));
    expect(statuses(failures)).toEqual(Array(5).fill(401));
    const refused = await repeat(6, () => fresh(base, 'POST', '/api/auth/login', { username: u.username, password: 'Wrong-Guess-9' }));
    expect(statuses(refused)).toEqual(Array(6).fill(429));
    await bothWorkers(refused);
    const right = await repeat(2, () => fresh(base, 'POST', '/api/auth/login', { username: u.username, password: u.password }));
    expect(statuses(right)).toEqual([429, 429]);
    await bothWorkers(right);
  }, TIMEOUT);

  it(`the to-do quota (${QUOTA}) holds across processes, one by one and all at once`, async () => {
    const u = await register();
    const created = await repeat(QUOTA, () => fresh(base, 'POST', '/api/todos', { title: '한도' }, u.access));
    expect(statuses(created)).toEqual(Array(QUOTA).fill(201));
    const over = await repeat(4, () => fresh(base, 'POST', '/api/todos', { title: '한도 초과' }, u.access));
    expect(over.map((a) => [a.status, a.body.code])).toEqual(Array(4).fill([409, 'quota_exceeded']));
    await bothWorkers(over);

    const v = await register();
    const burst = await Promise.all(Array.from({ length: 2 * QUOTA }, () => fresh(base, 'POST', '/api/todos', { title: '동시' }, v.access)));
    expect(statuses(burst).filter((s) => s === 201)).toHaveLength(QUOTA);
    await bothWorkers(burst);
    expect((await fresh(base, 'GET', '/api/todos', undefined, v.access)).body).toHaveLength(QUOTA);
  }, TIMEOUT);

  it(`the API tester allows ${HTTP_TOOL_LIMITS.perMinute} requests a minute per user in all, not per process`, async () => {
    const u = await register();
    const url = `http://127.0.0.1:${(target.address() as AddressInfo).port}/`;
    const sent = await repeat(HTTP_TOOL_LIMITS.perMinute, () => fresh(base, 'POST', '/api/tools/http', { method: 'GET', url }, u.access));
    expect(statuses(sent)).toEqual(Array(HTTP_TOOL_LIMITS.perMinute).fill(200));
    const refused = await repeat(4, () => fresh(base, 'POST', '/api/tools/http', { method: 'GET', url }, u.access));
    expect(statuses(refused)).toEqual(Array(4).fill(429));
    await bothWorkers(refused);
  }, TIMEOUT);

  it('every due reminder is pushed once, while both processes\' schedulers race for it', async () => {
    const u = await register();
    const keys = browserKeys();
    const device = await fresh(base, 'POST', '/api/push/subscriptions', { endpoint: `${push.origin}/cluster-device`, keys: keys.json, expirationTime: null }, u.access);
    expect(device.status).toBe(201);
    // four to-dos with five reminders each (20: what the due list shows at most), due 2.5 s after each create and
    // 120 ms apart: ticks of both processes (every 100 ms) overlap on every one of them
    const FIRES = 20;
    const todoIds: string[] = [];
    for (let i = 0; i < FIRES / 5; i += 1) {
      const first = Date.now() + 2500;
      const reminders = Array.from({ length: 5 }, (_, j) => ({ kind: 'at', at: new Date(first + j * 120).toISOString() }));
      const res = await fresh(base, 'POST', '/api/todos', { title: `알림 경쟁 ${i}`, reminders }, u.access);
      expect(res.status).toBe(201);
      todoIds.push(res.body.todo.id);
    }
    const pushes = () => push.received.filter((r) => r.path === '/cluster-device');
    await until(() => pushes().length >= FIRES, 60_000, () => `${pushes().length} of ${FIRES} pushed`);
    await new Promise((r) => setTimeout(r, 2000)); // a second push of any reminder would have come by now
    const payloads = pushes().map((r) => JSON.parse(decryptPush(r.body, keys)) as { url: string; tag: string });
    expect(payloads).toHaveLength(FIRES);
    expect(new Set(payloads.map((p) => p.tag)).size).toBe(FIRES);
    expect(payloads.map((p) => p.url).sort()).toEqual(todoIds.flatMap((id) => Array(5).fill(`/todo/${id}`)).sort());
    const due = await repeat(4, () => fresh(base, 'GET', '/api/reminders/due', undefined, u.access));
    for (const answer of due) expect(answer.body).toHaveLength(FIRES);
    await bothWorkers(due);
  }, TIMEOUT);

  it('SIGTERM stops both workers, then the database: exit 0, and the data opens again in one process', async () => {
    const u = await register();
    expect((await fresh(base, 'POST', '/api/todos', { title: '종료 뒤에도' }, u.access)).status).toBe(201);
    await server.stop();
    expect(server.child.exitCode).toBe(0);
    const out = server.output();
    const stops = out.split('\n').filter((l) => l.includes('"msg":"stopped"')).map((l) => JSON.parse(l) as { worker?: number; role?: string });
    expect(stops.map((s) => s.worker ?? s.role).sort()).toEqual([1, 2, 'primary']);
    expect(JSON.parse(out.split('\n').filter((l) => l.includes('"msg":"stopped"')).pop()!).role).toBe('primary');
    expect(existsSync(path.join(dataDir, 'db', 'mongo-embedded.sock'))).toBe(false);

    server = await spawnServer(dataDir, { LOG_LEVEL: 'warn' }, 300_000);
    const again = await fresh(server.url, 'POST', '/api/auth/login', { username: u.username, password: u.password });
    expect(again.status).toBe(200);
    const list = await fresh(server.url, 'GET', '/api/todos', undefined, again.body.access_token);
    expect(list.body.map((t: { title: string }) => t.title)).toEqual(['종료 뒤에도']);
  }, 2 * TIMEOUT);
});
