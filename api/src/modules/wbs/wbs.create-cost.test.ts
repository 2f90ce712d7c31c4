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

interface Op { method: string; filter: Record<string, unknown>; fields: unknown }

/** Every operation mongoose sends to wbs_tasks while `work` runs. */
async function tasksOps(work: () => Promise<unknown>): Promise<Op[]> {
  const ops: Op[] = [];
  mongoose.set('debug', (coll: string, method: string, filter: unknown, fields: unknown) => {
    if (coll === 'wbs_tasks') ops.push({ method, filter: (filter ?? {}) as Record<string, unknown>, fields });
  });
  try {
    await work();
  } finally {
    mongoose.set('debug', false);
  }
  return ops;
}

/** After the insert, the project's progress roll-up reads the three fields it needs of the project's tasks, once. */
const ROLL_UP = { method: 'find', fields: { projection: { parentId: 1, progress: 1, estimatedHours: 1 } } };

describe('creating a WBS task reads the parent chain, then the roll-up fields once', () => {
  it('when a task is created under a level-3 task in a project of 30, then the 3 ancestors are read by _id and the roll-up once', async () => {
    const id = await project();
    for (let i = 0; i < 27; i++) await post(id, { order_index: i });
    const a = (await post(id, {})).body.id;
    const b = (await post(id, { parent_id: a })).body.id;
    const c = (await post(id, { parent_id: b })).body.id;
    let res: { status: number; body: { level: number } } | undefined;
    const ops = await tasksOps(async () => { res = await post(id, { parent_id: c }); });
    expect(res).toMatchObject({ status: 201, body: { level: 4 } });
    const chain = ops.slice(0, 3);
    for (const r of chain) expect(r).toMatchObject({ method: 'findOne', filter: { _id: expect.anything(), ownerId: user.id } });
    expect(ops.slice(3)).toMatchObject([{ method: 'insertOne' }, { ...ROLL_UP, filter: { ownerId: user.id, projectId: expect.anything() } }]);
  });

  it('when a root task is created, then no task is read before the insert', async () => {
    const id = await project();
    await post(id, {});
    const ops = await tasksOps(() => post(id, {}));
    expect(ops).toMatchObject([{ method: 'insertOne' }, ROLL_UP]);
    expect(ops).toHaveLength(2);
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
