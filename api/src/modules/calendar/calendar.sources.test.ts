import { seoulDate } from '@haru/contracts';
import { startTestApi, type TestApi } from '../../../test/harness';

// The figures read the to-do, meeting and WBS collections directly: this suite writes through those modules' own
// APIs, so a renamed collection or field in them fails here.
let api: TestApi;
beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api.close(); });

describe('stats and calendar over data written by the to-do, meeting and WBS APIs', () => {
  it('when a user creates a to-do, a meeting and a project, then the summary and the calendar show them', async () => {
    const u = await api.user('sources');
    const other = await api.user('sourcesother');
    const today = seoulDate(new Date());
    const todo = await api.http().post('/api/todos').set(u.auth).send({ title: '보고서 작성', description: '', priority: 'high', status: 'pending', category: 'work', due_date: today, tags: [] });
    expect(todo.status).toBe(201);
    const meeting = await api.http().post('/api/meetings').set(u.auth).send({ title: '주간 회의', date: today, time: '10:00', location: '', attendees: [], agenda: '', content: '', decisions: '', action_items: '' });
    expect(meeting.status).toBe(201);
    const project = await api.http().post('/api/wbs/projects').set(u.auth).send({ title: '새 프로젝트', description: '', start_date: `${today}T00:00:00+09:00`, end_date: `${today}T00:00:00+09:00`, status: 'in_progress' });
    expect(project.status).toBe(201);
    const projectId = project.body.id ?? project.body.project?.id;
    const task = await api.http().post(`/api/wbs/projects/${projectId}/tasks`).set(u.auth).send({ title: '작업', description: '', start_date: today, end_date: today, status: 'completed', priority: 'medium', assignee: '', duration: 1, progress: 100, level: 1, order_index: 0, parent_id: null });
    expect(task.status).toBe(201);
    const todoId = todo.body.todo?.id ?? todo.body.id;
    const done = await api.http().put(`/api/todos/${todoId}`).set(u.auth).send({ status: 'completed' });
    expect(done.status).toBe(200);

    expect((await api.http().post('/api/todos').set(other.auth).send({ title: '남의 할일', description: '', priority: 'low', status: 'pending', category: null, due_date: today, tags: [] })).status).toBe(201);

    const summary = await api.http().get('/api/stats/summary').set(u.auth);
    expect(summary.body.todos).toMatchObject({ total: 1, completed: 1, pending: 0, completion_rate: 100, created_this_week: 1, completed_this_week: 1 });
    expect(summary.body.meetings).toMatchObject({ total: 1, this_week: 1, this_month: 1 });
    expect(summary.body.wbs).toMatchObject({ projects: 1, in_progress: 1, tasks: 1, completed_tasks: 1 });

    const calendar = await api.http().get(`/api/calendar?from=${today}&to=${today}`).set(u.auth);
    expect(calendar.body.events.map((e: { type: string; date: string; completed: boolean }) => [e.type, e.date, e.completed])).toEqual([
      ['todo', today, true], ['meeting', today, false], ['project', today, false], ['task', today, true],
    ]);
    expect(calendar.body.events[0].category).toBe('work'); // the to-do's stored category: the calendar's category filter

  });
});
