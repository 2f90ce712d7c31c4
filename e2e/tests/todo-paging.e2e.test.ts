import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { VIEWPORTS } from '../src/chromium';
import { apiAs, registerUser, signInContext, type E2eUser } from '../src/session';
import { newContext } from '../src/context';
import { useRun } from '../src/use-run';

// More than two pages of 100: the list loads page by page, yet shows the full count and reaches the last item.
const TOTAL = 230;
const title = (n: number) => `페이지 할일 ${String(n).padStart(3, '0')}`;

let user: E2eUser;
let context: BrowserContext;
let page: Page;
const listRequests: string[] = [];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read whatever each endpoint answers
const api = (method: string, path: string, body?: unknown) => apiAs<any>(run.server.url, user, method, path, body);

const run = useRun(async () => {
  user = await registerUser(run.server.url, 'paging');
  // In order, so the default sort (priority, then newest first) shows 230 first and 001 last.
  for (let n = 1; n <= TOTAL; n++) await api('POST', '/api/todos', { title: title(n) });
  context = await newContext(run.browser, VIEWPORTS.desktop);
  await signInContext(context, user);
  await context.addInitScript(() => localStorage.setItem('haru.todo.view', 'list'));
  page = await context.newPage();
  page.on('request', (r) => { if (/\/api\/todos\?/.test(r.url())) listRequests.push(r.url()); });
});
/** Scrolls the window to the bottom until `done` holds (each step lets the next page arrive). */
async function scrollUntil(done: () => Promise<boolean>) {
  for (let i = 0; i < 60 && !(await done()); i++) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(150);
  }
}

describe('to-do list with more than one page', () => {
  it('shows the full count at once while only the first page is loaded', async () => {
    await page.goto(`${run.server.url}/todo`);
    await page.getByRole('article', { name: title(TOTAL) }).waitFor();
    await page.getByTestId('todo-count').getByText(`총 ${TOTAL}개`).waitFor();
    assert.ok(listRequests.length >= 1);
    assert.match(listRequests[0], /limit=100/);
    assert.doesNotMatch(listRequests[0], /cursor=/);
  });

  it('scrolls to the last item, loading the next pages through the cursor', async () => {
    const last = page.getByRole('article', { name: title(1) });
    await scrollUntil(() => last.isVisible());
    await last.waitFor();
    assert.ok(listRequests.filter((u) => /cursor=/.test(u)).length >= 2, listRequests.join('\n'));
    assert.ok((await page.getByRole('listitem').count()) < TOTAL, 'the list stays virtualised');
    await page.getByTestId('todo-count').getByText(`총 ${TOTAL}개`).waitFor();
  });

  it('a status change on a later page shows in the filtered list and its count, a delete lowers the total', async () => {
    await page.getByLabel(`${title(1)} 상태`).selectOption('completed');
    await page.getByLabel('상태 필터').selectOption('completed');
    await page.getByRole('article', { name: title(1) }).waitFor();
    await page.getByTestId('todo-count').getByText('총 1개').waitFor();
    await page.getByLabel('상태 필터').selectOption('all');
    await page.getByTestId('todo-count').getByText(`총 ${TOTAL}개`).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: `${title(TOTAL)} 삭제` }).click();
    await page.getByRole('dialog').getByRole('button', { name: '삭제' }).click();
    await page.getByTestId('todo-count').getByText(`총 ${TOTAL - 1}개`).waitFor();
    assert.equal(await page.getByRole('article', { name: title(TOTAL) }).count(), 0);
  });

  it('a reload keeps the completed status and the totals from the server', async () => {
    await page.reload();
    await page.getByTestId('todo-count').getByText(`총 ${TOTAL - 1}개`).waitFor();
    await page.getByLabel('상태 필터').selectOption('pending');
    await page.getByTestId('todo-count').getByText(`총 ${TOTAL - 2}개`).waitFor();
  });
});
