import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { VIEWPORTS } from '../src/chromium';
import { eventuallyEqual } from '../src/eventually';
import { apiAs, registerUser, type E2eUser } from '../src/session';
import type { Viewport } from '../src/context';
import { sharedPage } from '../src/shared-page';
import { useRun } from '../src/use-run';

const run = useRun();
const shared = sharedPage(run);

/** A fresh user with a meeting and (newer, so its group comes first) a to-do titled 주간보고…; the page on /home. */
async function setUp(viewport: Viewport, prefix: string): Promise<{ page: Page; user: E2eUser; todoId: string; meetingId: string }> {
  const user = await registerUser(run.server.url, prefix);
  const meeting = await apiAs<{ meeting: { id: string } }>(run.server.url, user, 'POST', '/api/meetings', { title: '주간보고 회의', date: '2025-03-04', time: '10:00' });
  const todo = await apiAs<{ todo: { id: string } }>(run.server.url, user, 'POST', '/api/todos', { title: '주간보고 작성' });
  const page = await shared.open(user, viewport, '/home');
  await page.getByTestId('header-title').waitFor();
  return { page, user, todoId: todo.todo.id, meetingId: meeting.meeting.id };
}

const palette = (page: Page) => page.getByRole('dialog', { name: '검색' });
// cmdk names the input by its dialog's label (검색); its aria-label says what is searched.
const input = (page: Page) => palette(page).locator('input[aria-label="할일, 회의록, 프로젝트, 메뉴 검색"]');

/** The palette's groups as shown: heading, each item's first line, and the marked text. */
const groups = (page: Page) => palette(page).locator('[cmdk-group]').evaluateAll((nodes) => nodes
  .map((g) => ({
    heading: g.querySelector('[cmdk-group-heading]')?.textContent ?? '',
    items: [...g.querySelectorAll('[cmdk-item]')].map((i) => i.firstElementChild?.textContent ?? ''),
    marks: [...g.querySelectorAll('mark')].map((m) => m.textContent ?? ''),
  }))
  .filter((g) => g.items.length > 0));
const selected = (page: Page) => palette(page).locator('[cmdk-item][data-selected="true"]').evaluateAll((nodes) => nodes.map((n) => n.firstElementChild?.textContent ?? ''));
const focused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

const RESULTS = [
  { heading: '할일', items: ['주간보고 작성'], marks: ['주간보고'] },
  { heading: '회의록', items: ['주간보고 회의'], marks: ['주간보고'] },
];

/** The whole palette round at one width; `open` is how the user brings it up there. */
async function paletteRound(page: Page, open: () => Promise<void>, ids: { todoId: string; meetingId: string }, opener: Locator) {
  await open();
  await input(page).waitFor();
  await eventuallyEqual(() => focused(input(page)), true);

  // 초성 of '주간보고': both records, grouped by type, the match marked.
  await page.keyboard.type('ㅈㄱㅂㄱ');
  await eventuallyEqual(() => groups(page), RESULTS);
  await eventuallyEqual(() => selected(page), ['주간보고 작성']);
  await page.keyboard.press('ArrowDown');
  await eventuallyEqual(() => selected(page), ['주간보고 회의']);
  await page.keyboard.press('Enter');
  await page.waitForURL(`**/meeting/${ids.meetingId}`);
  await palette(page).waitFor({ state: 'hidden' });
  await page.getByText('주간보고 회의').filter({ visible: true }).first().waitFor();

  // Opened again: the meeting is among the recent items; ↑ wraps to the to-do, Enter opens its screen.
  await open();
  await eventuallyEqual(async () => (await groups(page))[0], { heading: '최근 본 항목', items: ['회의록'], marks: [] });
  await page.keyboard.type('ㅈㄱㅂㄱ');
  await eventuallyEqual(() => groups(page), RESULTS);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await eventuallyEqual(() => selected(page), ['주간보고 작성']);
  await page.keyboard.press('Enter');
  await page.waitForURL(`**/todo/${ids.todoId}`);
  await page.getByText('주간보고 작성').filter({ visible: true }).first().waitFor();

  // Nothing found: the Korean empty text; Esc closes and focus is back on what opened the palette.
  await open();
  await page.keyboard.type('없는검색어');
  await palette(page).getByText('검색 결과가 없습니다.').waitFor();
  await page.keyboard.press('Escape');
  await palette(page).waitFor({ state: 'hidden' });
  await eventuallyEqual(() => focused(opener), true);

  // The API fails: the Korean error, never "no results".
  await page.route('**/api/search?**', (route) => route.fulfill({
    status: 500,
    contentType: 'application/problem+json',
    body: JSON.stringify({ type: 'about:blank', title: '서버 오류', status: 500, detail: '서버 오류' }),
  }));
  await open();
  await page.keyboard.type('장애');
  await palette(page).getByRole('alert').filter({ hasText: '검색하지 못했습니다. 잠시 후 다시 시도해주세요.' }).waitFor({ timeout: 30_000 });
  assert.equal(await palette(page).getByText('검색 결과가 없습니다.').count(), 0);
  await page.unroute('**/api/search?**');
  await page.keyboard.press('Escape');
}

describe('search palette', () => {
  it('1440 px: Ctrl+K opens it; 초성 finds both records grouped with the match marked; ↑/↓ and Enter open them; Esc returns focus', async () => {
    const { page, ...ids } = await setUp(VIEWPORTS.desktop, 'palwide');
    // Focus starts on the sidebar's menu search (Ctrl+Shift+K), where Esc must bring it back.
    const menuSearch = page.getByRole('combobox', { name: '메뉴 검색' });
    const openFromMenuSearch = async () => {
      await page.keyboard.press('Control+Shift+K');
      await eventuallyEqual(() => focused(menuSearch), true);
      await page.keyboard.press('Control+K');
    };
    await paletteRound(page, openFromMenuSearch, ids, menuSearch);
    // Menu entries are found by the same matcher, here by 초성.
    await openFromMenuSearch();
    await page.keyboard.type('ㅋㄹㄷ');
    await palette(page).locator('[cmdk-group]').filter({ hasText: '메뉴' }).getByRole('option', { name: /캘린더/ }).waitFor();
    await page.keyboard.press('Escape');
  });

  it('390 px: the header search button opens it; the same search, keys and focus return', async () => {
    const { page, ...ids } = await setUp(VIEWPORTS.mobile, 'palnarrow');
    const button = page.getByRole('button', { name: '검색 열기' });
    assert.equal(await button.isVisible(), true);
    await paletteRound(page, () => button.click(), ids, button);
    // Ctrl+K works at this width too.
    await page.locator('body').click();
    await page.keyboard.press('Control+K');
    await input(page).waitFor();
  });
});
