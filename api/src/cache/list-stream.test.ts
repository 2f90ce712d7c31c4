import { startTestApi, type TestApi, type TestUser } from '../../test/harness';

// Whole lists (SPEC.md section 7: GET without paging) are streamed from a database cursor. A small cache entry
// size (4 KB) makes a list of a few dozen items "large" here: it must be written chunked, never cached, and
// still be the whole list, in order, byte for byte what paging gives.
let api: TestApi;
let big: TestUser;
let small: TestUser;
let projectId: string;
const N = 40;
const text = (i: number, n: number) => `${i}번 `.padEnd(n, '가');

beforeAll(async () => {
  api = await startTestApi({ LIST_CACHE_ENTRY_BYTES: '4096' });
  big = await api.user('streambig');
  small = await api.user('streamsmall');
  projectId = (await post(big, '/api/wbs/projects', { title: '큰 프로젝트', start_date: '2025-01-01', end_date: '2025-12-31' })).id;
  for (let i = 0; i < N; i += 1) {
    await post(big, '/api/todos', { title: text(i, 40), description: text(i, 200) });
    await post(big, '/api/meetings', { title: text(i, 40), date: '2025-01-19', time: `${String(i % 24).padStart(2, '0')}:00`, content: text(i, 300) });
    await post(big, `/api/wbs/projects/${projectId}/tasks`, { title: text(i, 40), description: text(i, 200), order_index: N - i });
  }
  await post(small, '/api/todos', { title: '하나' });
}, 180_000);
afterAll(() => api.close());

async function post(u: TestUser, path: string, body: object) {
  const res = await api.http().post(path).set(u.auth).send(body);
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${res.text}`);
  return res.body as { id: string };
}

const get = (u: TestUser, path: string) => api.http().get(path).set(u.auth).expect(200);

/** Streamed: HTTP/1.1 chunked transfer, so the body was written in pieces with no length known in advance. */
function expectStreamed(res: { headers: Record<string, string> }) {
  expect(res.headers['transfer-encoding']).toBe('chunked');
  expect(res.headers['content-length']).toBeUndefined();
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
}

describe('whole lists larger than a cache entry', () => {
  it.each(['/api/todos', '/api/meetings', 'tasks'])('when %s is asked for without paging, then every item is streamed, and again (never cached)', async (which) => {
    const path = which === 'tasks' ? `/api/wbs/projects/${projectId}/tasks` : which;
    const first = await get(big, path);
    expectStreamed(first);
    expect(first.body).toHaveLength(N);
    expect(first.text.length).toBeGreaterThan(4096);
    const second = await get(big, path);
    expectStreamed(second);
    expect(second.text).toBe(first.text);
  });

  it('when the to-do list is streamed, then it is exactly the pages of ?limit=&cursor= joined, in the same order', async () => {
    const whole = (await get(big, '/api/todos?sort=title')).body as { id: string }[];
    const paged: { id: string }[] = [];
    let cursor: string | undefined;
    do {
      const res = await get(big, `/api/todos?sort=title&limit=15${cursor ? `&cursor=${cursor}` : ''}`);
      paged.push(...res.body);
      cursor = res.headers['x-next-cursor'];
    } while (cursor);
    expect(whole.map((t) => t.id)).toEqual(paged.map((t) => t.id));
    expect(whole).toEqual(paged);
  });

  it('when the task list is streamed, then it keeps tree order (siblings by order_index)', async () => {
    const tasks = (await get(big, `/api/wbs/projects/${projectId}/tasks`)).body as { order_index: number; level: number }[];
    expect(tasks.map((t) => t.order_index)).toEqual(Array.from({ length: N }, (_, i) => i + 1));
    expect(tasks.every((t) => t.level === 1)).toBe(true);
  });

  it('when a streamed list has not changed, then If-None-Match with its ETag answers 304 with no body', async () => {
    const first = await get(big, '/api/meetings');
    const again = await api.http().get('/api/meetings').set(big.auth).set('If-None-Match', first.headers.etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    await post(big, '/api/meetings', { title: '새 회의', date: '2025-02-01', time: '09:00' });
    const changed = await api.http().get('/api/meetings').set(big.auth).set('If-None-Match', first.headers.etag).expect(200);
    expect(changed.body).toHaveLength(N + 1);
  });

  it('when a list fits a cache entry, then the first answer is streamed and the next comes whole from the cache', async () => {
    const first = await get(small, '/api/todos');
    expectStreamed(first);
    const cached = await get(small, '/api/todos');
    expect(cached.headers['content-length']).toBe(String(Buffer.byteLength(first.text)));
    expect(cached.text).toBe(first.text);
  });

  it('when a cursor is malformed on an unpaged request, then 400 in Korean before anything is streamed', async () => {
    const res = await api.http().get('/api/todos?cursor=@@@').set(big.auth);
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    // not the list's stamp: an error is never cached by a client as the list
    expect(res.headers.etag ?? '').not.toMatch(/^"[0-9a-f]{24}"$/);
    expect(res.body.detail).toMatch(/[가-힣]/);
  });
});
