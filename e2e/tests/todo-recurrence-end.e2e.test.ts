import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import KoreanLunarCalendar from 'korean-lunar-calendar';
import type { Page } from 'playwright-core';
import { VIEWPORTS } from '../src/chromium';
import { eventuallyEqual } from '../src/eventually';
import { goInApp } from '../src/in-app';
import { apiAs, registerUser, type E2eUser } from '../src/session';
import { sharedPage } from '../src/shared-page';
import { useRun } from '../src/use-run';

const run = useRun();

const DAY = 86_400_000;
const seoul = (instant: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));
/** The browser's clock is frozen (the form's today and shortcuts read it); the server's runs, so stay clear of midnight. */
const NOW = Date.now();
const day = (n: number) => seoul(NOW + n * DAY);
const shared = sharedPage(run, { fixedTime: NOW });

/** The next two 음력 15일 from today, by KASI's table (korean-lunar-calendar), independently of the app's engine. */
function fullMoons(): string[] {
  const found: string[] = [];
  const lunar = new KoreanLunarCalendar();
  for (let n = 0; found.length < 2 && n < 70; n += 1) {
    const [y, m, d] = day(n).split('-').map(Number);
    lunar.setSolarDate(y, m, d);
    if (lunar.getLunarCalendar().day === 15) found.push(day(n));
  }
  return found;
}

type Todo = { id: string; title: string; status: string; due_date: string; recurrence: unknown };

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  describe(`repeating to-dos that end, and 매월 음력, at ${viewport.width} px (${name})`, () => {
    let user: E2eUser;
    let page: Page;

    before(async () => {
      user = await registerUser(run.server.url, `repeatend${name}`);
      page = await shared.open(user, viewport, '/todo');
    });

    const series = async (title: string) => (await apiAs<Todo[]>(run.server.url, user, 'GET', '/api/todos'))
      .filter((t) => t.title === title).map((t) => [t.due_date, t.status, t.recurrence]).sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    const picker = () => page.getByTestId('recurrence-picker');

    /** The add form with a title, a due date typed into its field (or none) and 반복 chosen by `choose`. */
    async function addRepeating(title: string, due: string | null, choose: () => Promise<void>, preview: string) {
      await goInApp(page, '/add-todo');
      await page.getByLabel('제목').fill(title);
      if (due) await page.getByRole('textbox', { name: '마감일', exact: true }).fill(due);
      await choose();
      await picker().getByTestId('recurrence-preview').getByText(`↻ ${preview}`).waitFor();
      await page.getByRole('button', { name: '할일 추가' }).click();
      await page.waitForURL(/\/todo$/);
      await page.getByRole('article', { name: title }).getByTestId('repeat-badge').getByText(preview).waitFor();
    }

    /** Ticks the open occurrence, then waits until the server holds `expected` (dates and statuses) for the series. */
    async function completeOpen(title: string, expected: [string, string][]) {
      await page.locator('[data-testid="todo-item"][data-status="pending"]', { hasText: title }).getByRole('checkbox', { name: `「${title}」 완료` }).click();
      await eventuallyEqual(async () => (await series(title)).map(([d, s]) => [d, s]), expected);
      await eventuallyEqual(async () => page.getByRole('article', { name: title }).count(), expected.length);
    }

    it('ends a daily rule on its 반복 종료일: the occurrence on that date spawns nothing', async () => {
      const [first, last] = [day(1), day(2)];
      await addRepeating('물주기', first, async () => {
        await picker().getByLabel('반복 방식').selectOption({ label: '매일' });
        await picker().getByLabel('반복 종료').selectOption({ label: '날짜까지' });
        await picker().getByRole('textbox', { name: '반복 종료일', exact: true }).fill(last);
      }, `매일 · ${Number(last.slice(0, 4))}년 ${Number(last.slice(5, 7))}월 ${Number(last.slice(8, 10))}일까지`);
      await completeOpen('물주기', [[first, 'completed'], [last, 'pending']]);
      await completeOpen('물주기', [[first, 'completed'], [last, 'completed']]);
      assert.deepEqual((await series('물주기'))[1][2], { freq: 'daily', until: last });
    });

    it('ends a counted rule after its count: the second of 2회 spawns nothing', async () => {
      const [first, second] = [day(1), day(2)];
      await addRepeating('스트레칭', first, async () => {
        await picker().getByLabel('반복 방식').selectOption({ label: '매일' });
        await picker().getByLabel('반복 종료').selectOption({ label: '횟수만큼' });
        await picker().getByLabel('반복 횟수').selectOption({ label: '2회' });
      }, '매일 · 2회');
      await completeOpen('스트레칭', [[first, 'completed'], [second, 'pending']]);
      await completeOpen('스트레칭', [[first, 'completed'], [second, 'completed']]);
    });

    it('repeats 매월 음력 15일: dated by the server on the next 보름, and completing gives the following one', async () => {
      const [first, next] = fullMoons();
      await addRepeating('보름 기도', null, async () => {
        await picker().getByLabel('반복 방식').selectOption({ label: '매월 (음력)' });
        await picker().getByLabel('음력 일').selectOption({ label: '15일' });
      }, '매월 음력 15일');
      const rule = { freq: 'lunar_monthly', month_day: 15 };
      assert.deepEqual(await series('보름 기도'), [[first, 'pending', rule]]);
      await completeOpen('보름 기도', [[first, 'completed'], [next, 'pending']]);
    });
  });
}
