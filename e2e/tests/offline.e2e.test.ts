import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { launchChromium, VIEWPORTS } from '../src/chromium';
import { eventuallyEqual } from '../src/eventually';
import { startServer, type RunningServer } from '../src/server';
import { apiAs, registerUser, signInContext, type E2eUser } from '../src/session';

// context.setOffline does not reach a service worker's own requests in Chromium (microsoft/playwright#2311): with
// the worker's network events on, the test also aborts every request the worker makes while "offline".
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

const apiCaches = (page: Page) => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('haru-api-')));

describe('offline reading (issue 24)', () => {
  let user: E2eUser;
  let context: BrowserContext;
  let page: Page;
  let projectId = '';

  before(async () => {
    user = await registerUser(server.url, 'offline');
    await apiAs(server.url, user, 'POST', '/api/todos', { title: '지하철에서 읽을 할일' });
    await apiAs(server.url, user, 'POST', '/api/meetings', { title: '오프라인 주간 회의', date: '2026-03-03', time: '10:00' });
    projectId = (await apiAs<{ id: string }>(server.url, user, 'POST', '/api/wbs/projects', { title: '오프라인 프로젝트', start_date: '2026-03-02', end_date: '2026-03-31' })).id;
    context = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'ko-KR', timezoneId: 'Asia/Seoul', serviceWorkers: 'allow' });
    await signInContext(context, user);
    context.setDefaultTimeout(30_000);
    page = await context.newPage();
  });
  after(() => context?.close());

  it('reads three screens it opened before, without a network, under the offline banner', { timeout: 300_000 }, async () => {
    await page.goto(`${server.url}/todo`);
    // Installing precaches the shell: slow on a loaded machine.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 120_000 });
    // Opened once while the worker controls the page: their reads are now kept for this user.
    for (const [path, text] of [['/todo', '지하철에서 읽을 할일'], ['/meeting-notes', '오프라인 주간 회의'], [`/wbs/${projectId}`, '오프라인 프로젝트']]) {
      await page.goto(`${server.url}${path}`);
      await page.getByText(text, { exact: true }).first().waitFor();
    }
    assert.equal((await apiCaches(page)).length, 1, 'one offline cache, this user\'s');
    // Every deployed remote is cached under its name and version from /remotes.json.
    const registry = (await (await fetch(`${server.url}/remotes.json`)).json()) as { remotes: { name: string; version: string }[] };
    const expected = registry.remotes.map((r) => `haru-remote-${r.name}@${r.version}`).sort();
    await eventuallyEqual(() => page.evaluate(async (names) => {
      const have = await caches.keys();
      return names.every((n) => have.includes(n));
    }, expected), true, 60_000);

    await setOffline(context, true);
    for (const [path, text] of [['/todo', '지하철에서 읽을 할일'], ['/meeting-notes', '오프라인 주간 회의'], [`/wbs/${projectId}`, '오프라인 프로젝트']]) {
      await page.goto(`${server.url}${path}`);
      await page.getByText(text, { exact: true }).first().waitFor();
      await page.getByTestId('offline-banner').getByText(/^오프라인 · 마지막 동기화 \d{2}:\d{2}$/).waitFor();
    }
    await setOffline(context, false);
    await page.goto(`${server.url}/todo`);
    await page.getByText('지하철에서 읽을 할일', { exact: true }).first().waitFor();
    assert.equal(await page.getByTestId('offline-banner').count(), 0);
  });

  it('logout deletes the offline copies', async () => {
    assert.equal((await apiCaches(page)).length, 1);
    await page.getByTestId('logout').click();
    await page.waitForURL('**/login');
    await eventuallyEqual(() => page.evaluate(async () => (await caches.keys()).every((name) => !name.startsWith('haru-api-'))), true, 30_000);
    assert.deepEqual(await apiCaches(page), []);
  });

  it('the next account on this device never reads the first one\'s copies', { timeout: 120_000 }, async () => {
    const other = await registerUser(server.url, 'offline2');
    await page.evaluate((u) => {
      localStorage.setItem('access_token', u.access_token);
      localStorage.setItem('refresh_token', u.refresh_token);
      localStorage.setItem('username', u.username);
    }, other);
    await page.goto(`${server.url}/todo`);
    await page.getByText(`${other.username} 님`).waitFor();
    await setOffline(context, true);
    await page.goto(`${server.url}/todo`);
    await page.getByTestId('offline-banner').waitFor();
    await page.getByText(`${other.username} 님`).waitFor();
    await page.waitForFunction(() => document.querySelector('main')?.textContent?.includes('할일') ?? false);
    assert.equal(await page.getByText('지하철에서 읽을 할일').count(), 0);
    await setOffline(context, false);
  });
});
