import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { useRun } from '../src/use-run';
import { VIEWPORTS } from '../src/chromium';
import { newContext } from '../src/context';
import { eventuallyEqual } from '../src/eventually';
import { seoulDay } from '../src/seed';
import { apiAs, registerUser, signInContext } from '../src/session';

const run = useRun();

const SYNC_TAG = 'haru-offline-replay';

// As in offline.e2e: context.setOffline does not cut a service worker's own requests (microsoft/playwright#2311).
const cutWorker = (route: Route) => (route.request().serviceWorker() ? route.abort('internetdisconnected') : route.continue());

async function setOffline(context: BrowserContext, offline: boolean) {
  if (offline) await context.route('**', cutWorker);
  else await context.unroute('**', cutWorker);
  await context.setOffline(offline);
}

const syncTags = (page: Page) => page.evaluate(async () => {
  const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & { sync: { getTags(): Promise<string[]> } };
  return registration.sync.getTags();
});

/** Fires the worker's Background Sync event for `tag` through DevTools, as Chromium does when the network returns. */
async function dispatchSync(context: BrowserContext, page: Page, tag: string) {
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }: { registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] }) => {
      const ours = registrations.find((r) => r.scopeURL === `${run.server.url}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin: run.server.url, registrationId: await registration, tag, lastChance: false });
}

async function quickCreate(page: Page, slot: string, title: string) {
  // the day's column, at the half hour of `slot` (48 px an hour; 12 px into it)
  const [day, time] = slot.split('T');
  const [hours, minutes] = time.split(':').map(Number);
  await page.getByTestId('time-grid').locator(`[data-slots="${day}"]`).click({ position: { x: 8, y: hours * 48 + (minutes / 60) * 48 + 12 } });
  const dialog = page.getByRole('dialog', { name: '일정 빠른 추가' });
  await dialog.getByText(new RegExp(` ${slot.slice(-5)}$`)).waitFor();
  await page.keyboard.type(title);
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
}

describe('Background Sync (issue 24, Chromium)', () => {
  it('a write queued offline registers the sync; the sync (the browser\'s own, or one dispatched through DevTools) wakes the replay, on the server once', { timeout: 300_000 }, async () => {
    const user = await registerUser(run.server.url, 'offsync');
    const today = seoulDay();
    const context = await newContext(run.browser, VIEWPORTS.desktop, { serviceWorkers: 'allow' });
    await signInContext(context, user);
    const page = await context.newPage();
    await page.goto(`${run.server.url}/calendar`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 120_000 });
    await page.reload();
    await page.getByRole('radio', { name: '주' }).click();
    await page.getByTestId('time-grid').locator(`[data-slots="${today}"]`).waitFor();
    const serverTodos = async () => (await apiAs<{ title: string }[]>(run.server.url, user, 'GET', '/api/todos')).map((t) => t.title).sort();
    const pending = page.getByTestId('pending-writes');
    assert.deepEqual(await syncTags(page), []);

    // The page is kept believing it is offline for the whole test, so its own triggers (the online event, the 15 s
    // retry) never replay: only the worker's sync can.
    // (Source text: tsx would name the getter through a `__name` helper the page does not have.)
    await page.evaluate("Object.defineProperty(Navigator.prototype, 'onLine', { get() { return false; }, configurable: true })");
    await setOffline(context, true);
    await quickCreate(page, `${today}T14:00`, '동기화로 보낼 일정');
    await pending.getByText('동기화 대기 1건', { exact: true }).waitFor();
    // Chromium holds the sync while the network is off.
    await eventuallyEqual(() => syncTags(page), [SYNC_TAG], 30_000);
    assert.deepEqual(await serverTodos(), []);

    // The network returns: Chromium fires the sync, the worker asks the page, the page replays.
    await setOffline(context, false);
    await pending.waitFor({ state: 'hidden', timeout: 60_000 });
    await eventuallyEqual(serverTodos, ['동기화로 보낼 일정'], 30_000);

    // A sync that finds the server unreachable fails (the browser would retry it in minutes); one dispatched through
    // DevTools once the server answers again sends the write.
    const cut = (route: Route) => (route.request().method() === 'POST' ? route.abort('connectionrefused') : route.continue());
    await context.route('**/api/todos', cut);
    await quickCreate(page, `${today}T15:00`, '다시 보낼 일정');
    await pending.getByText('동기화 대기 1건', { exact: true }).waitFor();
    await eventuallyEqual(() => syncTags(page), [SYNC_TAG], 30_000);
    await context.unroute('**/api/todos', cut);
    await dispatchSync(context, page, SYNC_TAG);
    await pending.waitFor({ state: 'hidden', timeout: 60_000 });
    await eventuallyEqual(serverTodos, ['다시 보낼 일정', '동기화로 보낼 일정'], 30_000);
    await context.close();
  });
});
