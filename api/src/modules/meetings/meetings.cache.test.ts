import { startTestApi, type TestApi, type TestUser } from '../../../test/harness';
import { createMeeting, listMeetings } from './meetings.service';

let api: TestApi;
beforeAll(async () => { api = await startTestApi(); });
afterAll(() => api.close());

const body = (title: string, date = '2025-01-19') => ({ title, date, time: '14:30', location: '3층', attendees: ['김하루'], agenda: '안건', content: '내용', decisions: '결정', action_items: '할 일' });
const list = (u: TestUser) => api.http().get('/api/meetings').set(u.auth);
const titles = (res: { body: { title: string }[] }) => res.body.map((m) => m.title);

describe('GET /api/meetings from the list cache', () => {
  it('answers a repeated request with the same JSON as a fresh build (every field), an ETag, and 304 for If-None-Match', async () => {
    const u = await api.user('mcache');
    await api.http().post('/api/meetings').set(u.auth).send(body('첫 회의', '2025-01-10')).expect(201);
    await api.http().post('/api/meetings').set(u.auth).send(body('둘째 회의', '2025-01-20')).expect(201);
    const first = await list(u).expect(200);
    const second = await list(u).expect(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.text).toBe(first.text);
    expect(JSON.parse(first.text)).toEqual(await listMeetings({ ownerId: u.id }));
    expect(first.body[0]).toMatchObject({ title: '둘째 회의', content: '내용', decisions: '결정', action_items: '할 일', agenda: '안건' });
    expect(first.body[0]).not.toHaveProperty('ownerId');
    expect(second.headers.etag).toBe(first.headers.etag);
    await api.http().get('/api/meetings').set(u.auth).set('If-None-Match', first.headers.etag).expect(304);
  });

  it('when meetings are created, edited and deleted, then the next list shows it at once', async () => {
    const u = await api.user('mcachew');
    const id = (await api.http().post('/api/meetings').set(u.auth).send(body('처음')).expect(201)).body.meeting.id;
    const before = await list(u).expect(200);
    expect(titles(before)).toEqual(['처음']);
    await api.http().put(`/api/meetings/${id}`).set(u.auth).send(body('고침')).expect(200);
    const edited = await list(u).expect(200);
    expect(titles(edited)).toEqual(['고침']);
    expect(edited.headers.etag).not.toBe(before.headers.etag);
    await api.http().delete(`/api/meetings/${id}`).set(u.auth).expect(204);
    expect((await list(u).expect(200)).body).toEqual([]);
  });

  it('when another API process writes (the service, not this router), then the changed stamp alone makes the list fresh', async () => {
    const u = await api.user('mcachep');
    await api.http().post('/api/meetings').set(u.auth).send(body('여기서')).expect(201);
    expect(titles(await list(u).expect(200))).toEqual(['여기서']);
    await createMeeting({ ownerId: u.id, data: { ...body('저기서', '2025-02-01'), attendees: [] } });
    expect(titles(await list(u).expect(200))).toEqual(['저기서', '여기서']);
  });

  it("when two users list, then each gets only their own cached list", async () => {
    const a = await api.user('mcachea');
    const b = await api.user('mcacheb');
    await api.http().post('/api/meetings').set(a.auth).send(body('에이')).expect(201);
    expect(titles(await list(a).expect(200))).toEqual(['에이']);
    expect((await list(b).expect(200)).body).toEqual([]);
    await api.http().post('/api/meetings').set(b.auth).send(body('비')).expect(201);
    expect(titles(await list(a).expect(200))).toEqual(['에이']);
    expect(titles(await list(b).expect(200))).toEqual(['비']);
  });
});
