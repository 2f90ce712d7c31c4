import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { VIEWPORTS } from '../src/chromium';
import { apiAs, registerUser, type E2eUser } from '../src/session';
import { eventuallyEqual } from '../src/eventually';
import type { Viewport } from '../src/context';
import { goInApp } from '../src/in-app';
import { sharedPage } from '../src/shared-page';
import { newMeeting, seoulDay } from '../src/seed';
import { useRun } from '../src/use-run';
import { dragListening } from '../src/keyboard-drag';

const run = useRun();

const shared = sharedPage(run);
const open = (user: E2eUser, viewport: Viewport, url: string): Promise<Page> => shared.open(user, viewport, url);

const api = (user: E2eUser, method: string, path: string, body?: unknown) => apiAs(run.server.url, user, method, path, body);
const newTodo = (title: string, due: string) => ({ title, description: '', priority: 'medium', status: 'pending', category: 'work', due_date: due, tags: [] });
const idOf = (body: Record<string, unknown>) => String((body.todo as { id?: string } | undefined)?.id ?? body.id);

/** A completed to-do, an open one and a meeting today, and a project from yesterday to tomorrow. */
async function seedDay(user: E2eUser, today: string) {
  const done = idOf(await api(user, 'POST', '/api/todos', newTodo('보고서 제출', today)));
  await api(user, 'PUT', `/api/todos/${done}`, { status: 'completed' });
  await api(user, 'POST', '/api/todos', newTodo('기획안 검토', today));
  await api(user, 'POST', '/api/meetings', newMeeting('주간 회의', today, '10:00'));
  await api(user, 'POST', '/api/wbs/projects', { title: '웹사이트 개편', description: '', start_date: seoulDay(-1), end_date: seoulDay(1), status: 'in_progress' });
  return done;
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  describe(`calendar at ${viewport.width} px (${name})`, () => {
    it('marks a day\'s to-dos, meetings and projects apart and lists them with links when the day is chosen', async () => {
      const user = await registerUser(run.server.url, `cal${name.slice(0, 1)}`);
      const today = seoulDay();
      const done = await seedDay(user, today);
      const page = await open(user, viewport, '/calendar');
      const cell = page.locator(`button[data-date="${today}"]`);
      if (viewport.width >= 1024) {
        // Titles in the cell: a check on the completed to-do, the meeting's time; the project is one bar per week row.
        const titles = () => cell.getByTestId('cell-title').evaluateAll((ts) => ts.map((t) => [t.textContent, t.getAttribute('data-tone')]));
        await eventuallyEqual(titles, [['기획안 검토', 'pending'], ['✓보고서 제출', 'completed'], ['10:00주간 회의', 'meeting']], 30_000);
        const bars = page.getByTestId('project-bar');
        const spans = await bars.evaluateAll((bs) => bs.map((b) => Number(b.getAttribute('data-span'))));
        assert.equal(spans.reduce((a, b) => a + b, 0), 3, 'the project covers three days in one or two bars');
        const bar = await bars.first().boundingBox();
        const dayBox = await cell.boundingBox();
        assert.ok(bar && dayBox && bar.width > dayBox.width * (spans[0] - 0.5), 'a bar stretches across its days');
        const colour = (tone: string) => cell.locator(`[data-tone="${tone}"]`).evaluate((el) => getComputedStyle(el).borderLeftColor);
        assert.notEqual(await colour('meeting'), await colour('pending'));
      } else {
        await eventuallyEqual(() => cell.locator('[data-tone]').evaluateAll((ds) => ds.map((d) => d.getAttribute('data-tone'))), ['pending', 'completed', 'meeting'], 30_000);
        const colour = (tone: string) => cell.locator(`[data-tone="${tone}"]`).evaluate((el) => getComputedStyle(el).backgroundColor);
        assert.notEqual(await colour('meeting'), await colour('pending'));
      }
      await cell.click();
      const panel = page.getByTestId('day-panel');
      await panel.getByRole('link', { name: '주간 회의' }).waitFor();
      await panel.getByRole('link', { name: '웹사이트 개편' }).waitFor();
      await panel.getByRole('link', { name: '보고서 제출' }).click();
      await page.waitForURL(`${run.server.url}/todo/${done}`);
    });

    it('brings the chosen day\'s list into view', async () => {
      const user = await registerUser(run.server.url, `calv${name.slice(0, 1)}`);
      const page = await open(user, viewport, '/calendar');
      const last = page.locator('button[data-date]').last();
      await last.waitFor();
      await last.scrollIntoViewIfNeeded();
      const panelTop = () => page.getByTestId('day-panel').evaluate((el) => el.getBoundingClientRect().top);
      const inView = () => page.evaluate(() => {
        const box = document.querySelector('[data-testid="day-panel"]')?.getBoundingClientRect();
        return Boolean(box && box.bottom > 0 && box.top < window.innerHeight - 100);
      });
      // On a phone the list starts below the fold until the day is tapped; on a wide screen it stands beside the grid.
      assert.equal(await inView(), viewport.width >= 1024, `panel top ${await panelTop()}`);
      await last.click();
      const date = await last.getAttribute('data-date');
      await page.getByTestId('day-panel').getByRole('heading', { name: new RegExp(` ${Number(date?.slice(8))}일 \\(.\\) 일정$`) }).waitFor();
      await eventuallyEqual(inView, true, 5000);
    });
  
    it('shows a week (three days on a phone) by time with the current-time line, moves by keyboard and remembers the view', async () => {
      const user = await registerUser(run.server.url, `calw${name.slice(0, 1)}`);
      const today = seoulDay();
      await api(user, 'POST', '/api/meetings', newMeeting('주간 회의', today, '10:00'));
      await api(user, 'POST', '/api/todos', newTodo('종일 할일', today));
      const page = await open(user, viewport, '/calendar');
      const [label, length, step] = viewport.width >= 1024 ? ['주', 7, 7] : ['3일', 3, 3];
      await page.getByRole('radio', { name: label }).click();
      const grid = page.getByTestId('time-grid');
      const headingDates = () => grid.locator('button[data-date]').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-date')));
      assert.equal((await headingDates()).length, length);
      const column = grid.locator(`[data-day="${today}"]`);
      const meeting = column.getByRole('link', { name: /주간 회의/ });
      await meeting.waitFor();
      assert.equal(await meeting.evaluate((el) => el.style.top), '480px'); // 10:00 at 48 px an hour
      await page.getByTestId('all-day').getByRole('link', { name: /종일 할일/ }).waitFor();
      await column.getByTestId('now-line').waitFor({ state: 'attached' });
      await grid.locator(`button[data-date="${today}"]`).focus();
      await page.keyboard.press('PageDown');
      await eventuallyEqual(async () => (await headingDates()).includes(seoulDay(step)), true);
      await page.keyboard.press('t');
      await eventuallyEqual(async () => (await headingDates()).includes(today), true);
      await page.reload();
      await page.getByTestId('time-grid').waitFor();
      assert.equal(await page.getByRole('radio', { name: label }).getAttribute('aria-checked'), 'true');
    });
  
    it('titles a week and 3 days with the app\'s one date-range format, on one line (a range across the new year too)', async () => {
      const user = await registerUser(run.server.url, `calt${name.slice(0, 1)}`);
      const page = await open(user, viewport, '/calendar?view=week&date=2026-11-25');
      const title = page.getByTestId('month-title');
      const lines = () => title.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      await eventuallyEqual(() => title.innerText(), '2026년 11월 22일 (일) ~ 11월 28일 (토)'); // a Sunday-first week
      assert.equal(await lines(), 1);
      await goInApp(page, '/calendar?view=days3&date=2026-12-30');
      await eventuallyEqual(() => title.innerText(), '2026년 12월 30일 (수) ~ 2027년 1월 1일 (금)');
      assert.equal(await lines(), 1);
    });

    it('moves a meeting to tomorrow by dragging it, then by the keyboard, saved through the API, and undoes a move', async () => {
      const user = await registerUser(run.server.url, `caldr${name.slice(0, 1)}`);
      const today = seoulDay();
      const tomorrow = seoulDay(1);
      const created = await api(user, 'POST', '/api/meetings', newMeeting('주간 회의', today, '10:00'));
      const id = idOf(created.meeting as Record<string, unknown>);
      const saved = async () => { const m = await api(user, 'GET', `/api/meetings/${id}`); return [m.date, m.time]; };
      const page = await open(user, viewport, '/calendar');
      await page.getByRole('radio', { name: '3일' }).click(); // today and the next two days
      const grid = page.getByTestId('time-grid');
      const meeting = grid.getByRole('link', { name: /주간 회의/ });
      await grid.locator(`[data-day="${today}"]`).getByRole('link', { name: /주간 회의/ }).waitFor();

      // By pointer: one column to the right, an hour down (away from the screen's edges, where dragging scrolls).
      await meeting.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      const from = await meeting.boundingBox();
      const column = await grid.locator(`[data-day="${tomorrow}"]`).boundingBox();
      assert.ok(from && column);
      await page.mouse.move(from.x + 5, from.y + 5);
      await page.mouse.down();
      await page.mouse.move(from.x + 20, from.y + 20, { steps: 4 });
      await page.mouse.move(column.x + 10, from.y + 5 + 48, { steps: 8 });
      // Release once tomorrow's column shows it is the target: the drop goes where the last render put it.
      await grid.locator(`[data-day="${tomorrow}"][data-over]`).waitFor();
      await page.mouse.up();
      await grid.locator(`[data-day="${tomorrow}"]`).getByRole('link', { name: /주간 회의/ }).waitFor();
      await eventuallyEqual(saved, [tomorrow, '11:00']);
      assert.equal(new URL(page.url()).pathname, '/calendar', 'a drag does not open the meeting');
      await page.getByRole('status').filter({ hasText: "'주간 회의' 일정을 옮겼습니다." }).waitFor();

      // Undo puts it back.
      await page.getByRole('button', { name: '되돌리기' }).click();
      await eventuallyEqual(saved, [today, '10:00']);
      await grid.locator(`[data-day="${today}"]`).getByRole('link', { name: /주간 회의/ }).waitFor();

      // By keyboard: Space picks it up, → a day later, ↓ ↓ half an hour later, Enter drops it.
      const held = grid.getByRole('link', { name: /주간 회의/ });
      // Each arrow is pressed once the item has moved for the previous one: the keyboard sensor steps from the
      // position it last rendered, so a key pressed before that render would be lost on a busy machine.
      // It must have moved the way the key points, measured against the hours' first column (which scrolls with the
      // page and the hours alike), so a scroll the keyboard sensor makes on the way is never taken for the step.
      const place = async () => {
        const [item, origin] = await Promise.all([held.boundingBox(), grid.locator('[data-day]').first().boundingBox()]);
        return item && origin ? { x: item.x - origin.x, y: item.y - origin.y } : null;
      };
      const step = async (key: 'ArrowRight' | 'ArrowDown') => {
        const before = await place();
        assert.ok(before, 'the held meeting and the hours have boxes');
        await page.keyboard.press(key);
        await eventuallyEqual(async () => {
          const now = await place();
          if (!now) return false;
          return key === 'ArrowRight' ? now.x > before.x + 2 : now.y > before.y + 2;
        }, true);
      };
      await held.focus();
      await page.keyboard.press('Space');
      await eventuallyEqual(() => held.getAttribute('aria-pressed'), 'true'); // the drag has begun
      await dragListening(page);
      await step('ArrowRight');
      // the drag context takes tomorrow's column as the one under the item a render after the move (announced)
      await page.getByText(`${tomorrow} 위에 있습니다.`).waitFor({ state: 'attached' });
      await step('ArrowDown');
      await step('ArrowDown');
      await page.keyboard.press('Enter');
      await eventuallyEqual(saved, [tomorrow, '10:30']);
      assert.equal(new URL(page.url()).pathname, '/calendar', 'Enter drops the meeting rather than opening it');
    });
  
    it('filters to meetings only, and keeps the choice after a reload', async () => {
      const user = await registerUser(run.server.url, `calf${name.slice(0, 1)}`);
      const today = seoulDay();
      await seedDay(user, today);
      const page = await open(user, viewport, '/calendar');
      const panel = page.getByTestId('day-panel');
      await panel.getByRole('link', { name: '기획안 검토' }).waitFor();
      for (const kind of ['할일', '프로젝트', '공휴일']) await page.getByRole('checkbox', { name: kind, exact: true }).uncheck();
      const listed = () => panel.getByRole('link').allInnerTexts();
      await eventuallyEqual(listed, ['주간 회의']);
      await page.reload();
      await panel.getByRole('link', { name: '주간 회의' }).waitFor();
      await eventuallyEqual(listed, ['주간 회의']);
      assert.equal(await page.getByRole('checkbox', { name: '할일', exact: true }).isChecked(), false);
      assert.equal(await page.getByRole('checkbox', { name: '회의', exact: true }).isChecked(), true);
    });
  
    it('adds a to-do on the chosen day from the calendar: typed in the focused title, saved once by Enter', async () => {
      const user = await registerUser(run.server.url, `calq${name.slice(0, 1)}`);
      const day = seoulDay(2);
      const page = await open(user, viewport, '/calendar');
      await page.locator(`button[data-date="${day}"]`).first().click();
      const panel = page.getByTestId('day-panel');
      await panel.getByRole('button', { name: '+ 추가' }).click();
      const dialog = page.getByRole('dialog', { name: '일정 빠른 추가' });
      await page.keyboard.type('보고서 초안');
      assert.equal(await dialog.getByRole('textbox', { name: '제목' }).inputValue(), '보고서 초안');
      await page.keyboard.press('Enter');
      await panel.getByRole('link', { name: '보고서 초안' }).waitFor();
      await dialog.waitFor({ state: 'detached' });
      const todos = async () => (await api(user, 'GET', '/api/todos') as unknown as Array<{ title: string; due_date: string }>).map((t) => [t.title, t.due_date]);
      await eventuallyEqual(todos, [['보고서 초안', day]]);
    });
  });
}
