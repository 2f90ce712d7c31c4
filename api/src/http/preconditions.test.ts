import { COMMON_MESSAGES } from '@haru/contracts';
import { startTestApi, type TestApi, type TestUser } from '../../test/harness';

let api: TestApi;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  api = await startTestApi();
  alice = await api.user('match');
  bob = await api.user('match');
});
afterAll(() => api.close());

const resources = [
  { name: 'todos', create: { title: '버전 확인' }, created: (b: { todo: { id: string } }) => b.todo.id, edit: { title: '고친 제목' } },
  { name: 'meetings', create: { title: '버전 회의', date: '2026-03-03', time: '10:00' }, created: (b: { meeting: { id: string } }) => b.meeting.id, edit: { title: '고친 회의', date: '2026-03-03', time: '11:00' } },
] as const;

/** Waits until the clock has moved past a timestamp, so the next write surely gets a later `updated_at`. */
const pastMillisecond = () => new Promise((resolve) => setTimeout(resolve, 5));

describe.each(resources)('If-Match on /api/$name', ({ name, create, created, edit }) => {
  async function fresh() {
    const res = await api.http().post(`/api/${name}`).set(alice.auth).send(create);
    const id = created(res.body);
    const read = await api.http().get(`/api/${name}/${id}`).set(alice.auth);
    await pastMillisecond();
    return { id, etag: read.headers.etag as string, item: read.body as { updated_at: string } };
  }

  it('GET answers the version as ETag; a PUT with it saves and answers the new version', async () => {
    const { id, etag, item } = await fresh();
    expect(etag).toBe(`"${item.updated_at}"`);
    const res = await api.http().put(`/api/${name}/${id}`).set(alice.auth).set('If-Match', etag).send(edit);
    expect(res.status).toBe(200);
    expect(res.body.title).toBe(edit.title);
    expect(res.headers.etag).toBe(`"${res.body.updated_at}"`);
    expect(res.headers.etag).not.toBe(etag);
  });

  it('a PUT or DELETE with an old version → 412 with the current item, and nothing changes', async () => {
    const { id, etag } = await fresh();
    const moved = await api.http().put(`/api/${name}/${id}`).set(alice.auth).send(edit);
    const stale = await api.http().put(`/api/${name}/${id}`).set(alice.auth).set('If-Match', etag).send({ ...edit, title: '덮어쓰기' });
    expect(stale.status).toBe(412);
    expect(stale.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(stale.body).toMatchObject({ code: 'precondition_failed', detail: COMMON_MESSAGES.preconditionFailed, current: moved.body });
    const gone = await api.http().delete(`/api/${name}/${id}`).set(alice.auth).set('If-Match', etag);
    expect(gone.status).toBe(412);
    expect(gone.body.current).toEqual(moved.body);
    expect((await api.http().get(`/api/${name}/${id}`).set(alice.auth)).body).toEqual(moved.body);
  });

  it('a DELETE with the current version (or *) deletes; without the header nothing is checked', async () => {
    const first = await fresh();
    expect((await api.http().delete(`/api/${name}/${first.id}`).set(alice.auth).set('If-Match', first.etag)).status).toBeLessThan(300);
    const second = await fresh();
    expect((await api.http().put(`/api/${name}/${second.id}`).set(alice.auth).set('If-Match', '*').send(edit)).status).toBe(200);
    expect((await api.http().put(`/api/${name}/${second.id}`).set(alice.auth).send({ ...edit, title: '헤더 없음' })).status).toBe(200);
    expect((await api.http().delete(`/api/${name}/${second.id}`).set(alice.auth)).status).toBeLessThan(300);
    expect((await api.http().get(`/api/${name}/${second.id}`).set(alice.auth)).status).toBe(404);
  });

  it('concurrent PUTs with the same If-Match: exactly one 200, the rest 412, the winner stored', async () => {
    const { id, etag } = await fresh();
    const titles = Array.from({ length: 8 }, (_, i) => `동시 수정 ${i}`);
    const answers = await Promise.all(titles.map((title) => api.http().put(`/api/${name}/${id}`).set(alice.auth).set('If-Match', etag).send({ ...edit, title })));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array(titles.length - 1).fill(412)]);
    const winner = answers.find((r) => r.status === 200)!.body;
    const stored = await api.http().get(`/api/${name}/${id}`).set(alice.auth);
    expect(stored.body).toEqual(winner);
    expect(stored.headers.etag).not.toBe(etag);
    // every loser was told about a version, and a write from the winner's version still goes through
    const again = await api.http().put(`/api/${name}/${id}`).set(alice.auth).set('If-Match', stored.headers.etag as string).send(edit);
    expect(again.status).toBe(200);
  });

  it("another user's item with any If-Match is a 404, never a 412 that would show it", async () => {
    const { id, etag } = await fresh();
    const res = await api.http().put(`/api/${name}/${id}`).set(bob.auth).set('If-Match', '"old"').send(edit);
    expect(res.status).toBe(404);
    expect(res.body.current).toBeUndefined();
    expect((await api.http().delete(`/api/${name}/${id}`).set(bob.auth).set('If-Match', etag)).status).toBe(404);
  });
});
