import mongoose from 'mongoose';
import { SEARCH_KEYS_VERSION } from '@haru/contracts';
import { startTestApi, type TestApi, type TestUser } from '../../../test/harness';
import { backfillSearchEntries } from './search.backfill';

let api: TestApi;
beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api.close(); });

interface Hit { type: string; id: string; title: string; snippet: { field: string; text: string; marks: { start: number; end: number }[] }; date: string | null; link: string; match: string }
interface Body { q: string; groups: { type: string; items: Hit[] }[] }

const find = async (u: TestUser, query: string) => {
  const res = await api.http().get(`/api/search?${query}`).set(u.auth);
  expect(res.status).toBe(200);
  return res.body as Body;
};
const ids = (body: Body) => body.groups.flatMap((g) => g.items.map((i) => i.id));

async function todo(u: TestUser, body: Record<string, unknown>): Promise<string> {
  const res = await api.http().post('/api/todos').set(u.auth).send(body);
  expect(res.status).toBe(201);
  return res.body.todo.id;
}
async function meeting(u: TestUser, body: Record<string, unknown>): Promise<string> {
  const res = await api.http().post('/api/meetings').set(u.auth).send({ date: '2025-03-04', time: '10:00', ...body });
  expect(res.status).toBe(201);
  return res.body.meeting.id;
}
async function project(u: TestUser, title: string): Promise<string> {
  const res = await api.http().post('/api/wbs/projects').set(u.auth).send({ title, description: '', start_date: '2025-03-01', end_date: '2025-06-30', status: 'planning' });
  expect(res.status).toBe(201);
  return res.body.id;
}
async function task(u: TestUser, projectId: string, title: string, parent: string | null = null): Promise<string> {
  const res = await api.http().post(`/api/wbs/projects/${projectId}/tasks`).set(u.auth)
    .send({ title, description: '', start_date: '2025-03-02', end_date: '2025-03-05', status: 'not_started', priority: 'medium', assignee: '김하루', duration: 3, progress: 0, parent_id: parent });
  expect(res.status).toBe(201);
  return res.body.id;
}

