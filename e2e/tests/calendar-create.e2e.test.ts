import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { VIEWPORTS } from '../src/chromium';
import { apiAs, registerUser, type E2eUser } from '../src/session';
import { eventuallyEqual } from '../src/eventually';
import { openAs, type Viewport } from '../src/context';
import { newMeeting, seoulDay } from '../src/seed';
import { pointerDropSettled } from '../src/pointer-drop';
import { useRun } from '../src/use-run';
import { dragListening } from '../src/keyboard-drag';

// Issue 23's calendar additions: quick create from an empty slot of the hours, and the warning before a move into
// a past day.
const run = useRun();

const open = (user: E2eUser, viewport: Viewport, url: string): Promise<Page> => openAs(run.browser, run.server.url, user, viewport, url);

const api = (user: E2eUser, method: string, path: string, body?: unknown) => apiAs(run.server.url, user, method, path, body);
const focusedSlot = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-slot') ?? null);

/** The 3-day view from yesterday: the month cell of yesterday is chosen first (in the month before when needed). */
async function openThreeDaysFromYesterday(page: Page, yesterday: string) {
  const cell = page.locator(`button[data-date="${yesterday}"]`).first();
  await page.getByTestId('month-title').waitFor();
  if (await cell.count() === 0) await page.getByRole('button', { name: '이전 달' }).click();
  await cell.click();
  await page.getByRole('radio', { name: '3일' }).click();
  await page.getByTestId('time-grid').locator(`button[data-date="${yesterday}"]`).waitFor();
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  describe(`calendar create and past moves at ${viewport.width} px (${name})`, () => {
    it('adds a timed to-do by clicking an empty half-hour slot, and opens and closes the form from a slot by keyboard', async () => {
      const user = await registerUser(run.server.url, `cals${name.slice(0, 1)}`);
      const today = seoulDay();
      const page = await open(user, viewport, '/calendar');
      await page.getByRole('radio', { name: viewport.width >= 1024 ? '주' : '3일' }).click();
      const grid = page.getByTestId('time-grid');
      await grid.locator(`[data-slots="${today}"]`).click({ position: { x: 8, y: 14 * 48 + 12 } }); // 14:00–14:30, 48 px an hour
      const dialog = page.getByRole('dialog', { name: '일정 빠른 추가' });
      await dialog.getByText(/ 14:00$/).waitFor();
      await page.keyboard.type('슬롯 할일');
      await page.keyboard.press('Enter');
      await grid.locator(`[data-day="${today}"]`).getByRole('link', { name: /슬롯 할일/ }).waitFor();
      await dialog.waitFor({ state: 'detached' });
      const todos = async () => (await api(user, 'GET', '/api/todos') as unknown as Array<{ title: string; due_date: string; due_time: string | null }>).map((t) => [t.title, t.due_date, t.due_time]);
      await eventuallyEqual(todos, [['슬롯 할일', today, '14:00']]);
      assert.equal(await focusedSlot(page), `${today}T14:00`, 'the focus is back on the slot after saving');

      // Keyboard: ↓ half an hour later, Enter opens the form there, Esc closes it and gives the focus back.
      await page.keyboard.press('ArrowDown');
      await eventuallyEqual(() => focusedSlot(page), `${today}T14:30`);
      await page.keyboard.press('Enter');
      await dialog.getByText(/ 14:30$/).waitFor();
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), '제목');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      assert.equal(await focusedSlot(page), `${today}T14:30`);
      await eventuallyEqual(async () => (await todos()).length, 1);
      await page.context().close();
    });

    it('asks before a meeting moves into a past day: cancel keeps it (keyboard), confirm moves it (pointer)', async () => {
      const user = await registerUser(run.server.url, `calp${name.slice(0, 1)}`);
      const today = seoulDay();
      const yesterday = seoulDay(-1);
      const created = await api(user, 'POST', '/api/meetings', newMeeting('주간 회의', today, '10:00'));
      const id = String((created.meeting as { id: string }).id);
      const saved = async () => { const m = await api(user, 'GET', `/api/meetings/${id}`); return [m.date, m.time]; };
      const page = await open(user, viewport, '/calendar');
      await openThreeDaysFromYesterday(page, yesterday);
      const grid = page.getByTestId('time-grid');
      const meeting = grid.getByRole('link', { name: /주간 회의/ });
      await grid.locator(`[data-day="${today}"]`).getByRole('link', { name: /주간 회의/ }).waitFor();
      const confirm = page.getByRole('dialog', { name: '지난 날짜로 옮길까요?' });

      // Keyboard: Space, ← a day earlier, Enter: the question; 취소 leaves it on today.
      const before = await meeting.boundingBox();
      await meeting.focus();
      await page.keyboard.press('Space');
      // The arrow goes once the drag has begun (the item is pressed): the sensor listens for arrows only from then on.
      await eventuallyEqual(() => meeting.getAttribute('aria-pressed'), 'true');
      await dragListening(page);
      await page.keyboard.press('ArrowLeft');
      await eventuallyEqual(async () => (await meeting.boundingBox())?.x !== before?.x, true);
      // Enter drops on the column the drag context has taken as the one under the item, which it settles a render
      // after the item has moved: wait for its announcement, as a person hearing it would (a loaded run once dropped
      // back on today, so no question came).
      await page.getByText(`${yesterday} 위에 있습니다.`).waitFor({ state: 'attached' });
      await page.keyboard.press('Enter');
      await confirm.waitFor();
      await confirm.getByRole('button', { name: '취소' }).click();
      await confirm.waitFor({ state: 'detached' });
      await grid.locator(`[data-day="${today}"]`).getByRole('link', { name: /주간 회의/ }).waitFor();
      assert.deepEqual(await saved(), [today, '10:00']);

      // Pointer: drag it onto yesterday's column at the same height; 옮기기 saves it there.
      await meeting.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      const from = await meeting.boundingBox();
      const column = await grid.locator(`[data-day="${yesterday}"]`).boundingBox();
      assert.ok(from && column);
      await page.mouse.move(from.x + 5, from.y + 5);
      await page.mouse.down();
      await page.mouse.move(from.x - 10, from.y + 5, { steps: 4 });
      await page.mouse.move(column.x + 10, from.y + 5, { steps: 8 });
      await grid.locator(`[data-day="${yesterday}"][data-over]`).waitFor();
      await page.mouse.up();
      await confirm.waitFor();
      await pointerDropSettled(page);
      await confirm.getByRole('button', { name: '옮기기' }).click();
      await eventuallyEqual(saved, [yesterday, '10:00']);
      await grid.locator(`[data-day="${yesterday}"]`).getByRole('link', { name: /주간 회의/ }).waitFor();
      await page.context().close();
    });
  });
}
