import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { VIEWPORTS } from '../src/chromium';
import { apiAs, registerUser, type E2eUser } from '../src/session';
import { goInApp } from '../src/in-app';
import { sharedPage } from '../src/shared-page';
import { useRun } from '../src/use-run';

// Dialogs start where the user types (issue 18): quick add, the WBS quick task, task edit and the quick-action
// editor focus their first field; Enter submits once; Esc closes; a toast confirms; a field only tabbed through is
// never flagged before submit.

let user: E2eUser;
let projectId = '';

const run = useRun(async () => {
  user = await registerUser(run.server.url, 'dialog');
  projectId = (await apiAs<{ id: string }>(run.server.url, user, 'POST', '/api/wbs/projects', { title: '대화상자 프로젝트', start_date: '2030-01-01', end_date: '2030-01-31' })).id;
  await apiAs(run.server.url, user, 'POST', `/api/wbs/projects/${projectId}/tasks`, { title: '기존 작업', start_date: '2030-01-02', end_date: '2030-01-03' });
});

const shared = sharedPage(run);

/** The accessible name of the focused element (its label), read in the page. */
const focusedLabel = (page: Page) => page.evaluate(() => {
  const el = document.activeElement as HTMLInputElement | null;
  if (!el) return null;
  const byFor = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null;
  return (el.getAttribute('aria-label') ?? byFor ?? el.closest('label')?.textContent ?? el.tagName).trim();
});

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  describe(`dialogs at ${viewport.width} px (${name})`, () => {
    let page: Page;
    const posts: string[] = [];
    // One page for the file: each width's listener fills its own list, emptied before what it counts.
    before(async () => {
      page = await shared.open(user, viewport, '/todo');
      page.on('request', (r) => { if (r.method() === 'POST' && r.url().includes('/api/')) posts.push(new URL(r.url()).pathname); });
    });

    it('quick add opens on its line, Enter saves once with a toast, Esc closes', async () => {
      await page.getByRole('button', { name: '빠른 추가' }).click();
      const dialog = page.getByRole('dialog', { name: '빠른 할일 추가' });
      await dialog.waitFor();
      assert.equal(await focusedLabel(page), '제목');
      posts.length = 0;
      await page.keyboard.type(`우유 사기 ${name}`);
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await page.getByText(`'우유 사기 ${name}' 할일을 추가했습니다`).waitFor();
      await dialog.waitFor({ state: 'hidden' });
      assert.deepEqual(posts, ['/api/todos'], 'one Enter, one to-do');

      await page.getByRole('button', { name: '빠른 추가' }).click();
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    });

    it('the WBS quick task and task edit open on the title; Enter saves once with a toast; Esc closes', async () => {
      await goInApp(page, `/wbs/detail/${projectId}`);
      await page.getByRole('button', { name: '빠른 작업 추가' }).click();
      const add = page.getByRole('dialog', { name: '작업 추가' });
      await add.waitFor();
      assert.equal(await focusedLabel(page), '작업 제목');
      posts.length = 0;
      await page.keyboard.type(`새 작업 ${name}`);
      await page.keyboard.press('Enter');
      await page.getByText('작업이 추가되었습니다.').waitFor();
      await add.waitFor({ state: 'hidden' });
      assert.deepEqual(posts, [`/api/wbs/projects/${projectId}/tasks`]);

      await page.getByRole('button', { name: '기존 작업 수정' }).click();
      const edit = page.getByRole('dialog', { name: '작업 수정' });
      await edit.waitFor();
      assert.equal(await focusedLabel(page), '작업 제목');
      await page.keyboard.press('Escape');
      await edit.waitFor({ state: 'hidden' });
    });

    it('the quick-action editor opens on its first checkbox and Esc closes it', async () => {
      await goInApp(page, '/home-screen-customization');
      await page.getByRole('button', { name: '빠른 실행 항목 편집' }).click();
      const dialog = page.getByRole('dialog', { name: '빠른 실행 항목 편집' });
      await dialog.waitFor();
      assert.equal(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type), 'checkbox');
      assert.equal(await dialog.evaluate((d) => d.contains(document.activeElement)), true);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    });

    it('a meeting title only tabbed through is not flagged; edited and left, it is', async () => {
      await goInApp(page, '/meeting/add');
      const title = page.getByLabel(/회의 제목/);
      await title.focus();
      await page.keyboard.press('Tab');
      await page.waitForTimeout(300);
      assert.equal(await page.getByText('회의 제목을 입력해주세요').count(), 0, 'flagged on the first blur of an untouched field');
      await title.fill(' ');
      await page.keyboard.press('Tab');
      await page.getByText('회의 제목을 입력해주세요').waitFor();
    });
  });
}
