import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestApi, TestUser } from '../harness';
import { ReminderJobModel } from '../../src/modules/reminders/reminders.model';
import { browserKeys } from '../../src/modules/push/push.test-receiver';

/** One of each owned thing, created through the API, and the ids the route parameters take. */
export interface Seeded { todo: string; meeting: string; project: string; task: string; childTask: string; history: string; template: string; reminder: string; push: string; trashed: string }

/** The seeded meeting's action item id (the same in every user's meeting; the meeting id tells them apart). */
export const SEED_ITEM = 'seeditem';

export const BODIES = {
  todo: { title: '보고서 작성', description: '분기 보고서', priority: 'high', tags: ['업무'], due_date: '2099-12-31', due_time: '09:30', checklist: [{ text: '자료 모으기' }, { text: '초안', done: true }], recurrence: { freq: 'yearly', month: 12, month_day: 31 } },
  remindedTodo: { title: '알림 받을 일', due_date: '2099-12-31', reminders: [{ kind: 'at_due' }] },
  meeting: { title: '주간 회의', date: '2026-03-02', time: '10:00', attendees: ['김하루'], content: '내용', action_item_rows: [{ id: 'seeditem', text: '보고서 작성', owner: '김하루' }] },
  project: { title: '웹사이트 개편', start_date: '2026-03-01', end_date: '2026-04-30' },
  task: { title: '요구사항 정리', duration: 2 },
  backup: { format: 'haru-backup', version: 1, exported_at: '2026-03-01T00:00:00.000Z' },
  template: { name: '우리 팀 주간 회의', agenda: '1. 지난주\n2. 이번 주' },
};

/** A local target the API tester may reach (API_TESTER_ALLOW_HOSTS), so history entries can be made. */
export async function startTarget(): Promise<{ host: string; close: () => Promise<void> }> {
  const server = http.createServer((_req, res) => res.end('ok'));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { host: `127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) };
}

function ok<T>(res: { status: number; body: T }, what: string): T {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function seed(api: TestApi, u: TestUser, target: string): Promise<Seeded> {
  const h = () => api.http();
  const todo = ok(await h().post('/api/todos').set(u.auth).send(BODIES.todo), 'todo').todo.id;
  const meeting = ok(await h().post('/api/meetings').set(u.auth).send(BODIES.meeting), 'meeting').meeting.id;
  const project = ok(await h().post('/api/wbs/projects').set(u.auth).send(BODIES.project), 'project').id;
  const task = ok(await h().post(`/api/wbs/projects/${project}/tasks`).set(u.auth).send(BODIES.task), 'task').id;
  const childTask = ok(await h().post(`/api/wbs/projects/${project}/tasks`).set(u.auth).send({ ...BODIES.task, title: '하위 작업', parent_id: task }), 'child').id;
  const sent = ok(await h().post('/api/tools/http').set(u.auth).send({ method: 'GET', url: `http://${target}/x` }), 'http tool');
  const template = ok(await h().post('/api/meeting-templates').set(u.auth).send(BODIES.template), 'template').id;
  // The to-do's armed reminder (the fire-time index has no list route before it fires).
  const reminded = ok(await h().post('/api/todos').set(u.auth).send(BODIES.remindedTodo), 'reminded todo').todo.id;
  const job = await ReminderJobModel.findOne({ todoId: reminded }).lean();
  if (!job) throw new Error('seed: the to-do reminder was not armed');
  // A device subscription on a name that never resolves (.invalid): a test send drops it without any traffic.
  const push = ok(await h().post('/api/push/subscriptions').set(u.auth).send({ endpoint: `https://push.invalid/${u.username}`, keys: browserKeys().json }), 'push').subscription.id;
  // A deleted to-do waiting in the 휴지통 (issue 22).
  const trashed = ok(await h().post('/api/todos').set(u.auth).send({ title: '지운 할일' }), 'trashed todo').todo.id;
  ok(await h().delete(`/api/todos/${trashed}`).set(u.auth), 'delete into the trash');
  return { todo, meeting, project, task, childTask, history: sent.history_id, template, reminder: String(job._id), push, trashed };
}

/** Everything the user can read: compared before and after another user's attempts. */
export async function snapshot(api: TestApi, u: TestUser, s: Seeded): Promise<unknown> {
  const paths = [
    '/api/todos', '/api/meetings', '/api/wbs/projects', `/api/wbs/projects/${s.project}/tasks`, '/api/tools/http/history', '/api/meeting-templates',
    `/api/todos/${s.todo}`, `/api/meetings/${s.meeting}`, `/api/wbs/projects/${s.project}`, '/api/user/quick-actions',
    '/api/reminders/due', '/api/push/subscriptions', '/api/trash',
  ];
  const out: Record<string, unknown> = {};
  for (const p of paths) {
    const res = await api.http().get(p).set(u.auth);
    out[p] = { status: res.status, body: res.body };
  }
  return out;
}
