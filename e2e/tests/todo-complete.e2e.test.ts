import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { VIEWPORTS } from '../src/chromium';
import { apiAs, registerUser, type E2eUser } from '../src/session';
import { eventuallyEqual } from '../src/eventually';
import { sharedPage } from '../src/shared-page';
import { useRun } from '../src/use-run';

const run = useRun();
const shared = sharedPage(run);

/** The phone uses the list view and the keyboard; the desktop the card view and the mouse. */
const HOW = { mobile: { view: 'list', tick: 'keyboard' }, desktop: { view: 'card', tick: 'mouse' } } as const;

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  const how = HOW[name as keyof typeof HOW];
  describe(`complete a to-do in one tap at ${viewport.width} px (${name}, ${how.view} view)`, () => {
    let user: E2eUser;
    let page: Page;

    before(async () => {
      user = await registerUser(run.server.url, `complete${name}`);
      // Same priority: the list orders them newest first, so the first one ticked has two open ones to sink below.
      for (const title of ['보고서 쓰기', '우유 사기', '운동 가기']) await apiAs(run.server.url, user, 'POST', '/api/todos', { title });
      page = await shared.open(user, viewport, '/todo', { 'haru.todo.view': how.view });
    });

    const titles = () => page.getByTestId('todo-item').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    const box = (title: string) => page.getByRole('checkbox', { name: `「${title}」 완료` });
    const saved = () => page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/api/todos/') && r.ok());
    async function tick(title: string) {
      if (how.tick === 'keyboard') {
        await box(title).focus();
        await page.keyboard.press('Space');
      } else {
        await box(title).click();
      }
    }
    async function statusOf(title: string) {
      const todos = await apiAs<{ title: string; status: string; completed: boolean }[]>(run.server.url, user, 'GET', '/api/todos');
      const found = todos.find((t) => t.title === title);
      return { status: found?.status, completed: found?.completed };
    }

    it('ticks a to-do, sees it sink below the open ones, keeps it after a reload, then unticks it', async () => {
      await box('운동 가기').waitFor();
      await eventuallyEqual(() => titles(), ['운동 가기', '우유 사기', '보고서 쓰기']);

      const put = saved();
      await tick('운동 가기');
      await put;
      assert.equal(await box('운동 가기').isChecked(), true);
      await eventuallyEqual(() => titles(), ['우유 사기', '보고서 쓰기', '운동 가기']);
      assert.deepEqual(await statusOf('운동 가기'), { status: 'completed', completed: true });

      await page.reload();
      await box('운동 가기').waitFor();
      assert.equal(await box('운동 가기').isChecked(), true);
      assert.equal(await page.getByLabel('운동 가기 상태').inputValue(), 'completed');
      await eventuallyEqual(() => titles(), ['우유 사기', '보고서 쓰기', '운동 가기']);

      const back = saved();
      await tick('운동 가기');
      await back;
      assert.equal(await box('운동 가기').isChecked(), false);
      await eventuallyEqual(() => titles(), ['운동 가기', '우유 사기', '보고서 쓰기']);
      assert.deepEqual(await statusOf('운동 가기'), { status: 'pending', completed: false });
    });
  });
}
