import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { VIEWPORTS } from '../src/chromium';
import { apiAs, registerUser, type E2eUser } from '../src/session';
import { sharedPage } from '../src/shared-page';
import { useRun } from '../src/use-run';

/** Calendar date in Seoul of an instant, shifted by whole days. */
function seoulDay(instant: number, days = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(new Date(instant + days * 86_400_000));
}

const run = useRun();
// The browser's clock is frozen, so '내일' cannot flip at midnight mid-test.
const NOW = Date.now();
const shared = sharedPage(run, { fixedTime: NOW });

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  describe(`Korean quick add at ${viewport.width} px (${name})`, () => {
    let user: E2eUser;
    let page: Page;

    before(async () => {
      user = await registerUser(run.server.url, `quickadd${name}`);
      page = await shared.open(user, viewport, '/todo');
    });

    it('types a Korean line, sees its chips, and saves "회의 준비" for tomorrow 15:00 in work, high', async () => {
      await page.getByText('할일이 없습니다').waitFor();
      await page.getByRole('button', { name: '빠른 추가' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('제목').pressSequentially('내일 오후 3시 회의 준비 #업무 !높음');
      const chips = dialog.getByTestId('quick-chip');
      await dialog.getByText('저장될 제목: 회의 준비').waitFor();
      assert.deepEqual(await chips.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.kind)), ['date', 'time', 'category', 'priority']);
      await dialog.getByLabel('제목').press('Enter');
      await page.getByRole('article', { name: '회의 준비' }).waitFor();
      await page.getByRole('article', { name: '회의 준비' }).getByText('마감 내일 15:00').waitFor();

      const todos = await apiAs<{ title: string; due_date: string; due_time: string; category: string; priority: string }[]>(run.server.url, user, 'GET', '/api/todos');
      assert.equal(todos.length, 1);
      assert.deepEqual(
        { title: todos[0].title, due_date: todos[0].due_date, due_time: todos[0].due_time, category: todos[0].category, priority: todos[0].priority },
        { title: '회의 준비', due_date: seoulDay(NOW, 1), due_time: '15:00', category: 'work', priority: 'high' },
      );
    });
  });
}
