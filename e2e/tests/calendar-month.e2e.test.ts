import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { VIEWPORTS } from '../src/chromium';
import { apiAs, registerUser, type E2eUser } from '../src/session';
import { eventuallyEqual } from '../src/eventually';
import type { Viewport } from '../src/context';
import { sharedPage } from '../src/shared-page';
import { newMeeting, seoulDay } from '../src/seed';
import { useRun } from '../src/use-run';
import { dragListening } from '../src/keyboard-drag';

// Issue 23's month grid: moving a meeting to another day (pointer and keyboard, with undo), and the calendar's
// view, date and filters (the to-do category among them) in the URL.
const run = useRun();

const shared = sharedPage(run);
const open = (user: E2eUser, viewport: Viewport, url: string): Promise<Page> => shared.open(user, viewport, url);

const api = (user: E2eUser, method: string, path: string, body?: unknown) => apiAs(run.server.url, user, method, path, body);
const newTodo = (title: string, due: string, category: string) => ({ title, description: '', priority: 'medium', status: 'pending', category, due_date: due, tags: [] });

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  describe(`calendar month grid and URL at ${viewport.width} px (${name})`, () => {
    it('moves a meeting to tomorrow in the month grid by pointer (keeping its time), undoes it, then moves it by keyboard', async () => {
      const user = await registerUser(run.server.url, `calm${name.slice(0, 1)}`);
      const today = seoulDay();
      const tomorrow = seoulDay(1);
      const created = await api(user, 'POST', '/api/meetings', newMeeting('주간 회의', today, '15:30'));
      const id = String((created.meeting as { id: string }).id);
      const saved = async () => { const m = await api(user, 'GET', `/api/meetings/${id}`); return [m.date, m.time]; };
      const page = await open(user, viewport, '/calendar');
      const panelLink = page.getByTestId('day-panel').getByRole('link', { name: '주간 회의' });
      await panelLink.waitFor();
      const cell = (date: string) => page.locator(`td[data-drop-date="${date}"]`);

      // By pointer: a wide cell's title, or on a phone the day list's link, onto tomorrow's cell.
      const source = viewport.width >= 1024 ? cell(today).getByTestId('cell-title').filter({ hasText: '주간 회의' }) : panelLink;
      await cell(today).evaluate((el) => el.scrollIntoView({ block: 'start' }));
      const from = await source.boundingBox();
      const to = await cell(tomorrow).boundingBox();
      assert.ok(from && to && from.y + from.height < viewport.height, 'the item and the target are both on screen');
      await page.mouse.move(from.x + 5, from.y + 5);
      await page.mouse.down();
      await page.mouse.move(from.x + 15, from.y + 15, { steps: 4 });
      await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
      await page.locator(`td[data-drop-date="${tomorrow}"][data-over]`).waitFor();
      await page.mouse.up();
      await eventuallyEqual(saved, [tomorrow, '15:30']);
      assert.equal(new URL(page.url()).pathname, '/calendar', 'a drag does not open the meeting');
      await page.getByRole('status').filter({ hasText: "'주간 회의' 일정을 옮겼습니다." }).waitFor();
      await page.getByRole('button', { name: '되돌리기' }).click();
      await eventuallyEqual(saved, [today, '15:30']);

      // By keyboard: the day list's link, Space, → a day later, Enter.
      await panelLink.waitFor();
      await panelLink.focus();
      await page.keyboard.press('Space');
      // The arrow goes once the drag has begun (its preview shows): the sensor listens for arrows only from then on.
      await page.getByTestId('drag-preview').waitFor();
      await dragListening(page);
      await page.keyboard.press('ArrowRight');
      await page.locator(`td[data-drop-date="${tomorrow}"][data-over]`).waitFor();
      await page.keyboard.press('Enter');
      await eventuallyEqual(saved, [tomorrow, '15:30']);
      assert.equal(new URL(page.url()).pathname, '/calendar', 'Enter drops the meeting rather than opening it');
      await page.locator(`button[data-date="${tomorrow}"]`).click();
      await page.getByTestId('day-panel').getByRole('link', { name: '주간 회의' }).waitFor();
    });

    it('keeps the view, date and filters (a to-do category among them) in the URL: reload and a link open the same calendar', async () => {
      const user = await registerUser(run.server.url, `calu${name.slice(0, 1)}`);
      const today = seoulDay();
      await api(user, 'POST', '/api/todos', newTodo('업무 할일', today, 'work'));
      await api(user, 'POST', '/api/todos', newTodo('개인 할일', today, 'personal'));
      await api(user, 'POST', '/api/meetings', newMeeting('주간 회의', today, '10:00'));
      const page = await open(user, viewport, '/calendar');
      const panel = page.getByTestId('day-panel');
      const listed = () => panel.getByRole('link').allInnerTexts();
      await eventuallyEqual(listed, ['개인 할일', '업무 할일', '주간 회의']);
      await page.getByRole('combobox', { name: '할일 카테고리' }).selectOption({ label: '업무' });
      await page.getByRole('checkbox', { name: '회의', exact: true }).uncheck();
      await eventuallyEqual(listed, ['업무 할일']);
      await page.getByRole('radio', { name: '주' }).click();
      await page.getByTestId('time-grid').waitFor();
      const url = new URL(page.url());
      assert.deepEqual(Object.fromEntries(url.searchParams), { view: 'week', date: today, hide: 'meeting', category: 'work' });

      await page.reload();
      await page.getByTestId('time-grid').getByRole('link', { name: /업무 할일/ }).waitFor();
      await eventuallyEqual(listed, ['업무 할일']);
      assert.equal(await page.getByRole('combobox', { name: '할일 카테고리' }).inputValue(), 'work');
      assert.equal(await page.getByRole('checkbox', { name: '회의', exact: true }).isChecked(), false);

      // A link to another day, view and filter opens that calendar; the plain address keeps this user's last choice.
      const later = seoulDay(20);
      await page.goto(`${run.server.url}/calendar?view=days3&date=${later}&category=personal`);
      await page.getByTestId('time-grid').locator(`button[data-date="${later}"]`).waitFor();
      const headings = () => page.getByTestId('time-grid').locator('button[data-date]').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-date')));
      await eventuallyEqual(headings, [later, seoulDay(21), seoulDay(22)]);
      assert.equal(await page.getByRole('combobox', { name: '할일 카테고리' }).inputValue(), 'personal');
      assert.equal(await page.getByRole('checkbox', { name: '회의', exact: true }).isChecked(), true);
      await page.goto(`${run.server.url}/calendar`);
      await page.getByTestId('time-grid').waitFor();
      assert.equal(await page.getByRole('radio', { name: '주' }).getAttribute('aria-checked'), 'true');
      await eventuallyEqual(listed, ['업무 할일']);
    });
  });
}
