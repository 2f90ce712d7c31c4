import { seoulDate } from '@haru/contracts';
import { startTestApi, type TestApi } from '../../../test/harness';
import { getSummary } from './stats.service';

// The due figures narrow by the to-do module's dueKey (its sort key for the due date): written through the real
// to-do API here, so a change in how that module stores due dates fails this suite.
let api: TestApi;
beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api.close(); });

const todo = (due_date: string | null, status = 'pending') => ({ title: '할일', description: '', priority: 'medium', status, category: null, due_date, tags: [] });
const LATER = '2998-06-01';
const atLater = new Date(`${LATER}T03:00:00Z`); // noon in Korea on that day

describe('stats summary over to-dos written by the to-do API', () => {
  it('when due dates are set, changed and cleared, then overdue and due today follow them', async () => {
    const u = await api.user('statsdue');
    const today = seoulDate(new Date());
    const post = async (body: object) => {
      const res = await api.http().post('/api/todos').set(u.auth).send(body);
      expect(res.status).toBe(201);
      return (res.body.todo?.id ?? res.body.id) as string;
    };
    const put = async (id: string, body: object) => expect((await api.http().put(`/api/todos/${id}`).set(u.auth).send(body)).status).toBe(200);
    const dueToday = await post(todo(today));
    const dueLater = await post(todo(LATER, 'in_progress'));
    await post(todo(LATER, 'completed'));
    await post(todo(null));

    const now = (await api.http().get('/api/stats/summary').set(u.auth).expect(200)).body.todos;
    expect(now).toMatchObject({ total: 4, completed: 1, in_progress: 1, overdue: 0, due_today: 1 });
    expect((await getSummary({ ownerId: u.id, now: atLater })).todos).toMatchObject({ overdue: 1, due_today: 1 });

    await put(dueLater, { due_date: null });
    await put(dueToday, { due_date: LATER });
    expect((await getSummary({ ownerId: u.id, now: atLater })).todos).toMatchObject({ overdue: 0, due_today: 1 });
    await put(dueToday, { status: 'completed' });
    expect((await getSummary({ ownerId: u.id, now: atLater })).todos).toMatchObject({ overdue: 0, due_today: 0, completed: 2 });
  });
});
