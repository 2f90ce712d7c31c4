import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CDPSession, Page } from 'playwright-core';
import { VIEWPORTS } from '../src/chromium';
import { useRun } from '../src/use-run';
import { apiAs, registerUser, type E2eUser } from '../src/session';
import { eventuallyEqual } from '../src/eventually';
import { openAs } from '../src/context';
import { seoulDay } from '../src/seed';

// Issue 23 on a phone: a to-do is moved in the week view by touch (press and hold, then drag), while a quick
// vertical swipe over it scrolls the hours instead of picking it up. Touches go through CDP on a touch context.
const run = useRun();

const api = (user: E2eUser, method: string, path: string, body?: unknown) => apiAs(run.server.url, user, method, path, body);
const newTodo = (title: string, due: string, time: string) => ({ title, description: '', priority: 'medium', status: 'pending', category: 'work', due_date: due, due_time: time, tags: [] });
const idOf = (body: Record<string, unknown>) => String((body.todo as { id?: string } | undefined)?.id ?? body.id);

/** Tuesday and Wednesday of the week a week from now (Sunday first): both in one week view, neither in the past. */
function nextWeek(): [string, string] {
  const base = seoulDay(7);
  const sunday = new Date(`${base}T00:00:00Z`);
  sunday.setUTCDate(sunday.getUTCDate() - sunday.getUTCDay());
  const day = (n: number) => new Date(sunday.getTime() + n * 86_400_000).toISOString().slice(0, 10);
  return [day(2), day(3)];
}

const touch = (cdp: CDPSession, type: 'touchStart' | 'touchMove' | 'touchEnd', x = 0, y = 0) =>
  cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });

async function openWeek(user: E2eUser, date: string): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await openAs(run.browser, run.server.url, user, VIEWPORTS.mobile, `/calendar?view=week&date=${date}`, { hasTouch: true, isMobile: true });
  return { page, cdp: await page.context().newCDPSession(page) };
}

describe('calendar by touch at 390 px', () => {
  it('moves a to-do to the next day by pressing and dragging it in the week view', async () => {
    const user = await registerUser(run.server.url, 'caltouch');
    const [tuesday, wednesday] = nextWeek();
    const id = idOf(await api(user, 'POST', '/api/todos', newTodo('보고서 초안', tuesday, '10:00')));
    const saved = async () => { const t = await api(user, 'GET', `/api/todos/${id}`); const todo = (t.todo ?? t) as Record<string, unknown>; return [todo.due_date, todo.due_time]; };
    const { page, cdp } = await openWeek(user, tuesday);
    const grid = page.getByTestId('time-grid');
    const item = grid.locator(`[data-day="${tuesday}"]`).getByRole('link', { name: /보고서 초안/ });
    await item.waitFor();
    await item.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const from = await item.boundingBox();
    const column = await grid.locator(`[data-day="${wednesday}"]`).boundingBox();
    assert.ok(from && column);
    const [x, y] = [from.x + from.width / 2, from.y + 6];
    await touch(cdp, 'touchStart', x, y);
    await eventuallyEqual(() => item.getAttribute('aria-pressed'), 'true'); // held long enough: the drag has begun
    for (let i = 1; i <= 6; i += 1) await touch(cdp, 'touchMove', x + ((column.x + column.width / 2 - x) * i) / 6, y);
    await grid.locator(`[data-day="${wednesday}"][data-over]`).waitFor();
    await touch(cdp, 'touchEnd');
    await eventuallyEqual(saved, [wednesday, '10:00']);
    assert.equal(new URL(page.url()).pathname, '/calendar', 'the touch drag does not open the to-do');
    await page.context().close();
  });

  it('scrolls the hours on a quick vertical swipe over a to-do, without moving it', async () => {
    const user = await registerUser(run.server.url, 'calswipe');
    const [tuesday] = nextWeek();
    const id = idOf(await api(user, 'POST', '/api/todos', newTodo('회의 자료', tuesday, '10:00')));
    const saved = async () => { const t = await api(user, 'GET', `/api/todos/${id}`); const todo = (t.todo ?? t) as Record<string, unknown>; return [todo.due_date, todo.due_time]; };
    const { page, cdp } = await openWeek(user, tuesday);
    const grid = page.getByTestId('time-grid');
    const item = grid.getByRole('link', { name: /회의 자료/ });
    await item.waitFor();
    await item.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const scroller = grid.locator('[data-day]').first().locator('xpath=ancestor::div[contains(@class, "scroller")]');
    const scrolled = () => scroller.evaluate((el) => el.scrollTop);
    const top = await scrolled();
    const box = await item.boundingBox();
    assert.ok(box);
    const [x, y] = [box.x + box.width / 2, box.y + 6];
    // Sent without waiting in between: a swipe is one quick gesture, over well before a press would pick it up.
    await Promise.all([
      touch(cdp, 'touchStart', x, y),
      ...[30, 60, 90, 120, 150].map((dy) => touch(cdp, 'touchMove', x, y - dy)),
      touch(cdp, 'touchEnd'),
    ]);
    await eventuallyEqual(async () => (await scrolled()) > top, true);
    assert.equal(await item.getAttribute('aria-pressed'), null, 'the swipe did not pick the to-do up');
    assert.deepEqual(await saved(), [tuesday, '10:00']);
    await page.context().close();
  });
});
