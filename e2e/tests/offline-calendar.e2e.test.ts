import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BrowserContext, Locator, Page, Route } from 'playwright-core';
import { useRun } from '../src/use-run';
import { VIEWPORTS } from '../src/chromium';
import { newContext } from '../src/context';
import { eventuallyEqual } from '../src/eventually';
import { newMeeting, seoulDay } from '../src/seed';
import { apiAs, registerUser, signInContext, type E2eUser } from '../src/session';
import type { Viewport } from '../src/context';
import { dragListening } from '../src/keyboard-drag';

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
    await grid.locator(`[data-slots="${today}"]`).waitFor();
    const serverTodos = async () => (await apiAs<{ title: string; due_date: string; due_time: string | null }[]>(run.server.url, user, 'GET', '/api/todos'))
      .map((t) => [t.title, t.due_date, t.due_time]);

    await setOffline(context, true);
    await grid.locator(`[data-slots="${today}"]`).click({ position: { x: 8, y: 14 * 48 + 12 } }); // 14:00–14:30, 48 px an hour
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

/** '2026-11-27' as the meeting page writes it: '2026년 11월 27일'. */
const koreanDay = (day: string) => { const [y, m, d] = day.split('-').map(Number); return `${y}년 ${m}월 ${d}일`; };

/** A signed-in page on the calendar's 3-day view, controlled by the service worker (so it opens offline). */
async function calendarOffline(user: E2eUser, viewport: Viewport): Promise<{ context: BrowserContext; page: Page; grid: Locator }> {
  const context = await newContext(run.browser, viewport, { serviceWorkers: 'allow' });
  await signInContext(context, user);
  const page = await context.newPage();
  await page.goto(`${run.server.url}/calendar`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 120_000 });
  await page.reload();
  await page.getByRole('radio', { name: '3일' }).click(); // today and the next two days
  return { context, page, grid: page.getByTestId('time-grid') };
}

/** Space picks the item up, → takes it a day later, Enter drops it (each key once the last one has shown). */
async function moveByKeyboardToNextDay(page: Page, item: Locator) {
  await item.focus();
  await page.keyboard.press('Space');
  await eventuallyEqual(() => item.getAttribute('aria-pressed'), 'true');
  await dragListening(page);
  const before = await item.boundingBox();
  await page.keyboard.press('ArrowRight');
  await eventuallyEqual(async () => {
    const now = await item.boundingBox();
    return Boolean(before && now && now.x > before.x);
  }, true);
  // Enter drops on the column the drag context has taken as under the item, a render after the item moved (announced).
  await page.getByText(`${seoulDay(1)} 위에 있습니다.`).waitFor({ state: 'attached' });
  await page.keyboard.press('Enter');
}

describe('calendar moves offline (issue 24)', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`at ${viewport.width} px, a meeting moved by keyboard offline shows at once, waits as 동기화 대기 1건 and is moved on the server once`, { timeout: 300_000 }, async () => {
      const user = await registerUser(run.server.url, `offmv${name.slice(0, 1)}`);
      const today = seoulDay();
      const tomorrow = seoulDay(1);
      const meeting = (await apiAs<{ meeting: { id: string } }>(run.server.url, user, 'POST', '/api/meetings', newMeeting('지하철 회의', today, '10:00'))).meeting;
      const onServer = async () => (await apiAs<{ id: string; date: string; time: string; updated_at: string }[]>(run.server.url, user, 'GET', '/api/meetings'))
        .map((m) => [m.id, m.date, m.time]);
      const { context, page, grid } = await calendarOffline(user, viewport);
      const item = grid.getByRole('link', { name: /지하철 회의/ });
      await grid.locator(`[data-day="${today}"]`).getByRole('link', { name: /지하철 회의/ }).waitFor();
      // The meeting's own page, open in another tab before the connection goes: it follows the queued move.
      const detail = await context.newPage();
      await detail.goto(`${run.server.url}/meeting/${meeting.id}`);
      const when = detail.getByRole('definition').filter({ hasText: '오전 10:00' });
      await when.filter({ hasText: koreanDay(today) }).waitFor();
      await page.bringToFront();

      await setOffline(context, true);
      await moveByKeyboardToNextDay(page, item);
      await grid.locator(`[data-day="${tomorrow}"]`).getByRole('link', { name: /지하철 회의/ }).waitFor();
      await page.getByTestId('pending-writes').getByText('동기화 대기 1건', { exact: true }).waitFor();
      assert.equal(await page.getByText('일정을 옮기지 못했습니다', { exact: false }).count(), 0, 'no move-failed toast');
      assert.deepEqual(await onServer(), [[meeting.id, today, '10:00']]);
      await when.filter({ hasText: koreanDay(tomorrow) }).waitFor();
      await detail.close();

      await setOffline(context, false);
      await page.getByTestId('pending-writes').waitFor({ state: 'hidden', timeout: 60_000 });
      await eventuallyEqual(onServer, [[meeting.id, tomorrow, '10:00']], 30_000);
      await eventuallyEqual(() => grid.getByRole('link', { name: /지하철 회의/ }).count(), 1, 30_000);
      await grid.locator(`[data-day="${tomorrow}"]`).getByRole('link', { name: /지하철 회의/ }).waitFor();
      await context.close();
    });
  }

  it('a to-do moved offline and changed on the server meanwhile opens 동기화 충돌; 내 변경 적용 moves the server\'s version', { timeout: 300_000 }, async () => {
    const user = await registerUser(run.server.url, 'offmvc');
    const today = seoulDay();
    const tomorrow = seoulDay(1);
    const todo = (await apiAs<{ todo: { id: string } }>(run.server.url, user, 'POST', '/api/todos', { title: '옮길 할일', due_date: today, due_time: '14:00' })).todo;
    const onServer = async () => {
      const t = await apiAs<{ title: string; due_date: string; due_time: string | null }>(run.server.url, user, 'GET', `/api/todos/${todo.id}`);
      return [t.title, t.due_date, t.due_time];
    };
    const { context, page, grid } = await calendarOffline(user, VIEWPORTS.desktop);
    await grid.locator(`[data-day="${today}"]`).getByRole('link', { name: /옮길 할일/ }).waitFor();

    await setOffline(context, true);
    await moveByKeyboardToNextDay(page, grid.getByRole('link', { name: /옮길 할일/ }));
    await page.getByTestId('pending-writes').getByText('동기화 대기 1건', { exact: true }).waitFor();
    await apiAs(run.server.url, user, 'PUT', `/api/todos/${todo.id}`, { title: '다른 기기에서 바꾼 할일' });

    await setOffline(context, false);
    await page.getByRole('heading', { name: '동기화 충돌' }).waitFor({ timeout: 60_000 });
    const view = page.getByTestId('write-conflict');
    assert.equal(await view.getByTestId('conflict-mine-due_date').textContent(), tomorrow);
    assert.equal(await view.getByTestId('conflict-server-due_date').textContent(), today);
    assert.equal(await view.getByTestId('conflict-mine-title').textContent(), '다른 기기에서 바꾼 할일');
    assert.deepEqual(await onServer(), ['다른 기기에서 바꾼 할일', today, '14:00'], 'nothing is overwritten before the user chooses');
    await page.getByTestId('conflict-apply-mine').click();
    await page.getByTestId('pending-writes').waitFor({ state: 'hidden', timeout: 60_000 });
    await eventuallyEqual(onServer, ['다른 기기에서 바꾼 할일', tomorrow, '14:00'], 30_000);
    await context.close();
  });
});
