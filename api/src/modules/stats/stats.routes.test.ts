import { startTestApi, type TestApi, type TestUser } from '../../../test/harness';
import { daysAgo, seedMeeting, seedProject, seedTask, seedTodo } from './test-seed';
import { getSummary } from './stats.service';
import { seoulDate } from '@haru/contracts';

let api: TestApi;
beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api.close(); });

describe('GET /api/stats/summary', () => {
  it('when not signed in, then 401', async () => {
    const res = await api.http().get('/api/stats/summary');
    expect(res.status).toBe(401);
  });

  it('when a new user asks, then every figure is zero', async () => {
    const u = await api.user('statsempty');
    const res = await api.http().get('/api/stats/summary').set(u.auth);
    expect(res.status).toBe(200);
    expect(res.body.todos).toMatchObject({ total: 0, completed: 0, pending: 0, completion_rate: 0 });
    expect(res.body.productivity_score).toBe(0);
  });

  it('when the user has to-dos, meetings and projects, then the spec figures come back and other users are not counted', async () => {
    const u: TestUser = await api.user('stats');
    const other = await api.user('statsother');
    const today = seoulDate(new Date());
    await seedTodo(u.id, { status: 'completed' });
    await seedTodo(u.id, { status: 'completed', updatedAt: daysAgo(10) });
    await seedTodo(u.id, { status: 'in_progress', dueDate: '2000-01-01', dueKey: '2000-01-01' });
    await seedTodo(u.id, { dueDate: today, dueKey: today, createdAt: daysAgo(9), updatedAt: daysAgo(9) });
    await seedTodo(other.id, { status: 'completed' });
    await seedMeeting(u.id);
    await seedMeeting(u.id, { createdAt: daysAgo(8) });
    const p = await seedProject(u.id, { status: 'in_progress', progress: 40 });
    await seedProject(u.id, { status: 'completed', progress: 100, createdAt: daysAgo(12) });
    await seedTask(u.id, p, { status: 'completed' });
    await seedTask(u.id, p);
    await seedProject(other.id);

    const res = await api.http().get('/api/stats/summary').set(u.auth);
    expect(res.status).toBe(200);
    expect(res.body.todos).toEqual({
      total: 4, completed: 2, pending: 2, in_progress: 1, completion_rate: 50, overdue: 1, due_today: 1,
      created_this_week: 3, created_last_week: 1, completed_this_week: 1, completed_last_week: 1,
    });
    expect(res.body.meetings).toMatchObject({ total: 2, this_week: 1, last_week: 1 });
    expect(res.body.wbs).toEqual({
      projects: 2, in_progress: 1, completed: 1, average_progress: 70, tasks: 2, completed_tasks: 1,
      projects_created_this_week: 1, projects_created_last_week: 1,
    });
    // (50 + min(100, 2 × (4 + 2 + 2))) / 2 = 33
    expect(res.body.productivity_score).toBe(33);
    expect(res.body.today).toBe(today);
  });

  it('when the month changes at midnight in Korea, then meetings this month count from 00:00 KST on the 1st', async () => {
    const u = await api.user('statsmonth');
    await seedMeeting(u.id, { createdAt: new Date('2025-02-28T14:59:59Z') }); // 23:59:59 KST on Feb 28
    await seedMeeting(u.id, { createdAt: new Date('2025-02-28T15:00:00Z') }); // 00:00 KST on Mar 1
    const summary = await getSummary({ ownerId: u.id, now: new Date('2025-03-01T03:00:00Z') });
    expect(summary.meetings.this_month).toBe(1);
    expect(summary.today).toBe('2025-03-01');
  });

  it('when a to-do is due today in Korea but it is still yesterday in UTC, then it counts as due today', async () => {
    const u = await api.user('statstz');
    await seedTodo(u.id, { dueDate: '2025-03-01', dueKey: '2025-03-01' });
    const summary = await getSummary({ ownerId: u.id, now: new Date('2025-02-28T15:30:00Z') }); // 00:30 KST Mar 1
    expect(summary.todos.due_today).toBe(1);
    expect(summary.todos.overdue).toBe(0);
  });
});

describe('GET /api/stats/analytics', () => {
  it('when the range is missing, reversed or has unknown keys, then 400 with a Korean detail', async () => {
    const u = await api.user('anabad');
    for (const q of ['', '?from=2025-01-10&to=2025-01-01', '?from=2025-01-01&to=2025-01-31&x=1', '?from=2024-01-01&to=2025-06-01', '?from=2025-02-30&to=2025-03-01']) {
      const res = await api.http().get(`/api/stats/analytics${q}`).set(u.auth);
      expect(res.status).toBe(400);
      expect(res.body.detail).toMatch(/[가-힣]/);
    }
  });

  it('when data exists, then weekly series, groups and project progress come back for the owner only', async () => {
    const u = await api.user('ana');
    const other = await api.user('anaother');
    const at = new Date('2025-01-08T03:00:00Z');
    await seedTodo(u.id, { status: 'completed', category: 'work', priority: 'high', createdAt: at, updatedAt: at });
    await seedTodo(u.id, { category: 'work', priority: 'low', dueDate: '2025-01-07', dueKey: '2025-01-07', createdAt: at, updatedAt: at });
    await seedTodo(other.id, { status: 'completed', category: 'study', createdAt: at, updatedAt: at });
    await seedMeeting(u.id, { date: '2025-01-13' });
    const p = await seedProject(u.id, { title: '웹사이트', progress: 33.333 });
    await seedTask(u.id, p, { status: 'completed' });
    const res = await api.http().get('/api/stats/analytics?from=2025-01-06&to=2025-01-19').set(u.auth);
    expect(res.status).toBe(200);
    expect(res.body.todos_completed).toEqual([{ week: '2025-01-06', value: 1 }, { week: '2025-01-13', value: 0 }]);
    expect(res.body.by_category).toEqual([{ key: 'work', total: 2, completed: 1 }]);
    expect(res.body.by_priority.map((r: { key: string }) => r.key).sort()).toEqual(['high', 'low']);
    // Still open at the end of both weeks: overdue in both (a backlog, as the dashboard's 지연 counts it).
    expect(res.body.overdue).toEqual([{ week: '2025-01-06', value: 1 }, { week: '2025-01-13', value: 1 }]);
    expect(res.body.meetings).toEqual([{ week: '2025-01-06', value: 0 }, { week: '2025-01-13', value: 1 }]);
    expect(res.body.projects).toEqual([expect.objectContaining({ title: '웹사이트', progress: 33.33, tasks: 1, completed_tasks: 1 })]);
  });

  it("when to-dos have no category, stored as null or as '', then they form one 'none' group", async () => {
    const u = await api.user('ananone');
    const at = new Date('2025-01-08T03:00:00Z');
    await seedTodo(u.id, { category: null, status: 'completed', createdAt: at, updatedAt: at });
    await seedTodo(u.id, { category: '', createdAt: at, updatedAt: at });
    await seedTodo(u.id, { category: 'work', createdAt: at, updatedAt: at });
    const res = await api.http().get('/api/stats/analytics?from=2025-01-06&to=2025-01-19').set(u.auth).expect(200);
    expect(res.body.by_category).toEqual([{ key: 'none', total: 2, completed: 1 }, { key: 'work', total: 1, completed: 0 }]);
  });
});
