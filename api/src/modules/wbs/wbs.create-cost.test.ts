import mongoose from 'mongoose';
import { startTestApi, type TestApi, type TestUser } from '../../../test/harness';
import { WbsTaskModel } from './wbs.model';

let api: TestApi;
let user: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  user = await api.user('wbscost');
});
afterAll(() => api.close());

async function project(): Promise<string> {
  return (await api.http().post('/api/wbs/projects').set(user.auth).send({ title: '비용', start_date: '2025-01-01', end_date: '2025-01-31' })).body.id;
}
const post = (id: string, body: object) => api.http().post(`/api/wbs/projects/${id}/tasks`).set(user.auth).send({ title: '작업', ...body });

/** Every operation mongoose sends to wbs_tasks while `work` runs. */
async function tasksOps(work: () => Promise<unknown>): Promise<{ method: string; filter: Record<string, unknown> }[]> {
  const ops: { method: string; filter: Record<string, unknown> }[] = [];
  mongoose.set('debug', (coll: string, method: string, filter: unknown) => {
    if (coll === 'wbs_tasks') ops.push({ method, filter: (filter ?? {}) as Record<string, unknown> });
  });
  try {
    await work();
  } finally {
    mongoose.set('debug', false);
  }
  return ops;
}

describe('creating a WBS task reads only the parent chain', () => {
  it('when a task is created under a level-3 task in a project of 30, then only the 3 ancestors are read, each by _id', async () => {
    const id = await project();
    for (let i = 0; i < 27; i++) await post(id, { order_index: i });
    const a = (await post(id, {})).body.id;
    const b = (await post(id, { parent_id: a })).body.id;
    const c = (await post(id, { parent_id: b })).body.id;
    let res: { status: number; body: { level: number } } | undefined;
    const ops = await tasksOps(async () => { res = await post(id, { parent_id: c }); });
    expect(res).toMatchObject({ status: 201, body: { level: 4 } });
    const reads = ops.filter((o) => o.method !== 'insertOne');
    expect(reads).toHaveLength(3);
    for (const r of reads) expect(r).toMatchObject({ method: 'findOne', filter: { _id: expect.anything(), ownerId: user.id } });
    expect(ops.filter((o) => o.method === 'insertOne')).toHaveLength(1);
  });

  it('when a root task is created, then no task is read at all', async () => {
    const id = await project();
    await post(id, {});
    const ops = await tasksOps(() => post(id, {}));
    expect(ops.map((o) => o.method)).toEqual(['insertOne']);
  });

  it('when stored levels are wrong, then the new level still follows the parent links', async () => {
    const id = await project();
    const a = (await post(id, {})).body.id;
    const b = (await post(id, { parent_id: a })).body.id;
    await WbsTaskModel.updateMany({ projectId: id }, { $set: { level: 9 } });
    const res = await post(id, { parent_id: b });
    expect(res.status).toBe(201);
    expect(res.body.level).toBe(3);
  });
});
