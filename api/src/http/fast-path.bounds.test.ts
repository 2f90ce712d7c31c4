import { Writable } from 'node:stream';
import type { Response } from 'supertest';
import { createLogger } from '../logger';
import { startTestApi, type TestApi, type TestUser } from '../../test/harness';

// The fast path (fast-path.ts) at the caches' bounds, and its access log. A replay holds no body: once its cache
// entry is gone (too old, pushed out, never kept) the request goes to Express. At LOG_LEVEL=info it writes the
// access-log line Express's request context writes.
const MAX_AGE_MS = 1_500;
const MAX_ENTRIES = 3;
const lines: string[] = [];
const sink = new Writable({ write(chunk, _enc, done) { lines.push(...String(chunk).split('\n').filter(Boolean)); done(); } });
let api: TestApi;
let lee: TestUser;
const ids: string[] = [];

beforeAll(async () => {
  api = await startTestApi({ LOG_LEVEL: 'info', LIST_CACHE_ENTRY_BYTES: '300' }, {
    logger: createLogger('info', {}, sink),
    responseCacheBound: { maxEntries: MAX_ENTRIES, maxAgeMs: MAX_AGE_MS },
  });
  lee = await api.user('fastbound');
  for (let i = 0; i < 5; i++) {
    const res = await api.http().post('/api/todos').set(lee.auth).send({ title: `경계 할일 ${i}`, description: '목록이 캐시 한도보다 커지도록 긴 설명을 붙입니다.' });
    expect(res.status).toBe(201);
    ids.push(res.body.todo.id);
  }
}, 60_000);
afterAll(() => api.close());

async function ask(path: string, headers: Record<string, string> = {}): Promise<{ res: Response; fast: boolean }> {
  const before = api.fastPath.answered;
  const res = await api.http().get(path).set(lee.auth).set(headers);
  expect(res.status).toBe(200);
  return { res, fast: api.fastPath.answered === before + 1 };
}
async function warm(path: string): Promise<Response> {
  for (let i = 0; i < 3; i++) {
    const { res, fast } = await ask(path);
    if (fast) return res;
  }
  throw new Error(`never replayed: ${path}`);
}
const detail = (i: number) => `/api/todos/${ids[i]}`;

describe('the fast path at the cache bounds', () => {
  it('an entry older than the cache’s age bound is not replayed: Express builds it again', async () => {
    const fast = await warm(detail(0));
    await new Promise((r) => setTimeout(r, MAX_AGE_MS + 100));
    const after = await ask(detail(0));
    expect(after.fast).toBe(false);
    expect(after.res.text).toBe(fast.text);
    expect((await ask(detail(0))).fast).toBe(true);
  });

  it('an entry pushed out of the cache by its entry bound is not replayed, and the replays stay within the bound', async () => {
    for (let i = 1; i <= MAX_ENTRIES + 1; i++) {
      await warm(detail(i));
      expect(api.fastPath.size).toBeLessThanOrEqual(MAX_ENTRIES);
    }
    const first = await ask(detail(1));
    expect(first.fast).toBe(false);
    expect(first.res.body.id).toBe(ids[1]);
  });

  it('a list above LIST_CACHE_ENTRY_BYTES is never kept, so never replayed; a small one is', async () => {
    for (let i = 0; i < 3; i++) {
      const { res, fast } = await ask('/api/todos');
      expect(res.body).toHaveLength(5);
      expect(Buffer.byteLength(res.text)).toBeGreaterThan(300);
      expect(fast).toBe(false);
    }
    await warm('/api/meetings');
  });
});

describe('the fast path’s access log', () => {
  it('writes the line Express’s request context writes (same fields), with the answer’s request id', async () => {
    const path = detail(4);
    const logged = (requestId: string) => lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request' && l.requestId === requestId);
    api.fastPath.enabled = false;
    const viaExpress = await ask(`${path}?secret=1`, { 'X-Request-Id': 'express-answer' });
    api.fastPath.enabled = true;
    await warm(`${path}?secret=1`);
    const fast = await ask(`${path}?secret=1`, { 'X-Request-Id': 'fast-answer' });
    expect([viaExpress.fast, fast.fast]).toEqual([false, true]);
    await new Promise((r) => setImmediate(r));
    const [e] = logged('express-answer');
    const [f] = logged('fast-answer');
    expect(Object.keys(f)).toEqual(Object.keys(e));
    // A fixed set of fields, none a secret could be in: the line is written without redaction (logger.ts accessLogger).
    expect(Object.keys(e)).toEqual(['level', 'time', 'service', 'requestId', 'method', 'path', 'status', 'ms', 'msg']);
    const same = ({ time: _t, ms: _m, requestId: _r, ...rest }: Record<string, unknown>) => rest;
    expect(same(f)).toEqual(same(e));
    expect(f).toMatchObject({ level: 30, service: 'haru-api', method: 'GET', path, status: 200, msg: 'request', ms: expect.any(Number) });
    expect(lines.join('\n')).not.toContain('secret=1');
    expect(lines.join('\n')).not.toContain(lee.access);
  });
});
