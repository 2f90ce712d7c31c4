import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startTestApi, type TestApi, type TestUser } from '../../../test/harness';

let api: TestApi;
let u: TestUser;
const csv = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');
const todos = async (who: TestUser) => (await api.http().get('/api/todos').set(who.auth)).body as { title: string; priority: string; status: string; tags: string[] }[];

beforeAll(async () => {
  api = await startTestApi({ QUOTA_TODOS: '12' });
  u = await api.user('importer');
}, 60_000);
afterAll(async () => {
  await api.close();
});

describe('POST /api/import/{preview,run}', () => {
  it('previews a Todoist CSV without writing, then imports it; the same file again is all duplicates', async () => {
    const body = { source: 'todoist', csv: csv('todoist.csv') };
    const preview = await api.http().post('/api/import/preview').set(u.auth).send(body);
    expect(preview.status).toBe(200);
    expect(preview.body.counts).toEqual({ new: 6, duplicate: 0, invalid: 5 });
    expect(preview.body.rows.map((r: { title: string }) => r.title)).toEqual(['분기 보고서 작성', '요구사항 정리', '"따옴표" 들어간 할일', '운동', '장보기', '10 Jun 2026 영어 날짜']);
    expect(preview.body.skipped.map((s: { index: number }) => s.index)).toEqual([1, 4, 6, 9, 10]);
    expect(await todos(u)).toEqual([]);

    const run = await api.http().post('/api/import/run').set(u.auth).send(body);
    expect(run.status).toBe(200);
    expect(run.body).toMatchObject({ written: true, message: '할일을 가져왔습니다', counts: preview.body.counts });
    const list = await todos(u);
    // the file's first row is listed first (newest), like the to-do list shows a file read top to bottom
    expect(list.map((t) => t.title)).toEqual(preview.body.rows.map((r: { title: string }) => r.title));
    expect(list[0]).toMatchObject({ priority: 'high', status: 'pending', tags: ['업무', '보고'] });

    const again = await api.http().post('/api/import/run').set(u.auth).send(body);
    expect(again.body).toMatchObject({ counts: { new: 0, duplicate: 6, invalid: 5 }, message: '가져올 새 항목이 없습니다' });
    expect((await todos(u)).length).toBe(6);
  });

  it('imports a TickTick backup CSV; past the to-do quota nothing is written (409)', async () => {
    const body = { source: 'ticktick', csv: csv('ticktick.csv') };
    const run = await api.http().post('/api/import/run').set(u.auth).send(body);
    expect(run.status).toBe(200);
    expect(run.body.counts).toEqual({ new: 4, duplicate: 0, invalid: 2 });
    const list = await todos(u);
    expect(list.length).toBe(10);
    expect(list.find((t) => t.title === '체크리스트 할일')).toMatchObject({ status: 'completed', priority: 'medium' });

    const more = 'TYPE,CONTENT,PRIORITY\ntask,하나,1\ntask,둘,1\ntask,셋,1\n';
    const over = await api.http().post('/api/import/run').set(u.auth).send({ source: 'todoist', csv: more });
    expect(over.status).toBe(409);
    expect(over.body.code).toBe('quota_exceeded');
    expect((await todos(u)).length).toBe(10);
  });

  it('bad requests change nothing: unknown source, empty CSV, a file without the header', async () => {
    const other = await api.user('importer2');
    for (const body of [{ source: 'asana', csv: 'x' }, { source: 'todoist', csv: '  ' }, { source: 'ticktick', csv: 'a,b\n1,2' }, { source: 'todoist', csv: 'x', extra: 1 }]) {
      const res = await api.http().post('/api/import/run').set(other.auth).send(body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(res.body.detail).toMatch(/[가-힣]/);
    }
    expect(await todos(other)).toEqual([]);
  });
});
