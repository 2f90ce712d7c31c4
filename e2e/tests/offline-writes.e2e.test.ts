import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { launchChromium, VIEWPORTS } from '../src/chromium';
import { eventuallyEqual, tick } from '../src/eventually';
import { startServer, type RunningServer } from '../src/server';
import { apiAs, registerUser, signInContext, type E2eUser } from '../src/session';

// As in offline.e2e: context.setOffline does not cut a service worker's own requests (microsoft/playwright#2311),
// so the worker's requests are aborted too while "offline".
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';

let browser: Browser;
let server: RunningServer;

before(async () => {
  browser = await launchChromium();
  server = await startServer();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

const cutWorker = (route: Route) => (route.request().serviceWorker() ? route.abort('internetdisconnected') : route.continue());

async function setOffline(context: BrowserContext, offline: boolean) {
  if (offline) await context.route('**', cutWorker);
  else await context.unroute('**', cutWorker);
  await context.setOffline(offline);
}

interface Todo { id: string; title: string; status: string }

describe('writes made offline (issue 24)', () => {
  let user: E2eUser;
  let context: BrowserContext;
  let page: Page;
  const serverTodos = async () => (await apiAs<Todo[]>(server.url, user, 'GET', '/api/todos'))
    .map((t) => `${t.title}:${t.status}`).sort();
  const pending = () => page.getByTestId('pending-writes');

  before(async () => {
    user = await registerUser(server.url, 'offwrite');
    await apiAs(server.url, user, 'POST', '/api/todos', { title: '충돌할 할일' });
    context = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'ko-KR', timezoneId: 'Asia/Seoul', serviceWorkers: 'allow' });
    await signInContext(context, user);
    context.setDefaultTimeout(30_000);
    page = await context.newPage();
    await page.goto(`${server.url}/todo`);
    // Installing precaches the shell: slow on a loaded machine.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 120_000 });
    await page.reload();
    await page.getByRole('checkbox', { name: '「충돌할 할일」 완료' }).waitFor();
  });
  after(() => context?.close());

  it('two to-dos added and one completed offline wait as 동기화 대기 3건, then reach the server once each', { timeout: 300_000 }, async () => {
    await setOffline(context, true);
    const row = page.getByTestId('quick-add-row').getByRole('textbox');
    for (const title of ['지하철 할일 1', '지하철 할일 2']) {
      await row.fill(title);
      await row.press('Enter');

      await page.getByRole('checkbox', { name: `「${title}」 완료` }).waitFor();
    }
    await tick(page.getByRole('checkbox', { name: '「지하철 할일 1」 완료' }));
    await pending().getByText('동기화 대기 3건', { exact: true }).waitFor();
    assert.deepEqual(await serverTodos(), ['충돌할 할일:pending']);

    await setOffline(context, false);
    await pending().waitFor({ state: 'hidden', timeout: 60_000 });
    await eventuallyEqual(serverTodos, ['지하철 할일 1:completed', '지하철 할일 2:pending', '충돌할 할일:pending'], 30_000);
    // The list now shows the server's to-dos, each once.
    await eventuallyEqual(() => page.getByRole('checkbox', { name: /「지하철 할일 \d」 완료/ }).count(), 2, 30_000);
    assert.equal(await page.getByRole('checkbox', { name: '「지하철 할일 1」 완료' }).isChecked(), true);
  });

  it('an item changed on the server meanwhile shows both versions; 내 변경 적용 puts mine on the server', { timeout: 300_000 }, async () => {
    const [target] = (await apiAs<Todo[]>(server.url, user, 'GET', '/api/todos')).filter((t) => t.title === '충돌할 할일');
    await setOffline(context, true);
    await tick(page.getByRole('checkbox', { name: '「충돌할 할일」 완료' }));
    await pending().getByText('동기화 대기 1건', { exact: true }).waitFor();
    await apiAs(server.url, user, 'PUT', `/api/todos/${target!.id}`, { title: '다른 기기에서 바꾼 제목', priority: 'high' });

    await setOffline(context, false);
    const view = page.getByTestId('write-conflict');
    await view.waitFor({ timeout: 60_000 });
    await page.getByRole('heading', { name: '동기화 충돌' }).waitFor();
    assert.equal(await view.getByTestId('conflict-mine-status').textContent(), '완료');
    assert.equal(await view.getByTestId('conflict-server-status').textContent(), '대기');
    assert.equal(await view.getByTestId('conflict-mine-title').textContent(), '충돌할 할일');
    assert.equal(await view.getByTestId('conflict-server-title').textContent(), '다른 기기에서 바꾼 제목');
    // Nothing was overwritten while the user had not chosen.
    assert.equal((await apiAs<Todo>(server.url, user, 'GET', `/api/todos/${target!.id}`)).status, 'pending');

    await page.getByTestId('conflict-apply-mine').click();
    await pending().waitFor({ state: 'hidden', timeout: 60_000 });
    await eventuallyEqual(async () => {
      const t = await apiAs<Todo & { priority: string }>(server.url, user, 'GET', `/api/todos/${target!.id}`);
      return [t.title, t.priority, t.status];
    }, ['다른 기기에서 바꾼 제목', 'high', 'completed'], 30_000);
  });
});
