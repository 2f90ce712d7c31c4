import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { VIEWPORTS } from '../src/chromium';
import { eventuallyEqual } from '../src/eventually';
import { apiAs, registerUser, type E2eUser } from '../src/session';
import { goInApp } from '../src/in-app';
import { sharedPage } from '../src/shared-page';
import { useRun } from '../src/use-run';

const DAY = 86_400_000;
const seoul = (instant: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));
/** The browser's clock is frozen (quick add reads '매주 월요일' from it); the server's runs, so stay clear of midnight. */
const NOW = Date.now();
const weekdayInSeoul = new Date(`${seoul(NOW)}T00:00:00Z`).getUTCDay();
/** The first Monday on or after today (quick add's first occurrence) and the one a week later (the next occurrence). */
const FIRST = seoul(NOW + ((8 - weekdayInSeoul) % 7) * DAY);
const NEXT = seoul(Date.parse(`${FIRST}T12:00:00+09:00`) + 7 * DAY);

type Todo = { id: string; title: string; status: string; due_date: string; recurrence: unknown; reminders: unknown[] };

const run = useRun();
const shared = sharedPage(run, { fixedTime: NOW });

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  describe(`repeating to-dos and reminders at ${viewport.width} px (${name})`, () => {
    let user: E2eUser;
    let page: Page;

    before(async () => {
      user = await registerUser(run.server.url, `repeat${name}`);
      page = await shared.open(user, viewport, '/todo');
    });

    it('quick-adds "매주 월요일 주간보고", completes it, and sees the next Monday’s 주간보고', async () => {
      await page.getByText('할일이 없습니다').waitFor();
      await page.getByRole('button', { name: '빠른 추가' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('제목').pressSequentially('매주 월요일 주간보고');
      await dialog.getByText('저장될 제목: 주간보고').waitFor();
      await dialog.getByTestId('quick-chip').getByText('↻ 매주 월요일').waitFor();
      await dialog.getByLabel('제목').press('Enter');
      const row = page.getByRole('article', { name: '주간보고' });
      await row.getByTestId('repeat-badge').getByText('매주 월요일').waitFor();

      // The completed row is waited for by its status, not by the first box's state: the next occurrence can come in
      // above it before a loaded run reads the box, and "the first 주간보고" is then the new, open one.
      await page.getByRole('checkbox', { name: '「주간보고」 완료' }).click();
      await page.locator('[data-testid="todo-item"][data-status="completed"]', { hasText: '주간보고' }).waitFor();
      await page.locator('[data-testid="todo-item"][data-status="pending"]', { hasText: '주간보고' }).getByTestId('repeat-badge').waitFor();
      await eventuallyEqual(async () => (await page.getByRole('article', { name: '주간보고' }).count()), 2);

      const todos = await apiAs<Todo[]>(run.server.url, user, 'GET', '/api/todos');
      const series = todos.map((t) => [t.status, t.due_date, t.recurrence]).sort((a, b) => String(a[1]).localeCompare(String(b[1])));
      const rule = { freq: 'weekly', weekdays: [1] };
      assert.deepEqual(series, [['completed', FIRST, rule], ['pending', NEXT, rule]]);
    });

    it('completes a repeating to-do, presses 실행 취소, and only the one occurrence remains', async () => {
      const rule = { freq: 'weekly', weekdays: [1] };
      await apiAs(run.server.url, user, 'POST', '/api/todos', { title: '월례점검', due_date: FIRST, recurrence: rule });
      await page.goto(`${run.server.url}/todo`);
      await page.getByRole('checkbox', { name: '「월례점검」 완료' }).click();
      await page.locator('[data-testid="todo-item"][data-status="completed"]', { hasText: '월례점검' }).waitFor();
      await eventuallyEqual(async () => (await page.getByRole('article', { name: '월례점검' }).count()), 2);
      await page.getByRole('status').getByRole('button', { name: '실행 취소' }).click();
      await eventuallyEqual(async () => (await page.getByRole('article', { name: '월례점검' }).count()), 1);
      const left = (await apiAs<Todo[]>(run.server.url, user, 'GET', '/api/todos')).filter((t) => t.title === '월례점검');
      assert.deepEqual(left.map((t) => [t.status, t.due_date]), [['pending', FIRST]]);
    });

    it('chooses 10분 전 and 전날 오후 6시 in the edit form; the to-do keeps them and the detail lists them', async () => {
      const { todo } = await apiAs<{ todo: Todo }>(run.server.url, user, 'POST', '/api/todos', { title: '보고서 제출', due_date: NEXT, due_time: '15:00' });
      await goInApp(page, `/todo/${todo.id}`);
      await page.getByRole('button', { name: '수정' }).click();
      const reminders = page.getByTestId('reminder-picker');
      await reminders.getByLabel('10분 전').check();
      await reminders.getByLabel('전날 오후 6시').check();
      await page.getByRole('button', { name: '저장' }).click();
      await page.getByTestId('reminder-list').getByText('10분 전, 전날 오후 6시').waitFor();
      const saved = await apiAs<Todo>(run.server.url, user, 'GET', `/api/todos/${todo.id}`);
      assert.deepEqual(saved.reminders, [{ kind: 'before_10m' }, { kind: 'day_before_18' }]);
    });
  });
}
