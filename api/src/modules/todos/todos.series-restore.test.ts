import { startTestApi, type TestApi, type TestUser } from '../../../test/harness';
import { manualClock } from '../../clock';

/** 2030-05-01 (수) 09:00 in Seoul; the next Mondays are 05-06, 05-13, 05-20, 05-27. */
const clock = manualClock('2030-05-01T00:00:00.000Z');
const MONDAYS = { freq: 'weekly', weekdays: [1] } as const;
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({}, { clock });
}, 60_000);
afterAll(() => api.close());

type Row = { id: string; title: string; due_date: string; status: string };
const h = () => api.http();
const create = (who: TestUser, body: object) => h().post('/api/todos').set(who.auth).send(body).expect(201);
const complete = (who: TestUser, id: string) => h().put(`/api/todos/${id}`).set(who.auth).send({ status: 'completed' }).expect(200);
const series = async (who: TestUser, title: string) => ((await h().get('/api/todos').set(who.auth).expect(200)).body as Row[])
  .filter((t) => t.title === title).sort((a, b) => a.due_date.localeCompare(b.due_date));
const download = async (who: TestUser) => JSON.parse((await h().get('/api/backup').set(who.auth).buffer(true).parse((r, cb) => {
  let text = '';
  r.on('data', (c: Buffer) => (text += c.toString('utf8')));
  r.on('end', () => cb(null, text));
}).expect(200)).body as string) as { todos: { title: string; due_date: string; series?: unknown }[] };

/** Completes the series' open to-do until none is left; the series as [date, status]. */
async function completeAll(who: TestUser, title: string) {
  for (let i = 0; i < 6; i += 1) {
    const open = (await series(who, title)).find((t) => t.status === 'pending');
    if (!open) break;
    await complete(who, open.id);
  }
  return (await series(who, title)).map((t) => [t.due_date, t.status]);
}

/** A series of three Mondays whose first is completed: its second (number 2 of 3) is open. */
async function secondOfThree(who: TestUser, title: string): Promise<Row> {
  const first = (await create(who, { title, due_date: '2030-05-06', recurrence: { ...MONDAYS, count: 3 } })).body.todo;
  await complete(who, first.id);
  return (await series(who, title)).find((t) => t.status === 'pending')!;
}

const THREE_DONE = [['2030-05-06', 'completed'], ['2030-05-13', 'completed'], ['2030-05-20', 'completed']];

describe('a restored occurrence of a counted series keeps its number', () => {
  it('when the second of three is deleted and restored from the 휴지통, then the series still ends after the third', async () => {
    const who = await api.user('restore-trash');
    const second = await secondOfThree(who, '세 번 휴지통');
    await h().delete(`/api/todos/${second.id}`).set(who.auth).expect(200);
    await h().post(`/api/trash/todo/${second.id}/restore`).set(who.auth).expect(200);
    expect(await completeAll(who, '세 번 휴지통')).toEqual(THREE_DONE);
  }, 60_000);

  it('when the second of three is deleted and restored from a backup, then the series still ends after the third', async () => {
    const who = await api.user('restore-backup');
    const second = await secondOfThree(who, '세 번 백업');
    const file = await download(who);
    expect(file.todos.find((t) => t.due_date === '2030-05-13')?.series).toEqual({ index: 2, anchor: '2030-05-06', occurrence_date: null, title: null });
    await h().delete(`/api/todos/${second.id}`).set(who.auth).expect(200);
    const restored = await h().post('/api/backup/restore').set(who.auth).send(file).expect(200);
    expect(restored.body.counts.todos).toEqual({ new: 1, duplicate: 1, invalid: 0 });
    expect(await completeAll(who, '세 번 백업')).toEqual(THREE_DONE);
  }, 60_000);

  it('when a backup of a counted series is restored into another account, then that account goes on counting from the same place', async () => {
    const from = await api.user('series-from');
    await secondOfThree(from, '세 번 이사');
    const to = await api.user('series-to');
    await h().post('/api/backup/restore').set(to.auth).send(await download(from)).expect(200);
    expect(await completeAll(to, '세 번 이사')).toEqual(THREE_DONE);
  }, 60_000);

  it('when a backup names a broken series position, then that to-do is left out with a Korean reason', async () => {
    const who = await api.user('series-bad');
    const file = { format: 'haru-backup', version: 1, exported_at: '2030-05-01T00:00:00.000Z', todos: [
      { title: '깨진 반복', due_date: '2030-05-06', recurrence: MONDAYS, series: { index: 0, anchor: '2030-05-06', occurrence_date: null, title: null } },
    ] };
    const res = await h().post('/api/backup/preview').set(who.auth).send(file).expect(200);
    expect(res.body.counts.todos).toEqual({ new: 0, duplicate: 0, invalid: 1 });
    expect(res.body.skipped[0].reason).toMatch(/^series: .*반복 일정의 순서 정보가 올바르지 않습니다/);
  }, 60_000);
});
