import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BrowserContext, Route } from 'playwright-core';
import { useRun } from '../src/use-run';
import { VIEWPORTS } from '../src/chromium';
import { newContext } from '../src/context';
import { eventuallyEqual } from '../src/eventually';
import { seoulDay } from '../src/seed';
import { apiAs, registerUser, signInContext } from '../src/session';

const run = useRun();

// As in offline.e2e: context.setOffline does not cut a service worker's own requests (microsoft/playwright#2311),
// so the worker's requests are aborted too while "offline".
const cutWorker = (route: Route) => (route.request().serviceWorker() ? route.abort('internetdisconnected') : route.continue());

async function setOffline(context: BrowserContext, offline: boolean) {
  if (offline) await context.route('**', cutWorker);
  else await context.unroute('**', cutWorker);
  await context.setOffline(offline);
}

describe('calendar quick create offline (issue 24)', () => {
  it('a to-do added from a slot offline shows at once, waits as 동기화 대기 1건 and reaches the server once', { timeout: 300_000 }, async () => {
    const user = await registerUser(run.server.url, 'offcal');
    const today = seoulDay();
    const context = await newContext(run.browser, VIEWPORTS.desktop, { serviceWorkers: 'allow' });
    await signInContext(context, user);
    const page = await context.newPage();
    await page.goto(`${run.server.url}/calendar`);
    // Installing precaches the shell: slow on a loaded machine.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 120_000 });
    await page.reload();
    await page.getByRole('radio', { name: '주' }).click();
    const grid = page.getByTestId('time-grid');
    await grid.locator(`[data-slot="${today}T14:00"]`).waitFor();
    const serverTodos = async () => (await apiAs<{ title: string; due_date: string; due_time: string | null }[]>(run.server.url, user, 'GET', '/api/todos'))
      .map((t) => [t.title, t.due_date, t.due_time]);

    await setOffline(context, true);
    await grid.locator(`[data-slot="${today}T14:00"]`).click();
    const dialog = page.getByRole('dialog', { name: '일정 빠른 추가' });
    await dialog.getByText(/ 14:00$/).waitFor();
    await page.keyboard.type('지하철 일정');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await grid.locator(`[data-day="${today}"]`).getByRole('link', { name: /지하철 일정/ }).waitFor();
    await page.getByTestId('pending-writes').getByText('동기화 대기 1건', { exact: true }).waitFor();
    assert.deepEqual(await serverTodos(), []);

    await setOffline(context, false);
    await page.getByTestId('pending-writes').waitFor({ state: 'hidden', timeout: 60_000 });
    await eventuallyEqual(serverTodos, [['지하철 일정', today, '14:00']], 30_000);
    await eventuallyEqual(() => grid.locator(`[data-day="${today}"]`).getByRole('link', { name: /지하철 일정/ }).count(), 1, 30_000);
    await context.close();
  });
});
