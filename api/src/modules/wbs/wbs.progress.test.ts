import mongoose from 'mongoose';
import { seoulDate } from '@haru/contracts';
import { startTestApi, type TestApi, type TestUser } from '../../../test/harness';

let api: TestApi;
let user: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  user = await api.user('wbsprogress');
});
afterAll(() => api.close());

const http = () => api.http();
async function newProject(): Promise<string> {
  const res = await http().post('/api/wbs/projects').set(user.auth).send({ title: '진행률', start_date: '2025-01-01', end_date: '2025-12-31' });
  return res.body.id;
}
const tasksUrl = (id: string) => `/api/wbs/projects/${id}/tasks`;
async function addTask(id: string, body: object): Promise<string> {
  const res = await http().post(tasksUrl(id)).set(user.auth).send({ title: '작업', ...body }).expect(201);
  return res.body.id;
}
const project = async (id: string) => (await http().get(`/api/wbs/projects/${id}`).set(user.auth).expect(200)).body;
const edit = (id: string, progress: number) =>
  http().put(`/api/wbs/projects/${id}`).set(user.auth).send({ title: '진행률', start_date: '2025-01-01', end_date: '2025-12-31', status: 'in_progress', progress });

/** What every screen reads: the project, the list, the dashboard average and the analytics chart. */
async function everyReading(id: string) {
  const today = seoulDate(new Date());
  const [one, list, summary, analytics] = await Promise.all([
    project(id),
    http().get('/api/wbs/projects').set(user.auth),
    http().get('/api/stats/summary').set(user.auth),
    http().get(`/api/stats/analytics?from=${today}&to=${today}`).set(user.auth),
  ]);
  return {
    project: one.progress,
    list: list.body.find((p: { id: string }) => p.id === id).progress,
    average: summary.body.wbs.average_progress,
    chart: analytics.body.projects.find((p: { id: string }) => p.id === id).progress,
  };
}

describe('WBS project progress: one stored truth', () => {
  it('when a project has tasks, then every reading shows the roll-up weighted by estimated hours, stored on each task write', async () => {
    const other = await api.user('wbsprogress-solo');
    const id = await newProject();
    await edit(id, 10).expect(200);
    // A 6 h at 100 %; B (2 h) = B1 2 h at 50 % and B2 unestimated at 0 % (counts as 2 h) → 25 %; C unestimated at
    // 25 % counts as the average estimate of A and B (4 h): (6·100 + 2·25 + 4·25) / 12 = 62.5.
    await addTask(id, { estimated_hours: 6, progress: 100 });
    const b = await addTask(id, {});
    await addTask(id, { parent_id: b, estimated_hours: 2, progress: 50 });
    await addTask(id, { parent_id: b, progress: 0 });
    const c = await addTask(id, { progress: 25 });
    expect(await project(id)).toMatchObject({ progress: 62.5, progress_source: 'tasks', manual_progress: 10 });
    expect(await everyReading(id)).toEqual({ project: 62.5, list: 62.5, average: 63, chart: 62.5 });

    await http().put(`${tasksUrl(id)}/${c}`).set(user.auth).send({ title: '작업', progress: 85 }).expect(200);
    expect((await project(id)).progress).toBe(82.5);
    await http().delete(`${tasksUrl(id)}/${b}`).set(user.auth).expect(200);
    // A 6 h at 100 % and C (unestimated, so weighing A's 6 h) at 85 %.
    expect((await project(id)).progress).toBe(92.5);
    // Another user's figures are not touched.
    expect((await http().get('/api/stats/summary').set(other.auth)).body.wbs.average_progress).toBe(0);
  });

  it('when equal tasks are 100, 37.5 and 0 % done, then the project stores 45.83 (2 decimals)', async () => {
    const id = await newProject();
    for (const progress of [100, 37.5, 0]) await addTask(id, { progress });
    expect((await project(id)).progress).toBe(45.83);
  });

  it('when the edit form saves a progress while tasks exist, then it is kept as the manual value and applies once the last task is gone', async () => {
    const id = await newProject();
    const only = await addTask(id, { progress: 40 });
    const saved = await edit(id, 75).expect(200);
    expect(saved.body).toMatchObject({ progress: 40, progress_source: 'tasks', manual_progress: 75 });
    await http().delete(`${tasksUrl(id)}/${only}`).set(user.auth).expect(200);
    expect(await project(id)).toMatchObject({ progress: 75, progress_source: 'manual', manual_progress: 75 });
  });

  it('when a project has no tasks, then the edit form progress applies (0–100 still enforced)', async () => {
    const id = await newProject();
    expect(await project(id)).toMatchObject({ progress: 0, progress_source: 'manual', manual_progress: 0 });
    expect((await edit(id, 30)).body).toMatchObject({ progress: 30, progress_source: 'manual', manual_progress: 30 });
    const refused = await edit(id, 101);
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe('진행률은 0~100 사이의 값이어야 합니다');
    expect((await project(id)).progress).toBe(30);
  });
});

describe('projects stored before the roll-up existed', () => {
  it('when the start-up backfill runs, then a project with tasks gets their roll-up (its old value kept as manual) and "last updated" stays', async () => {
    const { WbsProjectModel, WbsTaskModel } = await import('./wbs.model');
    const { backfillProjectProgress } = await import('./wbs.progress-backfill');
    const id = await newProject();
    await addTask(id, { progress: 100 });
    await addTask(id, { progress: 0 });
    const bare = await newProject();
    // What the old code stored: the manual value in progress, no source, no manual field.
    await WbsProjectModel.collection.updateMany({ _id: { $in: [id, bare].map((v) => new mongoose.Types.ObjectId(v)) } }, { $set: { progress: 10 }, $unset: { progressSource: '', manualProgress: '' } });
    const before = await project(id);
    expect(before).toMatchObject({ progress: 10, progress_source: 'manual', manual_progress: 10 });
    expect(await backfillProjectProgress()).toBe(2);
    expect(await project(id)).toMatchObject({ progress: 50, progress_source: 'tasks', manual_progress: 10, updated_at: before.updated_at });
    expect(await project(bare)).toMatchObject({ progress: 10, progress_source: 'manual', manual_progress: 10 });
    expect(await backfillProjectProgress()).toBe(0);
    expect(await WbsTaskModel.countDocuments({ projectId: id })).toBe(2);
  });
});
