import { WBS_MESSAGES, type WbsTask } from '@haru/contracts';
import { startTestApi, type TestApi, type TestUser } from '../../../test/harness';
import { expectWbsInvariants } from '../../../test/security/wbs-invariants';

let api: TestApi;
let user: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  user = await api.user('wbsrace');
});
afterAll(() => api.close());

const ROUNDS = 10;
jest.setTimeout(120_000);

async function newProject(): Promise<string> {
  const res = await api.http().post('/api/wbs/projects').set(user.auth).send({ title: '동시 변경', start_date: '2025-01-01', end_date: '2025-01-31' });
  return res.body.id;
}

/** A chain of `n` tasks, each under the previous; returns their ids from the top. */
async function chain(projectId: string, n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const res = await api.http().post(`/api/wbs/projects/${projectId}/tasks`).set(user.auth).send({ title: `t${i}`, parent_id: ids.at(-1) ?? null });
    ids.push(res.body.id);
  }
  return ids;
}

const move = (projectId: string, taskId: string, parentId: string) =>
  api.http().put(`/api/wbs/projects/${projectId}/tasks/${taskId}`).set(user.auth).send({ title: '이동', parent_id: parentId });

async function tasksOf(projectId: string): Promise<WbsTask[]> {
  return (await api.http().get(`/api/wbs/projects/${projectId}/tasks`).set(user.auth).expect(200)).body;
}

/** Both requests leave together over real HTTP connections; exactly one may win, the other is refused in Korean. */
async function race(projectId: string, requests: ReturnType<typeof move>[], refusal: string) {
  const answers = await Promise.all(requests);
  expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
  expect(answers.find((r) => r.status === 400)!.body.detail).toBe(refusal);
  expectWbsInvariants(projectId, await tasksOf(projectId));
}

describe('concurrent WBS tree changes of one project are serialised', () => {
  it('when PUT A {parent_id: B} and PUT B {parent_id: A} arrive at the same moment, then one wins and no cycle is ever stored', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const projectId = await newProject();
      const [[a], [b]] = [await chain(projectId, 1), await chain(projectId, 1)];
      await race(projectId, [move(projectId, a, b), move(projectId, b, a)], WBS_MESSAGES.parentIsDescendant);
    }
  });

  it('when two chain moves that are each within 5 levels run together, then one is refused and no level > 5 is stored', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const projectId = await newProject();
      const p = await chain(projectId, 3);
      const q = await chain(projectId, 2);
      const r = await chain(projectId, 2);
      // Q under P3 puts Q2 at level 5; R under Q2 (level 2 before) puts R2 at 4. Together: R2 at level 7.
      await race(projectId, [move(projectId, q[0], p[2]), move(projectId, r[0], q[1])], WBS_MESSAGES.depthExceeded);
    }
  });

  it('when task writes and a project delete race, then no task outlives its project', async () => {
    const projectId = await newProject();
    const [root] = await chain(projectId, 1);
    const writes = Array.from({ length: 6 }, (_, i) =>
      api.http().post(`/api/wbs/projects/${projectId}/tasks`).set(user.auth).send({ title: `w${i}`, parent_id: root }));
    const remove = api.http().delete(`/api/wbs/projects/${projectId}`).set(user.auth);
    const answers = await Promise.all([...writes, remove]);
    expect(answers.at(-1)!.status).toBe(200);
    for (const res of answers.slice(0, -1)) expect([201, 404]).toContain(res.status);
    const { WbsTaskModel } = await import('./wbs.model');
    expect(await WbsTaskModel.countDocuments({ projectId })).toBe(0);
  });
});
