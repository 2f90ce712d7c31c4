import { BACKUP_FORMAT, BACKUP_VERSION, backupFileSchema } from '@haru/contracts';
import { startTestApi, type TestApi, type TestUser } from '../../../test/harness';
import { loadConfig } from '../../config';
import { readAccount, seedAccount } from './backup-seed';
import { planRestore } from './backup.plan';
import { existingHashes } from './backup.source';
import { writePlan, type RestoreStep } from './backup.write';

let api: TestApi;
let alice: TestUser;
let file: Record<string, unknown>;

const download = async (u: TestUser) => {
  const res = await api.http().get('/api/backup').set(u.auth).buffer(true).parse((r, cb) => {
    let text = '';
    r.on('data', (c: Buffer) => (text += c.toString('utf8')));
    r.on('end', () => cb(null, text));
  });
  expect(res.status).toBe(200);
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="haru-backup-\d{4}-\d{2}-\d{2}\.json"$/);
  return JSON.parse(res.body as string) as Record<string, unknown>;
};

beforeAll(async () => {
  api = await startTestApi({ BACKUP_MAX_BYTES: '1mb', QUOTA_MEETINGS: '5' });
  alice = await api.user('alice');
  await seedAccount(api, alice);
  file = await download(alice);
}, 60_000);
afterAll(async () => {
  await api.close();
});

describe('GET /api/backup', () => {
  it('is one versioned JSON with every item and no secrets', async () => {
    expect(file).toMatchObject({ format: BACKUP_FORMAT, version: BACKUP_VERSION });
    expect(Date.parse(file.exported_at as string)).not.toBeNaN();
    expect((file.todos as unknown[]).length).toBe(3);
    expect((file.todos as { recurrence: unknown }[]).map((t) => t.recurrence)).toContainEqual({ freq: 'weekly', weekdays: [1, 3] });
    expect((file.meetings as unknown[]).length).toBe(2);
    const projects = file.projects as { tasks: unknown[] }[];
    expect(projects.map((p) => p.tasks.length).sort()).toEqual([0, 4]);
    const text = JSON.stringify(file);
    expect(text).not.toMatch(/password|\$2[aby]\$|refresh|ownerId|session/i);
    expect(text).not.toContain(alice.id);
    expect(backupFileSchema.safeParse(file).success).toBe(true);
  });

  it('needs a session', async () => {
    expect((await api.http().get('/api/backup')).status).toBe(401);
  });
});

