import type { Response } from 'supertest';
import { TODO_NEXT_CURSOR_HEADER } from '@haru/contracts';
import { startTestApi, type TestApi, type TestUser } from '../../test/harness';

// The fast path (fast-path.ts): a cached GET answer is sent again without entering Express, and it is, byte for
// byte, what Express sends for the same request (every header but the request's own id and the date).
let api: TestApi;
let kim: TestUser;
const paths: Record<string, string> = {};

/** Status, body and every header in order (names as sent), the per-request id and date masked. */
function wire(res: Response) {
  const raw = (res as unknown as { res: { rawHeaders: string[] } }).res.rawHeaders;
  const headers = raw.map((value, i) => (i % 2 === 1 && /^(x-request-id|date)$/i.test(raw[i - 1]) ? '…' : value));
  return { status: res.status, body: res.text, headers };
}

const get = (path: string) => api.http().get(path).set(kim.auth);

/** Asks until the fast path answers; how many answers Express gave before it (the fast path's answer is returned). */
async function warm(path: string): Promise<{ express: number; fast: Response }> {
  for (let express = 0; express < 4; express++) {
    const before = api.fastPath.answered;
    const res = await get(path);
    expect(res.status).toBe(200);
    if (api.fastPath.answered === before + 1) return { express, fast: res };
    expect(api.fastPath.answered).toBe(before);
  }
  throw new Error(`the fast path never answered ${path}`);
}

async function viaExpress(path: string): Promise<Response> {
  api.fastPath.enabled = false;
  try {
    const before = api.fastPath.answered;
    const res = await get(path);
    expect(api.fastPath.answered).toBe(before);
    return res;
  } finally {
    api.fastPath.enabled = true;
  }
}

beforeAll(async () => {
  api = await startTestApi();
  kim = await api.user('fastkim');
  const post = async (path: string, body: object) => {
    const res = await api.http().post(path).set(kim.auth).send(body);
    expect(res.status).toBe(201);
    return res.body;
  };
  let todoId = '';
  for (let i = 0; i < 5; i++) todoId = (await post('/api/todos', { title: `빠른 길 할일 ${i}`, due_date: `2031-03-1${i}`, priority: 'high' })).todo.id;
  const { meeting } = await post('/api/meetings', { title: '빠른 길 회의', date: '2031-03-05', time: '10:00' });
  const project = await post('/api/wbs/projects', { title: '빠른 길 프로젝트', start_date: '2031-03-01', end_date: '2031-03-31' });
  await post(`/api/wbs/projects/${project.id}/tasks`, { title: '빠른 길 작업', progress: 40 });
  // the same page as 'todos page' under another URL (that one must not be asked before its test)
  const page = await get('/api/todos?limit=2&status=pending&sort=due_date');
  expect(page.headers[TODO_NEXT_CURSOR_HEADER.toLowerCase()]).toEqual(expect.any(String));
  Object.assign(paths, {
    'todos list': '/api/todos',
    'todos page': '/api/todos?status=pending&sort=due_date&limit=2',
    'todos cursor page': `/api/todos?status=pending&sort=due_date&limit=2&cursor=${encodeURIComponent(page.headers[TODO_NEXT_CURSOR_HEADER.toLowerCase()])}`,
    'todo detail': `/api/todos/${todoId}`,
    'meetings list': '/api/meetings',
    'meeting detail': `/api/meetings/${meeting.id}`,
    'calendar month': '/api/calendar?from=2031-03-01&to=2031-03-31',
    search: `/api/search?q=${encodeURIComponent('빠른 길')}`,
    'stats summary': '/api/stats/summary',
    'wbs projects': '/api/wbs/projects',
    'wbs project': `/api/wbs/projects/${project.id}`,
    'wbs tasks': `/api/wbs/projects/${project.id}/tasks`,
  });
}, 60_000);
afterAll(() => api.close());

/** Lists streamed from the database on a miss are kept then, and registered when Express next answers from the cache. */
const STREAMED = new Set(['todos list', 'meetings list', 'wbs tasks']);

describe('the fast path answers every cached GET exactly as Express does', () => {
  it.each(['todos list', 'todos page', 'todos cursor page', 'todo detail', 'meetings list', 'meeting detail', 'calendar month',
    'search', 'stats summary', 'wbs projects', 'wbs project', 'wbs tasks'])('%s', async (name) => {
    const path = paths[name];
    const { express, fast } = await warm(path);
    // built and kept by the first answer (a streamed list: by the first, registered by the second)
    expect(express).toBe(STREAMED.has(name) ? 2 : 1);
    const fromExpress = await viaExpress(path);
    expect(wire(fast)).toEqual(wire(fromExpress));
    expect(JSON.parse(fast.text)).toEqual(fromExpress.body);
    expect(fast.headers['x-request-id']).not.toBe(fromExpress.headers['x-request-id']);
    // and again: a replay is not used up
    const again = await warm(path);
    expect(again.express).toBe(0);
    expect(wire(again.fast)).toEqual(wire(fromExpress));
  });

  it('keeps a sane X-Request-Id of the request, and makes a new one for anything else', async () => {
    const path = paths['todo detail'];
    await warm(path);
    const before = api.fastPath.answered;
    const echoed = await get(path).set('X-Request-Id', 'client-id.42_x');
    const replaced = await get(path).set('X-Request-Id', 'not sane!');
    expect(api.fastPath.answered).toBe(before + 2);
    expect(echoed.headers['x-request-id']).toBe('client-id.42_x');
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('when switched off, sends nothing itself: Express answers every request', async () => {
    const before = api.fastPath.answered;
    for (const path of Object.values(paths)) expect((await viaExpress(path)).status).toBe(200);
    expect(api.fastPath.answered).toBe(before);
  });

  it('answers only the exact URL Express answered: the same list asked another way goes to Express first', async () => {
    await warm('/api/todos?sort=due_date&status=pending&limit=2');
    const before = api.fastPath.answered;
    const reordered = await get('/api/todos?sort=due_date&limit=2&status=pending');
    expect(api.fastPath.answered).toBe(before);
    expect(reordered.status).toBe(200);
    expect((await warm('/api/todos?sort=due_date&limit=2&status=pending')).express).toBe(0);
  });
});
