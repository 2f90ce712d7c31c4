import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { VIEWPORTS } from '../src/chromium';
import { useRun } from '../src/use-run';
import { apiAs, registerUser, type E2eUser } from '../src/session';
import { eventuallyEqual } from '../src/eventually';
import type { Viewport } from '../src/context';
import { sharedPage } from '../src/shared-page';
import { seoulDay } from '../src/seed';
import { dragListening } from '../src/keyboard-drag';

// Issue 23: WBS tasks on the calendar (bars and 작업 entries, the 작업 filter, the link into mf-wbs), and projects
// moved from the month grid (mouse on a wide screen's bar) and from the day list (keyboard).
const run = useRun();

const shared = sharedPage(run);
const open = (user: E2eUser, viewport: Viewport, url: string): Promise<Page> => shared.open(user, viewport, url);
const api = (user: E2eUser, method: string, path: string, body?: unknown) => apiAs(run.server.url, user, method, path, body);
const newProject = (title: string, start: string, end: string) => ({ title, description: '', start_date: start, end_date: end, status: 'in_progress' });
const newTask = (title: string, start: string, end: string) => ({ title, description: '', start_date: start, end_date: end, status: 'in_progress', priority: 'medium', assignee: '', duration: 1, progress: 0, order_index: 0, parent_id: null });

/** The first Sunday at least 8 days ahead (a project from it to Wednesday is one bar in one week row), and the days after. */
function nextSundayDays(): string[] {
  const offset = [8, 9, 10, 11, 12, 13, 14].find((n) => new Date(`${seoulDay(n)}T00:00:00Z`).getUTCDay() === 0)!;
  return Array.from({ length: 5 }, (_, i) => seoulDay(offset + i));
}

async function seedProject(user: E2eUser, start: string, end: string) {
  const created = await api(user, 'POST', '/api/wbs/projects', newProject('웹사이트 개편', start, end));
  const id = String(created.id);
  const saved = async () => { const p = await api(user, 'GET', `/api/wbs/projects/${id}`); return [p.start_date, p.end_date]; };
  return { id, saved };
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  describe(`calendar WBS tasks and project moves at ${viewport.width} px (${name})`, () => {
    it('shows a WBS task with its project, hides it with the 작업 filter (kept in the URL), and opens it in WBS', async () => {
      const user = await registerUser(run.server.url, `caltk${name.slice(0, 1)}`);
      const [d1, d2] = [seoulDay(1), seoulDay(2)];
      const { id } = await seedProject(user, seoulDay(), seoulDay(20));
      await api(user, 'POST', `/api/wbs/projects/${id}/tasks`, newTask('화면 설계', d1, d2));
      const page = await open(user, viewport, `/calendar?date=${d1}`);
      const panel = page.getByTestId('day-panel');
      const link = panel.getByRole('link', { name: '화면 설계' });
      await link.waitFor();
      assert.match((await link.locator('xpath=..').textContent()) ?? '', /^작업화면 설계웹사이트 개편 · /);
      if (viewport.width >= 1024) assert.equal(await page.getByRole('table').getByTestId('task-bar').first().textContent(), '화면 설계 · 웹사이트 개편');

      await page.getByRole('checkbox', { name: '작업' }).uncheck();
      await link.waitFor({ state: 'detached' });
      assert.equal(new URL(page.url()).searchParams.get('hide'), 'task');
      assert.equal(await page.getByTestId('task-bar').count(), 0);
      await panel.getByRole('link', { name: '웹사이트 개편' }).waitFor();
      await page.reload();
      await panel.getByRole('link', { name: '웹사이트 개편' }).waitFor();
      assert.equal(await link.count(), 0, 'the filter holds after a reload');

      await page.getByRole('checkbox', { name: '작업' }).check();
      await link.click();
      const dialog = page.getByRole('dialog', { name: '작업 수정' });
      await dialog.waitFor();
      assert.equal(await dialog.getByRole('textbox', { name: '작업 제목' }).inputValue(), '화면 설계');
      assert.equal(new URL(page.url()).pathname, `/wbs/detail/${id}`);
    });

    it('moves a project a day later from the day list by keyboard, counting from the day shown', async () => {
      const user = await registerUser(run.server.url, `calpk${name.slice(0, 1)}`);
      const days = nextSundayDays();
      const { saved } = await seedProject(user, days[0], days[3]);
      const page = await open(user, viewport, `/calendar?date=${days[2]}`);
      const entry = page.getByTestId('day-panel').getByRole('link', { name: '웹사이트 개편' });
      await entry.waitFor();
      await entry.focus();
      await page.keyboard.press('Space');
      await page.getByTestId('drag-preview').waitFor();
      await dragListening(page);
      await page.keyboard.press('ArrowRight');
      await page.locator(`td[data-drop-date="${days[3]}"][data-over]`).waitFor();
      await page.keyboard.press('Enter');
      await eventuallyEqual(saved, [days[1], days[4]]);
      assert.equal(new URL(page.url()).pathname, '/calendar', 'Enter drops the project rather than opening it');
      await page.getByRole('status').filter({ hasText: "'웹사이트 개편' 일정을 옮겼습니다." }).waitFor();
    });

    if (viewport.width >= 1024) {
      it('moves a project by dragging its month bar by the day it was grabbed, keeping its length, and undoes it', async () => {
        const user = await registerUser(run.server.url, `calpm${name.slice(0, 1)}`);
        const days = nextSundayDays();
        const { saved } = await seedProject(user, days[0], days[3]);
        const page = await open(user, viewport, `/calendar?date=${days[0]}`);
        const cell = (date: string) => page.locator(`td[data-drop-date="${date}"]`);
        const bar = cell(days[0]).getByTestId('project-bar');
        await bar.waitFor();
        await cell(days[0]).evaluate((el) => el.scrollIntoView({ block: 'center' }));

        // Grabbed over its third day (Tuesday), dropped on Wednesday: one day later, start and end together.
        const grab = await cell(days[2]).boundingBox();
        const from = await bar.boundingBox();
        const to = await cell(days[3]).boundingBox();
        assert.ok(grab && from && to);
        const y = from.y + from.height / 2;
        await page.mouse.move(grab.x + grab.width / 2, y);
        await page.mouse.down();
        await page.mouse.move(grab.x + grab.width / 2 + 10, y, { steps: 3 });
        await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
        await page.locator(`td[data-drop-date="${days[3]}"][data-over]`).waitFor();
        await page.mouse.up();
        await eventuallyEqual(saved, [days[1], days[4]]);
        await cell(days[1]).getByTestId('project-bar').waitFor();
        assert.equal(new URL(page.url()).pathname, '/calendar', 'a drag does not open anything');
        await page.getByRole('status').filter({ hasText: "'웹사이트 개편' 일정을 옮겼습니다." }).waitFor();

        await page.getByRole('button', { name: '되돌리기' }).click();
        await eventuallyEqual(saved, [days[0], days[3]]);
        await cell(days[0]).getByTestId('project-bar').waitFor();
      });
    }
  });
}
