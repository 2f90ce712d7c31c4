import { startTestApi, type TestApi } from '../../../test/harness';
import { seedProject, seedTask } from '../stats/test-seed';

let api: TestApi;
beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api.close(); });

type Event = { type: string; title: string; date: string; end_date: string | null };
const tasksOf = (body: { events: Event[] }) => body.events.filter((e) => e.type === 'task').map((e) => [e.title, e.date, e.end_date]);

describe('GET /api/calendar: WBS tasks', () => {
  it('when the user has dated tasks in and around the range, then theirs touching it come back with the project', async () => {
    const u = await api.user('caltask');
    const other = await api.user('caltaskother');
    const project = await seedProject(u.id, { title: '사내 포털', startDate: '2025-01-01', endDate: '2025-12-31' });
    const task = await seedTask(u.id, project, { title: '설계', startDate: '2025-03-10', endDate: '2025-03-12', status: 'completed' });
    await seedTask(u.id, project, { title: '착수', startDate: '2025-02-20', endDate: '2025-03-01' }); // ends on the first day
    await seedTask(u.id, project, { title: '출시', startDate: '2025-03-31', endDate: '2025-04-15' }); // starts on the last day
    await seedTask(u.id, project, { title: '마감만', startDate: null, endDate: '2025-03-20' });
    await seedTask(u.id, project, { title: '시작만', startDate: '2025-03-05', endDate: null });
    await seedTask(u.id, project, { title: '이전', startDate: '2025-02-01', endDate: '2025-02-28' }); // ends the day before
    await seedTask(u.id, project, { title: '이후', startDate: '2025-04-01', endDate: '2025-04-02' }); // starts the day after
    await seedTask(u.id, project, { title: '날짜 없음', startDate: null, endDate: null });
    await seedTask(u.id, project, { title: '마감만 밖', startDate: null, endDate: '2025-04-01' });
    const otherProject = await seedProject(other.id, { title: '남의 프로젝트' });
    await seedTask(other.id, otherProject, { title: '남의 작업', startDate: '2025-03-10', endDate: '2025-03-10' });

    const res = await api.http().get('/api/calendar?from=2025-03-01&to=2025-03-31').set(u.auth);
    expect(res.status).toBe(200);
    expect(tasksOf(res.body)).toEqual([
      ['착수', '2025-02-20', '2025-03-01'],
      ['시작만', '2025-03-05', '2025-03-05'],
      ['설계', '2025-03-10', '2025-03-12'],
      ['마감만', '2025-03-20', '2025-03-20'],
      ['출시', '2025-03-31', '2025-04-15'],
    ]);
    expect(res.body.events.find((e: { title: string }) => e.title === '설계')).toEqual({
      id: `task-${task}`, type: 'task', source_id: task, title: '설계', date: '2025-03-10', end_date: '2025-03-12', completed: true,
      time: null, status: 'completed', project_id: String(project), project_title: '사내 포털',
    });
  });

  it('when the other user asks for the same range, then none of the first user\'s tasks come back', async () => {
    const u = await api.user('caltaskiso');
    const other = await api.user('caltaskiso2');
    const project = await seedProject(u.id, { title: '내 프로젝트' });
    await seedTask(u.id, project, { title: '내 작업', startDate: '2025-05-05', endDate: '2025-05-06' });
    const res = await api.http().get('/api/calendar?from=2025-05-01&to=2025-05-31').set(other.auth);
    expect(res.status).toBe(200);
    expect(tasksOf(res.body)).toEqual([]);
    expect(tasksOf((await api.http().get('/api/calendar?from=2025-05-01&to=2025-05-31').set(u.auth)).body)).toEqual([['내 작업', '2025-05-05', '2025-05-06']]);
  });
});
