import request from 'supertest';
import type { TodoDto } from '@haru/contracts';
import { createApi } from '../../app';
import { loadConfig } from '../../config';
import { createLogger } from '../../logger';
import { RevisionModel } from '../../cache/revisions';
import { TodoModel } from './todos.model';
import { TEST_JWT_SECRET, startTestApi, type TestApi, type TestUser } from '../../../test/harness';

// The list cache (src/cache): a list is answered from memory only while the owner's revision stamp is unchanged.
let api: TestApi;
let dana: TestUser;
let eve: TestUser;
/** A second API instance on the same database with its own cache: what another process behind a balancer is. */
let other: () => ReturnType<typeof request>;

beforeAll(async () => {
  api = await startTestApi();
  dana = await api.user('dana');
  eve = await api.user('eve');
  const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: '/tmp', LOG_LEVEL: 'silent' });
  const second = createApi({ config, logger: createLogger('silent'), jwtSecret: TEST_JWT_SECRET }).handler;
  other = () => request(second);
});
afterAll(() => api.close());

const titles = (body: TodoDto[]) => body.map((t) => t.title);
const listVia = (http: () => ReturnType<typeof request>, who: TestUser, query = '') => http().get(`/api/todos${query}`).set(who.auth);
const create = (http: () => ReturnType<typeof request>, who: TestUser, title: string) => http().post('/api/todos').set(who.auth).send({ title });

describe('cached to-do lists', () => {
  it('when another process adds, edits and deletes, then the next list in this process shows each change', async () => {
    await create(api.http, dana, '하나');
    expect(titles((await listVia(api.http, dana)).body)).toEqual(['하나']);
    const made = await create(other, dana, '둘');
    expect(titles((await listVia(api.http, dana)).body)).toEqual(['둘', '하나']);
    await other().put(`/api/todos/${made.body.todo.id}`).set(dana.auth).send({ title: '둘(수정)' });
    expect(titles((await listVia(api.http, dana)).body)).toEqual(['둘(수정)', '하나']);
    await other().delete(`/api/todos/${made.body.todo.id}`).set(dana.auth);
    expect(titles((await listVia(api.http, dana)).body)).toEqual(['하나']);
  });

  it('when the list has not changed, then If-None-Match with its ETag answers 304 with no body', async () => {
    const first = await listVia(api.http, dana);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{24}"$/);
    const again = await listVia(api.http, dana).set('If-None-Match', etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    await create(api.http, dana, '셋');
    const changed = await listVia(api.http, dana).set('If-None-Match', etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(titles(changed.body)).toEqual(['셋', '하나']);
  });

  it('when two users list, then each gets only their own cached list', async () => {
    await create(api.http, eve, '이브의 할일');
    expect(titles((await listVia(api.http, eve)).body)).toEqual(['이브의 할일']);
    expect(titles((await listVia(api.http, dana)).body)).toEqual(['셋', '하나']);
    expect(titles((await listVia(api.http, eve)).body)).toEqual(['이브의 할일']);
  });

  it('when queries differ, then each is cached apart (status filter, page size and its cursor header)', async () => {
    const page = await listVia(api.http, dana, '?limit=1');
    expect(titles(page.body)).toEqual(['셋']);
    expect(page.headers['x-next-cursor']).toBeTruthy();
    const next = await listVia(api.http, dana, `?limit=1&cursor=${page.headers['x-next-cursor']}`);
    expect(titles(next.body)).toEqual(['하나']);
    expect(titles((await listVia(api.http, dana, '?status=completed')).body)).toEqual([]);
    expect(titles((await listVia(api.http, dana)).body)).toEqual(['셋', '하나']);
  });

  it('when a write fails validation, then the stamp stays and the cached list is still answered', async () => {
    const before = await listVia(api.http, dana);
    const stamp = await RevisionModel.findById(`todos:${dana.id}`).lean();
    expect((await api.http().post('/api/todos').set(dana.auth).send({ title: '' })).status).toBe(400);
    expect(await RevisionModel.findById(`todos:${dana.id}`).lean()).toEqual(stamp);
    const after = await listVia(api.http, dana);
    expect(after.headers.etag).toBe(before.headers.etag);
    expect(after.body).toEqual(before.body);
  });

  it('when the stamp is unchanged, then the list comes from memory (a write behind the API is not seen until the stamp moves)', async () => {
    // Proves the cache is really used: a document written straight into the database, bypassing the service,
    // stays invisible until a write through the API replaces the stamp.
    const warm = await listVia(api.http, dana);
    await TodoModel.create({ ownerId: dana.id, title: '몰래', priorityRank: 2, doneRank: 0, dueKey: '9999-12-31', titleKey: '몰래' });
    expect(titles((await listVia(api.http, dana)).body)).toEqual(titles(warm.body));
    await create(api.http, dana, '넷');
    expect(titles((await listVia(api.http, dana)).body)).toEqual(['넷', '몰래', '셋', '하나']);
  });
});
