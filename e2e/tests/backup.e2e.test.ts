import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { VIEWPORTS } from '../src/chromium';
import { apiAs, registerUser, type E2eUser } from '../src/session';
import type { Viewport } from '../src/context';
import { sharedPage } from '../src/shared-page';
import { useRun } from '../src/use-run';

const run = useRun();
const shared = sharedPage(run);

const api = <T = Record<string, unknown>>(user: E2eUser, method: string, path: string, body?: unknown) => apiAs<T>(run.server.url, user, method, path, body);

/** My page, signed in as `user` (the file's shared page: Alice's export, then Bob's restore). */
const open = (user: E2eUser, viewport: Viewport): Promise<Page> => shared.open(user, viewport, '/mypage');

/** What a user has, without ids or timestamps: to-do and meeting titles, projects with their task trees. */
async function contents(user: E2eUser) {
  const todos = await api<{ title: string; status: string }[]>(user, 'GET', '/api/todos');
  const meetings = await api<{ title: string; time: string }[]>(user, 'GET', '/api/meetings');
  const projects = await api<{ id: string; title: string; progress: number }[]>(user, 'GET', '/api/wbs/projects');
  const trees = [];
  for (const p of projects) {
    const tasks = await api<{ id: string; title: string; parent_id: string | null }[]>(user, 'GET', `/api/wbs/projects/${p.id}/tasks`);
    const titleOf = new Map(tasks.map((t) => [t.id, t.title]));
    trees.push({ title: p.title, progress: p.progress, tasks: tasks.map((t) => `${t.title} < ${t.parent_id ? titleOf.get(t.parent_id) : '-'}`) });
  }
  return { todos: todos.map((t) => `${t.title}/${t.status}`), meetings: meetings.map((m) => `${m.title}@${m.time}`), trees };
}

const counts = (c: Awaited<ReturnType<typeof contents>>) => ({ todos: c.todos.length, meetings: c.meetings.length, projects: c.trees.length, tasks: c.trees.reduce((s, t) => s + t.tasks.length, 0) });

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  describe(`backup round trip through my page at ${viewport.width} px (${name})`, () => {
    it('exports a backup, previews it in a fresh account, restores it, and a second restore finds only duplicates', async () => {
      const alice = await registerUser(run.server.url, `bka${name.slice(0, 1)}`);
      await api(alice, 'POST', '/api/todos', { title: '백업할 할일', priority: 'high', tags: ['업무'] });
      const done = await api<{ todo: { id: string } }>(alice, 'POST', '/api/todos', { title: '끝낸 할일' });
      await api(alice, 'PUT', `/api/todos/${done.todo.id}`, { status: 'completed' });
      await api(alice, 'POST', '/api/meetings', { title: '주간 회의', date: '2026-03-02', time: '10:00' });
      const project = await api<{ id: string }>(alice, 'POST', '/api/wbs/projects', { title: '개편', start_date: '2026-03-01', end_date: '2026-03-31' });
      const root = await api<{ id: string }>(alice, 'POST', `/api/wbs/projects/${project.id}/tasks`, { title: '기획', progress: 40 });
      await api(alice, 'POST', `/api/wbs/projects/${project.id}/tasks`, { title: '요구사항', parent_id: root.id, progress: 100 });
      const original = await contents(alice);

      const page = await open(alice, viewport);
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: '내 데이터 내보내기' }).click();
      const download = await downloading;
      assert.match(download.suggestedFilename(), /^haru-backup-\d{4}-\d{2}-\d{2}\.json$/);
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'haru-backup-')), download.suggestedFilename());
      await download.saveAs(file);
      assert.equal(JSON.parse(readFileSync(file, 'utf8')).format, 'haru-backup');

      const bob = await registerUser(run.server.url, `bkb${name.slice(0, 1)}`);
      const before = counts(await contents(bob));
      const restore = await open(bob, viewport);
      await restore.getByRole('button', { name: '가져오기', exact: true }).click();
      await restore.getByTestId('import-file').setInputFiles(file);
      await restore.getByText(download.suggestedFilename()).waitFor();
      await restore.getByTestId('import-preview').click();
      const todoRow = restore.getByTestId('count-todos');
      await todoRow.waitFor();
      assert.deepEqual(await todoRow.locator('td').allTextContents(), ['2', '0', '0']);
      assert.deepEqual(await restore.getByTestId('count-tasks').locator('td').allTextContents(), ['2', '0', '0']);
      assert.deepEqual(counts(await contents(bob)), before, 'the preview writes nothing');
      await restore.getByTestId('import-confirm').click();
      await restore.getByTestId('import-done').waitFor();
      assert.equal(await restore.getByTestId('import-done').textContent(), '6개 항목을 가져왔습니다.');
      const after = await contents(bob);
      assert.deepEqual(after, original);
      console.log(`backup round trip (${name}): before ${JSON.stringify(before)} → after ${JSON.stringify(counts(after))}; source ${JSON.stringify(counts(original))}`);

      // the same file again: the preview shows only duplicates and nothing can be confirmed
      await restore.getByRole('button', { name: '닫기' }).last().click();
      await restore.getByRole('button', { name: '가져오기', exact: true }).click();
      await restore.getByTestId('import-file').setInputFiles(file);
      await restore.getByText(download.suggestedFilename()).waitFor();
      await restore.getByTestId('import-preview').click();
      await restore.getByText('가져올 새 항목이 없습니다. 모두 이미 있거나 올바르지 않은 항목입니다.').waitFor();
      assert.deepEqual(await restore.getByTestId('count-todos').locator('td').allTextContents(), ['0', '2', '0']);
      assert.equal(await restore.getByTestId('import-confirm').isDisabled(), true);
    });
  });
}
