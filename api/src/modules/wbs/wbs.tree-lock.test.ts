import { WBS_MESSAGES } from '@haru/contracts';
import { startTestApi, type TestApi, type TestUser } from '../../../test/harness';
import { WbsProjectModel, WbsTaskModel } from './wbs.model';

let api: TestApi;
let user: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  user = await api.user('wbslease');
});
afterAll(() => api.close());
afterEach(() => jest.useRealTimers());

async function projectWithTask(): Promise<{ id: string; task: string }> {
  const id = (await api.http().post('/api/wbs/projects').set(user.auth).send({ title: '임대', start_date: '2025-01-01', end_date: '2025-01-31' })).body.id;
  const task = (await api.http().post(`/api/wbs/projects/${id}/tasks`).set(user.auth).send({ title: '작업', progress: 40 })).body.id;
  return { id, task };
}
/** What a writer in another process (or one that crashed) leaves on the project while it holds the lease. */
const holdLease = (id: string, until: Date) => WbsProjectModel.updateOne({ _id: id }, { $set: { treeLock: 'other-writer', treeLockUntil: until } });
const addTask = (id: string) => api.http().post(`/api/wbs/projects/${id}/tasks`).set(user.auth).send({ title: '새 작업', progress: 100 });

describe('the project tree lease', () => {
  it('when a holder crashed and its lease ran out, then the next write takes over at once', async () => {
    const { id } = await projectWithTask();
    await holdLease(id, new Date(Date.now() - 1));
    expect((await addTask(id)).status).toBe(201);
    expect(await WbsProjectModel.findById(id).lean()).toMatchObject({ treeLock: null, treeLockUntil: null, progress: 70 });
  });

  it('when another writer holds the lease, then a write waits for it and then runs', async () => {
    const { id } = await projectWithTask();
    await holdLease(id, new Date(Date.now() + 60_000));
    const waiting = addTask(id).then((res) => res);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await WbsProjectModel.countDocuments({ _id: id, treeLock: 'other-writer' })).toBe(1);
    expect(await WbsTaskModel.countDocuments({ projectId: id })).toBe(1);
    await WbsProjectModel.updateOne({ _id: id }, { $set: { treeLock: null, treeLockUntil: null } });
    expect((await waiting).status).toBe(201);
  });

  it('when the lease stays taken past the wait budget (8 s), then 409 in Korean and nothing changes', async () => {
    const { id, task } = await projectWithTask();
    await holdLease(id, new Date(Date.now() + 3_600_000));
    // A controlled clock for Date only: the writer's retries keep real timers, its deadline reads the jumped time.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'hrtime', 'performance'] });
    const waiting = api.http().put(`/api/wbs/projects/${id}/tasks/${task}`).set(user.auth).send({ title: '이동 안 됨', progress: 90 }).then((res) => res);
    await new Promise((resolve) => setTimeout(resolve, 200));
    jest.setSystemTime(Date.now() + 9_000);
    const res = await waiting;
    jest.useRealTimers();
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(WBS_MESSAGES.treeBusy);
    await WbsProjectModel.updateOne({ _id: id }, { $set: { treeLock: null, treeLockUntil: null } });
    const tasks = (await api.http().get(`/api/wbs/projects/${id}/tasks`).set(user.auth).expect(200)).body;
    expect(tasks).toMatchObject([{ title: '작업', progress: 40 }]);
  });
});
