import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { useRun } from '../src/use-run';
import { VIEWPORTS } from '../src/chromium';
import { apiAs, registerUser, type E2eUser } from '../src/session';
import { sharedPage } from '../src/shared-page';
import { eventuallyEqual } from '../src/eventually';

// Issue 18: completed to-dos sink below every open one, not only within the loaded page. 104 to-dos (a page is
// 100) with the three newest completed: by the default sort (priority, then newest first) they would open page 1.
const run = useRun();
const shared = sharedPage(run);
const TOTAL = 104;
const title = (n: number) => `순서 할일 ${String(n).padStart(3, '0')}`;
const DONE = [104, 103, 102];

let user: E2eUser | undefined;
async function seeded(): Promise<E2eUser> {
  if (user) return user;
  const owner = await registerUser(run.server.url, 'order');
  const ids = new Map<number, string>();
  for (let n = 1; n <= TOTAL; n++) ids.set(n, (await apiAs<{ todo: { id: string } }>(run.server.url, owner, 'POST', '/api/todos', { title: title(n) })).todo.id);
  for (const n of DONE) await apiAs(run.server.url, owner, 'PUT', `/api/todos/${ids.get(n)}`, { status: 'completed' });
  user = owner;
  return owner;
}

const shownTitles = (page: Page) => page.getByTestId('todo-item').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  describe(`completed to-dos after every open one, across pages, at ${viewport.width} px (${name})`, () => {
    it('page 1 holds no completed to-do while open ones remain on page 2; the end of the list shows them last', async () => {
      const owner = await seeded();
      // The list view remembered before the app loads; /api/health is a plain document of the app's origin.
      const page = await shared.open(owner, viewport, '/api/health', { 'haru.todo.view': 'list' });
      const firstPage = page.waitForResponse((r) => /\/api\/todos\?/.test(r.url()) && !r.url().includes('cursor=') && r.ok());
      await page.goto(`${run.server.url}/todo`);
      const items = (await (await firstPage).json()) as { title: string; status: string }[];
      assert.equal(items.length, 100);
      assert.deepEqual(items.filter((t) => t.status === 'completed').map((t) => t.title), []);
      await page.getByRole('article', { name: title(101) }).waitFor();
      assert.equal(await page.getByRole('checkbox', { name: /완료$/, checked: true }).count(), 0, 'no ticked box at the top');

      // Scroll to the end: page 2 brings the last open to-do, then the completed ones, newest first.
      const last = page.getByRole('article', { name: title(102) });
      for (let i = 0; i < 60 && !(await last.isVisible()); i++) {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForTimeout(150);
      }
      await eventuallyEqual(async () => (await shownTitles(page)).slice(-5), [title(2), title(1), ...DONE.map(title)]);
      for (const n of DONE) assert.equal(await page.getByRole('checkbox', { name: `「${title(n)}」 완료` }).isChecked(), true);
    });
  });
}
