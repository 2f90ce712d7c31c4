import { startTestApi, type TestApi } from '../../../test/harness';
import { seedMeeting, seedProject, seedTodo } from '../stats/test-seed';

let api: TestApi;
beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api.close(); });

describe('GET /api/calendar', () => {
  it('when not signed in, then 401', async () => {
    expect((await api.http().get('/api/calendar?from=2025-01-01&to=2025-01-31')).status).toBe(401);
  });

  it('when the range is malformed, reversed, too long or carries unknown keys, then 400 with a Korean detail', async () => {
    const u = await api.user('calbad');
    for (const q of ['', '?from=2025-01-01', '?from=abc&to=2025-01-31', '?from=2025-01-31&to=2025-01-01', '?from=2025-01-01&to=2025-06-01', '?from=2025-01-01&to=2025-01-31&owner=x', '?from[$gt]=a&to=2025-01-01']) {
      const res = await api.http().get(`/api/calendar${q}`).set(u.auth);
      expect(res.status).toBe(400);
      expect(res.body.detail).toMatch(/[가-힣]/);
    }
  });

  it('when the user has items in and around the range, then only theirs inside it come back, merged', async () => {
    const u = await api.user('cal');
    const other = await api.user('calother');
    const todo = await seedTodo(u.id, { title: '보고서', dueDate: '2025-01-31', dueKey: '2025-01-31', status: 'completed', updatedAt: new Date('2025-01-30T01:02:03.004Z') });
    await seedTodo(u.id, { dueDate: '2025-02-09', dueKey: '2025-02-09' }); // after the range
    await seedTodo(u.id); // no due date
    const meeting = await seedMeeting(u.id, { title: '주간회의', date: '2024-12-29', time: '09:30', updatedAt: new Date('2024-12-20T00:00:00.000Z') });
    await seedMeeting(u.id, { date: '2024-12-28' }); // before the range
    const spanning = await seedProject(u.id, { title: '긴 프로젝트', startDate: '2024-11-01', endDate: '2025-03-31', status: 'in_progress' });
    await seedProject(u.id, { startDate: '2024-10-01', endDate: '2024-12-28' }); // ends before the range
    await seedTodo(other.id, { dueDate: '2025-01-15', dueKey: '2025-01-15' });
    await seedMeeting(other.id, { date: '2025-01-15' });

    const res = await api.http().get('/api/calendar?from=2024-12-29&to=2025-02-08').set(u.auth);
    expect(res.status).toBe(200);
    expect(res.body.from).toBe('2024-12-29');
    expect(res.body.events).toEqual([
      { id: `todo-${todo}`, type: 'todo', source_id: todo, title: '보고서', date: '2025-01-31', end_date: null, completed: true, time: null, status: 'completed', category: null, version: '2025-01-30T01:02:03.004Z' },
      { id: `meeting-${meeting}`, type: 'meeting', source_id: meeting, title: '주간회의', date: '2024-12-29', end_date: null, completed: false, time: '09:30', status: null, version: '2024-12-20T00:00:00.000Z' },
      { id: `project-${spanning}`, type: 'project', source_id: String(spanning), title: '긴 프로젝트', date: '2024-11-01', end_date: '2025-03-31', completed: false, time: null, status: 'in_progress' },
    ]);
  });

  it('when a to-do and a meeting are read, then each event carries the version their PUT takes as If-Match (issue 24)', async () => {
    const u = await api.user('calver');
    const todo = (await api.http().post('/api/todos').set(u.auth).send({ title: '버전', due_date: '2099-04-02' })).body.todo;
    const meeting = (await api.http().post('/api/meetings').set(u.auth).send({ title: '회의 버전', date: '2099-04-03', time: '10:00' })).body.meeting;
    const etags = await Promise.all([`/api/todos/${todo.id}`, `/api/meetings/${meeting.id}`].map(async (path) => (await api.http().get(path).set(u.auth)).headers.etag));
    const res = await api.http().get('/api/calendar?from=2099-04-01&to=2099-04-30').set(u.auth);
    expect(res.body.events.map((e: { version: string }) => `"${e.version}"`)).toEqual(etags);
    const moved = await api.http().put(`/api/meetings/${meeting.id}`).set(u.auth).set('If-Match', `"${res.body.events[1].version}"`)
      .send({ title: '회의 버전', date: '2099-04-04', time: '10:00' });
    expect(moved.status).toBe(200);
  });

  it('when the range is given as ISO timestamps at midnight KST, then the Korean calendar dates are used, not UTC ones', async () => {
    const u = await api.user('caltz');
    await seedTodo(u.id, { dueDate: '2025-03-01', dueKey: '2025-03-01' });
    await seedMeeting(u.id, { date: '2025-02-28' });
    // 2025-02-28T15:00:00Z is 00:00 on March 1 in Seoul: the range is exactly March 1.
    const res = await api.http().get('/api/calendar?from=2025-02-28T15:00:00Z&to=2025-02-28T15:00:00Z').set(u.auth);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ from: '2025-03-01', to: '2025-03-01' });
    expect(res.body.events.map((e: { type: string; date: string }) => [e.type, e.date])).toEqual([['todo', '2025-03-01']]);
  });
});