describe('restore', () => {
  it('a round trip into a fresh account reproduces every item and link; a second restore is all duplicates', async () => {
    const bob = await api.user('bob');
    const preview = await api.http().post('/api/backup/preview').set(bob.auth).send(file);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      written: false,
      preferences: 'new',
      skipped: [],
      counts: { todos: { new: 3, duplicate: 0, invalid: 0 }, meetings: { new: 2, duplicate: 0, invalid: 0 }, projects: { new: 2, duplicate: 0, invalid: 0 }, tasks: { new: 4, duplicate: 0, invalid: 0 } },
    });
    expect((await api.http().get('/api/todos').set(bob.auth)).body).toEqual([]);

    const restored = await api.http().post('/api/backup/restore').set(bob.auth).send(file);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ written: true, counts: preview.body.counts });
    const original = await readAccount(api, alice);
    expect(await readAccount(api, bob)).toEqual(original);
    // restored items are searchable at once (their search keys are written with them)
    const titles = async (u: TestUser, q: string) =>
      ((await api.http().get('/api/search').query({ q }).set(u.auth)).body as { groups: { type: string; items: { title: string }[] }[] }).groups
        .map((g) => [g.type, g.items.map((i) => i.title).sort()]);
    for (const q of ['보고서', 'ㅈㄱ ㅎㅇ', '요구사항']) {
      expect(await titles(bob, q)).toEqual(await titles(alice, q));
      expect((await titles(bob, q)).length).toBeGreaterThan(0);
    }

    const again = await api.http().post('/api/backup/restore').set(bob.auth).send(file);
    expect(again.body.counts).toEqual({
      todos: { new: 0, duplicate: 3, invalid: 0 }, meetings: { new: 0, duplicate: 2, invalid: 0 },
      projects: { new: 0, duplicate: 2, invalid: 0 }, tasks: { new: 0, duplicate: 4, invalid: 0 },
    });
    expect(await readAccount(api, bob)).toEqual(original);
    // and the restored account exports the same file again (ids aside)
    const idless = (f: Record<string, unknown>) => JSON.parse(JSON.stringify({ ...f, exported_at: 0 }).replace(/"[0-9a-f]{24}"/g, '"id"'));
    expect(idless(await download(bob))).toEqual(idless(file));
  }, 60_000);

  it('a corrupt file changes nothing: wrong format, wrong version, broken JSON, items of the wrong shape', async () => {
    const carol = await api.user('carol');
    await seedAccount(api, carol);
    const before = await readAccount(api, carol);
    const cases: [object | string, number][] = [
      [{ ...file, format: 'other' }, 400],
      [{ ...file, version: 2 }, 400],
      [{ ...file, todos: 'x' }, 400],
      ['{"format":"haru-backup","version":1,"todos":[', 400],
    ];
    for (const [body, status] of cases) {
      const req = api.http().post('/api/backup/restore').set(carol.auth);
      const res = typeof body === 'string' ? await req.set('Content-Type', 'application/json').send(body) : await req.send(body);
      expect(res.status).toBe(status);
      expect(res.body.detail).toMatch(/[가-힣]/);
    }
    expect(await readAccount(api, carol)).toEqual(before);
  }, 60_000);

  it('invalid items are left out with a Korean reason each; a task under a bad parent goes too', async () => {
    const dave = await api.user('dave');
    const project = {
      title: '트리', start_date: '2026-01-01', end_date: '2026-01-31', status: 'planning', manual_progress: 0,
      tasks: [
        { id: 'a', parent_id: null, title: '' },
        { id: 'b', parent_id: 'a', title: '자식' },
        { id: 'c', parent_id: 'zz', title: '고아' },
        { id: 'd', parent_id: null, title: '정상' },
        { id: 'e', parent_id: 'd', title: '정상 자식' },
      ],
    };
    const bad = { ...file, todos: [{ title: '' }, { title: '좋음', priority: 'urgent' }, { title: '남음' }], meetings: [42], projects: [project, { title: '' }] };
    const res = await api.http().post('/api/backup/preview').set(dave.auth).send(bad);
    expect(res.status).toBe(200);
    expect(res.body.counts).toEqual({
      todos: { new: 1, duplicate: 0, invalid: 2 }, meetings: { new: 0, duplicate: 0, invalid: 1 },
      projects: { new: 1, duplicate: 0, invalid: 1 }, tasks: { new: 2, duplicate: 0, invalid: 3 },
    });
    expect(res.body.skipped).toHaveLength(7);
    for (const s of res.body.skipped) expect(s.reason).toMatch(/[가-힣]/);
    expect(res.body.skipped.find((s: { title: string }) => s.title === '자식').reason).toBe('상위 작업이 올바르지 않아 가져올 수 없습니다');
    expect(res.body.skipped.find((s: { title: string }) => s.title === '고아').reason).toBe('상위 작업을 파일에서 찾을 수 없습니다');
    await api.http().post('/api/backup/restore').set(dave.auth).send(bad).expect(200);
    const projects = (await api.http().get('/api/wbs/projects').set(dave.auth)).body as { id: string }[];
    const tasks = (await api.http().get(`/api/wbs/projects/${projects[0].id}/tasks`).set(dave.auth)).body as { title: string; parent_id: string | null; id: string; level: number }[];
    expect(tasks.map((t) => [t.title, t.level])).toEqual([['정상', 1], ['정상 자식', 2]]);
    expect(tasks[1].parent_id).toBe(tasks[0].id);
  }, 60_000);

  it('past the quota: 409 quota_exceeded and nothing is stored', async () => {
    const erin = await api.user('erin');
    for (const i of [1, 2, 3, 4]) await api.http().post('/api/meetings').set(erin.auth).send({ title: `회의 ${i}`, date: '2026-02-01', time: '09:00' }).expect(201);
    const before = await readAccount(api, erin);
    const res = await api.http().post('/api/backup/restore').set(erin.auth).send(file);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('quota_exceeded');
    expect(await readAccount(api, erin)).toEqual(before);
    // the places were given back: one more meeting still fits
    await api.http().post('/api/meetings').set(erin.auth).send({ title: '회의 5', date: '2026-02-01', time: '09:00' }).expect(201);
  }, 60_000);

  it('a file over BACKUP_MAX_BYTES → 413; one over BODY_LIMIT but under it is taken', async () => {
    const frank = await api.user('frank');
    const many = (n: number) => ({ ...file, todos: Array.from({ length: n }, () => ({ title: '가'.repeat(100), description: '나'.repeat(100) })) });
    expect((await api.http().post('/api/backup/preview').set(frank.auth).send(many(2000))).status).toBe(413); // ≈ 1.2 MB
    const mid = await api.http().post('/api/backup/preview').set(frank.auth).send(many(800)); // ≈ 490 KB
    expect(mid.status).toBe(200);
    expect(mid.body.counts.todos).toEqual({ new: 1, duplicate: 799, invalid: 0 });
    expect((await api.http().post('/api/todos').set(frank.auth).send({ title: 'x', description: 'x'.repeat(300 * 1024) })).status).toBe(413);
  }, 60_000);
});

describe('all or nothing', () => {
  it.each<RestoreStep>(['quotas', 'todos', 'meetings', 'projects', 'tasks', 'preferences'])('a failure after %s leaves the account as it was', async (step) => {
    const u = await api.user(`fail${step}`);
    await api.http().post('/api/todos').set(u.auth).send({ title: '원래 할일' }).expect(201);
    const before = await readAccount(api, u);
    const config = loadConfig({ NODE_ENV: 'test' });
    const plan = planRestore(backupFileSchema.parse(file), await existingHashes(u.id), config.quotas.tasksPerProject);
    await expect(writePlan(u.id, plan, config, step)).rejects.toThrow(/test/);
    expect(await readAccount(api, u)).toEqual(before);
    // and a restore afterwards works in full (the quota places were given back)
    await api.http().post('/api/backup/restore').set(u.auth).send(file).expect(200);
    expect(((await api.http().get('/api/todos').set(u.auth)).body as unknown[]).length).toBe(4);
  }, 60_000);
});