describe('GET /api/search', () => {
  it('when not signed in, then 401', async () => {
    expect((await api.http().get('/api/search?q=회의')).status).toBe(401);
  });

  it('when the query is missing, blank, too long, without letters, or types/limit are wrong, then 400 with a Korean detail', async () => {
    const u = await api.user('srchbad');
    const bad = ['', '?q=', '?q=%20%20', `?q=${'가'.repeat(101)}`, '?q=!!!', '?q=a&types=note', '?q=a&types=', '?q=a&limit=0', '?q=a&limit=51', '?q=a&limit=abc',
      '?q=a&owner=x', '?q[$gt]=a', '?q=a&q=b'];
    for (const q of bad) {
      const res = await api.http().get(`/api/search${q}`).set(u.auth);
      expect([q, res.status, res.headers['content-type']]).toEqual([q, 400, expect.stringContaining('application/problem+json')]);
      expect(res.body.detail).toMatch(/[가-힣]/);
    }
  });

  it('when two users hold the same words, then each finds only their own records', async () => {
    const a = await api.user('srcha');
    const b = await api.user('srchb');
    const mine = await todo(a, { title: '주간 회의 준비', tags: ['검색팀'] });
    const theirs = await todo(b, { title: '주간 회의 준비', tags: ['검색팀'] });
    expect(ids(await find(a, 'q=ㅈㄱㅎㅇ'))).toEqual([mine]);
    expect(ids(await find(b, 'q=ㅈㄱㅎㅇ'))).toEqual([theirs]);
    expect(ids(await find(b, 'q=검색팀을'))).toEqual([theirs]);
  });

  it('when records of every type match, then they come grouped and ranked with a marked snippet, a date and a link', async () => {
    const u = await api.user('srchall');
    const exact = await todo(u, { title: '회의', due_date: '2099-01-02' });
    const prefix = await todo(u, { title: '회의록 정리' });
    const body = await todo(u, { title: '보고서', description: '다음 회의 전에 검토' });
    const m = await meeting(u, { title: '주간 회의', agenda: '검색 개선', attendees: ['김하루'], location: '3층' });
    const p = await project(u, '검색 회의 개선');
    const t = await task(u, p, '회의실 예약');
    await todo(u, { title: '관계없는 일' });

    const res = await find(u, `q=${encodeURIComponent('회의')}`);
    expect(res.q).toBe('회의');
    // Ties between groups go to the more recently changed record: adding a task touched the project.
    expect(res.groups.map((g) => g.type)).toEqual(['todo', 'task', 'project', 'meeting']);
    expect(res.groups[0].items.map((i) => [i.id, i.match])).toEqual([[exact, 'exact'], [prefix, 'prefix'], [body, 'partial']]);
    expect(res.groups[0].items[0]).toMatchObject({ type: 'todo', title: '회의', date: '2099-01-02', link: `/todo/${exact}`, snippet: { field: 'title', text: '회의', marks: [{ start: 0, end: 2 }] } });
    expect(res.groups[0].items[2].snippet).toEqual({ field: 'description', text: '다음 회의 전에 검토', marks: [{ start: 3, end: 5 }] });
    expect(res.groups[1].items[0]).toMatchObject({ id: t, link: `/wbs/detail/${p}`, date: '2025-03-02', match: 'prefix' });
    expect(res.groups[2].items[0]).toMatchObject({ id: p, link: `/wbs/detail/${p}`, date: '2025-03-01', match: 'partial' });
    expect(res.groups[3].items[0]).toMatchObject({ id: m, link: `/meeting/${m}`, date: '2025-03-04', match: 'partial' });

    expect((await find(u, 'q=회의&limit=1')).groups[0].items.map((i) => i.id)).toEqual([exact]);
    expect((await find(u, 'q=회의&types=meeting,project')).groups.map((g) => g.type)).toEqual(['project', 'meeting']);
    expect(ids(await find(u, `q=${encodeURIComponent('김하루')}&types=meeting`))).toEqual([m]);
  });

  it('when a record is edited or deleted, then the search follows at once', async () => {
    const u = await api.user('srchedit');
    const id = await todo(u, { title: '한글 문서' });
    expect(ids(await find(u, 'q=한그'))).toEqual([id]);
    expect((await api.http().put(`/api/todos/${id}`).set(u.auth).send({ title: '영문 문서' })).status).toBe(200);
    expect(ids(await find(u, 'q=한그'))).toEqual([]);
    expect(ids(await find(u, 'q=ㅇㅁ'))).toEqual([id]);
    expect((await api.http().delete(`/api/todos/${id}`).set(u.auth)).status).toBe(200);
    expect(ids(await find(u, 'q=ㅇㅁ'))).toEqual([]);

    const m = await meeting(u, { title: '분기 회고' });
    expect((await api.http().put(`/api/meetings/${m}`).set(u.auth).send({ title: '분기 계획', date: '2025-03-04', time: '10:00' })).status).toBe(200);
    expect(ids(await find(u, 'q=ㅂㄱㄱㅎ'))).toEqual([m]);
    expect((await api.http().delete(`/api/meetings/${m}`).set(u.auth)).status).toBe(204);
    expect(ids(await find(u, 'q=분기'))).toEqual([]);

    const p = await project(u, '출시 준비');
    const parent = await task(u, p, '출시 체크리스트');
    const child = await task(u, p, '출시 공지', parent);
    expect(ids(await find(u, 'q=출시')).sort()).toEqual([p, parent, child].sort());
    expect((await api.http().delete(`/api/wbs/projects/${p}/tasks/${parent}`).set(u.auth)).status).toBe(200);
    expect(ids(await find(u, 'q=출시'))).toEqual([p]);
    const other = await task(u, p, '출시 회고');
    expect((await api.http().delete(`/api/wbs/projects/${p}`).set(u.auth)).status).toBe(200);
    expect(ids(await find(u, 'q=출시'))).toEqual([]);
    expect(await mongoose.connection.db!.collection('search_entries').countDocuments({ _id: new mongoose.Types.ObjectId(other) })).toBe(0);
  });

  it('when records were stored before search existed, then the start-up backfill indexes them once', async () => {
    const u = await api.user('srchold');
    const db = mongoose.connection.db!;
    await db.collection('search_backfill').deleteMany({});
    const now = new Date();
    const { insertedId } = await db.collection('todos').insertOne({ ownerId: u.id, title: '오래된 기록', description: '', tags: [], createdAt: now, updatedAt: now });
    const meetingId = (await db.collection('meetings').insertOne({ ownerId: u.id, title: '오래된 회의', date: '2024-01-01', time: '09:00', attendees: [], createdAt: now, updatedAt: now })).insertedId;
    expect(ids(await find(u, 'q=오래된'))).toEqual([]);

    expect(await backfillSearchEntries(1)).toBe(1);
    expect(await db.collection<{ _id: string }>('search_backfill').findOne({ _id: 'todo' })).toMatchObject({ done: false });
    await backfillSearchEntries();
    expect(ids(await find(u, 'q=ㅇㄹㄷ')).sort()).toEqual([String(insertedId), String(meetingId)].sort());
    const entries = await db.collection('search_entries').countDocuments({ ownerId: u.id });
    expect(await backfillSearchEntries()).toBe(0);
    expect(await db.collection('search_entries').countDocuments({ ownerId: u.id })).toBe(entries);
  });

  it('when an entry still holds version 2 keys (the title words also as t/c), then every look-up finds its record once, in date order', async () => {
    const u = await api.user('srchv2');
    const older = await todo(u, { title: '주간 보고', description: '보고 자료' });
    const newer = await todo(u, { title: '보고 정리', tags: ['주간'] });
    const entries = mongoose.connection.db!.collection('search_entries');
    const entry = await entries.findOne({ _id: new mongoose.Types.ObjectId(older) });
    const keys = entry!.keys as string[];
    // what version 2 stored besides: every T/C key again as t/c
    const copies = keys.filter((k) => k[0] === 'T' || k[0] === 'C').map((k) => k[0].toLowerCase() + k.slice(1));
    await entries.updateOne({ _id: entry!._id }, { $set: { keys: [...new Set([...keys, ...copies])], v: 2 } });
    expect(ids(await find(u, 'q=보고'))).toEqual([newer, older]);
    expect(ids(await find(u, 'q=주간'))).toEqual([older, newer]);
    expect(ids(await find(u, 'q=ㅈㄱ'))).toEqual([older, newer]);
    expect(ids(await find(u, 'q=자료'))).toEqual([older]);
    expect(ids(await find(u, `q=${encodeURIComponent('주간 자료')}`))).toEqual([older]);
  });

  it('when entries were written with older keys, then the backfill rewrites them once and drops the old index', async () => {
    const u = await api.user('srchv1');
    const id = await todo(u, { title: '주간 보고' });
    const db = mongoose.connection.db!;
    const entries = db.collection('search_entries');
    await entries.createIndex({ ownerId: 1, keys: 1 });
    await entries.updateOne({ _id: new mongoose.Types.ObjectId(id) }, { $set: { keys: ['tㅈㅜ'], v: 1 } });
    for (const type of ['todo', 'meeting', 'project', 'task']) await db.collection<{ _id: string }>('search_backfill').updateOne({ _id: type }, { $set: { v: 1, done: true, after: null } }, { upsert: true });
    expect(ids(await find(u, 'q=ㅈㄱㅂㄱ'))).toEqual([]);

    expect(await backfillSearchEntries()).toBeGreaterThan(0);
    const rewritten = await entries.findOne({ _id: new mongoose.Types.ObjectId(id) });
    expect(rewritten).toMatchObject({ v: SEARCH_KEYS_VERSION, keys: expect.arrayContaining(['Cㅈㄱㅂ', 'Tㅈㅜ']) });
    // version 3: a title's words are T/C keys only, no t/c copies
    expect((rewritten!.keys as string[]).filter((k) => k[0] === 't' || k[0] === 'c')).toEqual([]);
    expect(ids(await find(u, 'q=ㅈㄱㅂㄱ'))).toEqual([id]);
    expect((await entries.listIndexes().toArray()).map((i) => i.name)).not.toContain('ownerId_1_keys_1');
    expect(await backfillSearchEntries()).toBe(0);
  });
});
