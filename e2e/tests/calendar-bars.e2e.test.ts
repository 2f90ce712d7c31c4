import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { VIEWPORTS } from '../src/chromium';
import { useRun } from '../src/use-run';
import { apiAs, registerUser, type E2eUser } from '../src/session';
import { eventuallyEqual } from '../src/eventually';
import type { Viewport } from '../src/context';
import { sharedPage } from '../src/shared-page';
import { seoulDay } from '../src/seed';
import { dragListening } from '../src/keyboard-drag';

// Issue 23: a project's bar in the week's all-day row moves by drag (pointer or keyboard) by whole days, start and
// end together, saved through PUT /api/wbs/projects/{id}, with 되돌리기, the past-day confirm and the API's
// refusal.
const run = useRun();

const shared = sharedPage(run);
const open = (user: E2eUser, viewport: Viewport, url: string): Promise<Page> => shared.open(user, viewport, url);
const api = (user: E2eUser, method: string, path: string, body?: unknown) => apiAs(run.server.url, user, method, path, body);
const newProject = (title: string, start: string, end: string) => ({ title, description: '', start_date: start, end_date: end, status: 'in_progress' });

async function seedProject(user: E2eUser, start: string, end: string) {
  const created = await api(user, 'POST', '/api/wbs/projects', newProject('웹사이트 개편', start, end));
  const id = String(created.id);
  const saved = async () => { const p = await api(user, 'GET', `/api/wbs/projects/${id}`); return [p.start_date, p.end_date]; };
  return { id, saved };
}

/** The 3-day view from `date`, with the project's bar on screen. */
async function threeDays(user: E2eUser, viewport: Viewport, date: string) {
  const page = await open(user, viewport, `/calendar?view=days3&date=${date}`);
  const bar = page.getByTestId('time-grid').getByTestId('project-bar');
  await bar.waitFor();
  return { page, bar };
}

/** The first day's column the bar covers (its grid line), e.g. 2 for the first day of the view. */
const firstColumn = (bar: Locator) => bar.evaluate((el) => getComputedStyle(el).gridColumnStart);

/** Space picks the bar up (the drag has begun once it is pressed), each arrow waits for the bar to move, Enter drops. */
async function keyboardMove(page: Page, bar: Locator, keys: string[]) {
  await bar.focus();
  await page.keyboard.press('Space');
  await eventuallyEqual(() => bar.getAttribute('aria-pressed'), 'true');
  await dragListening(page);
  for (const key of keys) {
    const before = await bar.boundingBox();
    await page.keyboard.press(key);
    await eventuallyEqual(async () => { const now = await bar.boundingBox(); return Boolean(before && now && now.x !== before.x); }, true);
  }
  await page.keyboard.press('Enter');
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  describe(`calendar project bars at ${viewport.width} px (${name})`, () => {
    it('moves a project a day later by dragging its bar, keeping its length; undoes it; then moves it by the keyboard', async () => {
      const user = await registerUser(run.server.url, `calbar${name.slice(0, 1)}`);
      const [d0, d1, d2] = [seoulDay(8), seoulDay(9), seoulDay(10)];
      const { saved } = await seedProject(user, d0, d1);
      const { page, bar } = await threeDays(user, viewport, d0);
      assert.equal(await firstColumn(bar), '2');

      // By pointer: from the bar's first day to the next day's all-day cell; released once that cell is the target.
      const from = await bar.boundingBox();
      const target = page.locator(`[data-all-day="${d1}"]`);
      const to = await target.boundingBox();
      const first = await page.locator(`[data-all-day="${d0}"]`).boundingBox();
      assert.ok(from && to && first);
      const y = from.y + from.height / 2;
      await page.mouse.move(first.x + first.width / 2, y);
      await page.mouse.down();
      await page.mouse.move(first.x + first.width / 2 + 10, y, { steps: 3 });
      await page.mouse.move(to.x + to.width / 2, y, { steps: 8 });
      await page.locator(`[data-all-day="${d1}"][data-over]`).waitFor();
      await page.mouse.up();
      await eventuallyEqual(saved, [d1, d2]);
      await eventuallyEqual(() => firstColumn(bar), '3');
      assert.equal(new URL(page.url()).pathname, '/calendar', 'a drag does not open the project');
      await page.getByRole('status').filter({ hasText: "'웹사이트 개편' 일정을 옮겼습니다." }).waitFor();

      await page.getByRole('button', { name: '되돌리기' }).click();
      await eventuallyEqual(saved, [d0, d1]);
      await eventuallyEqual(() => firstColumn(bar), '2');

      await keyboardMove(page, bar, ['ArrowRight']);
      await eventuallyEqual(saved, [d1, d2]);
      assert.equal(new URL(page.url()).pathname, '/calendar', 'Enter drops the bar rather than opening the project');
    });

    it('asks before a project\'s start moves into the past, and puts the bar back with the API\'s Korean text when the move is refused', async () => {
      const user = await registerUser(run.server.url, `calbarp${name.slice(0, 1)}`);
      const [yesterday, today, tomorrow] = [seoulDay(-1), seoulDay(), seoulDay(1)];
      const { id, saved } = await seedProject(user, today, tomorrow);
      const { page, bar } = await threeDays(user, viewport, yesterday);
      assert.equal(await firstColumn(bar), '3');

      await keyboardMove(page, bar, ['ArrowLeft']);
      const dialog = page.getByRole('dialog', { name: '지난 날짜로 옮길까요?' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: '취소' }).click();
      await dialog.waitFor({ state: 'detached' });
      assert.deepEqual(await saved(), [today, tomorrow]);
      await keyboardMove(page, bar, ['ArrowLeft']);
      await dialog.getByRole('button', { name: '옮기기' }).click();
      await eventuallyEqual(saved, [yesterday, today]);
      await eventuallyEqual(() => firstColumn(bar), '2');

      // Deleted meanwhile (in another tab): the API refuses with its Korean 404, shown as the toast; the calendar then
      // reads the range again and the bar leaves it (the optimistic roll-back itself: use-reschedule.test.tsx).
      await api(user, 'DELETE', `/api/wbs/projects/${id}`);
      await keyboardMove(page, bar, ['ArrowRight']);
      await page.getByText('WBS 프로젝트를 찾을 수 없습니다').waitFor();
      await bar.waitFor({ state: 'detached' });
    });
  });
}
