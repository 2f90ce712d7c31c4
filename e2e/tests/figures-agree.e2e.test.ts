import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { VIEWPORTS } from '../src/chromium';
import { apiAs, registerUser, type E2eUser } from '../src/session';
import { eventuallyEqual } from '../src/eventually';
import { goInApp } from '../src/in-app';
import { sharedPage } from '../src/shared-page';
import { useRun } from '../src/use-run';

// Issue 18, "numbers that agree": the same figure read on two screens.
const run = useRun();
const shared = sharedPage(run);

/** A calendar date in Seoul, `days` from today. */
function seoulDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(new Date(Date.now() + days * 86_400_000));
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  describe(`figures that agree at ${viewport.width} px (${name})`, () => {
    let user: E2eUser;
    let page: Page;

    before(async () => {
      user = await registerUser(run.server.url, `figures${name}`);
      // Late for weeks, late since yesterday, done although late, due tomorrow: 2 overdue to-dos now.
      const late = await apiAs<{ todo: { id: string } }>(run.server.url, user, 'POST', '/api/todos', { title: '지난달 보고서' });
      await apiAs(run.server.url, user, 'PUT', `/api/todos/${late.todo.id}`, { title: '지난달 보고서', due_date: seoulDay(-30) });
      const yesterday = await apiAs<{ todo: { id: string } }>(run.server.url, user, 'POST', '/api/todos', { title: '어제 마감' });
      await apiAs(run.server.url, user, 'PUT', `/api/todos/${yesterday.todo.id}`, { title: '어제 마감', due_date: seoulDay(-1) });
      const done = await apiAs<{ todo: { id: string } }>(run.server.url, user, 'POST', '/api/todos', { title: '끝낸 일' });
      await apiAs(run.server.url, user, 'PUT', `/api/todos/${done.todo.id}`, { title: '끝낸 일', due_date: seoulDay(-2), status: 'completed' });
      await apiAs(run.server.url, user, 'POST', '/api/todos', { title: '내일 할 일', due_date: seoulDay(1) });
      page = await shared.open(user, viewport, '/home');
    });

    it("this week's overdue to-dos on analytics equal '지연' on home", async () => {
      const detail = page.getByTestId('progress-todos');
      await eventuallyEqual(async () => /지연 (\d+)개/.exec((await detail.textContent()) ?? '')?.[1], '2');

      await goInApp(page, '/analytics');
      const rows = page.getByRole('region', { name: '주별 지연 할일' }).locator('tbody tr');
      await rows.first().waitFor({ state: 'attached' });
      const thisWeek = async () => (await rows.last().locator('td').textContent())?.trim();
      await eventuallyEqual(thisWeek, '2');
    });

    it("open to-dos: the home card '남은 할일' and the sidebar badge (1440 px) show one figure", async () => {
      await goInApp(page, '/home');
      const pending = mobileOr(name, page.getByTestId('stat-pending'), page.getByTestId('widget-pending'));
      await eventuallyEqual(async () => /(\d+)/.exec((await pending.textContent()) ?? '')?.[1], '3');
      if (name === 'desktop') {
        const badge = page.getByRole('link', { name: /^할일/ }).first();
        await eventuallyEqual(async () => /(\d+)/.exec((await badge.textContent()) ?? '')?.[1], '3');
      }
    });
  });
}

function mobileOr<T>(name: string, mobile: T, desktop: T): T {
  return name === 'mobile' ? mobile : desktop;
}
