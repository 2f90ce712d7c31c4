import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { VIEWPORTS } from '../src/chromium';
import { apiAs, registerUser, type E2eUser } from '../src/session';
import { goInApp } from '../src/in-app';
import { sharedPage } from '../src/shared-page';
import { useRun } from '../src/use-run';

// Dense lists (issue 18): a card is as tall as its content, a list row is one or two lines, tags wrap or end in
// '+N', and at 390 px a screen holds at least 7 list rows or 5 cards.

let user: E2eUser;

const MANY_TAGS = '태그 많은 할일';
/** A row with everything a to-do can show: a rule, a checklist, a category and eight long tags (low priority, so
 * the count of rows in view is about ordinary ones). */
const FULL_ROW = '모든 표시가 붙은 분기 보고서 최종 검토 및 배포 준비';
const run = useRun(async () => {
  user = await registerUser(run.server.url, 'dense');
  const post = (path: string, body: unknown) => apiAs(run.server.url, user, 'POST', path, body);
  // A day's capture: mostly bare titles (quick add), a few with a description, due date, category or tags.
  for (let i = 1; i <= 12; i++) {
    await post('/api/todos', {
      title: `주간 보고서 항목 정리 ${i}`,
      ...(i % 4 === 0 ? { description: '팀장님께 공유하기 전에 지난주 수치와 비교해서 다시 확인합니다.' } : {}),
      ...(i % 3 === 0 ? { category: 'work', due_date: '2030-01-15' } : {}),
      ...(i % 5 === 0 ? { tags: ['보고'] } : {}),
    });
  }
  await post('/api/todos', { title: MANY_TAGS, tags: ['업무', '보고서', '분기', '긴급', '회의'], due_date: '2030-01-20', category: 'work', priority: 'high' });
  await post('/api/todos', {
    title: FULL_ROW, priority: 'low', category: 'work', due_date: '2030-01-21', recurrence: { freq: 'weekly', weekdays: [1, 3, 5] },
    checklist: [{ text: '수치 확인', done: true }, { text: '문구 검토', done: false }, { text: '배포', done: false }],
    tags: ['분기보고서검토', '배포준비작업', '경영지원팀공유', '긴급처리필요', '외부공유자료', '재무팀확인', '디자인검수', '법무검토'],
  });
  await post('/api/meetings', { title: '분기 실적 점검', date: '2030-01-10', time: '10:00', location: '3층 회의실', attendees: ['김철수', '이영희', '박민수', '최지우'], agenda: '지난 분기 실적을 점검하고 다음 분기의 우선순위를 정합니다. 예산과 인력 계획도 함께 봅니다.' });
  await post('/api/meetings', { title: '짧은 점심 회의', date: '2030-01-11', time: '12:00' });
  await post('/api/meetings', { title: '고객사 킥오프', date: '2030-01-12', time: '14:00', attendees: ['Alice'] });
  await post('/api/wbs/projects', { title: '사내 포털 개편', description: '첫 화면과 검색을 새로 만들고 권한 체계를 정리합니다. 일정은 두 단계로 나눕니다.', start_date: '2030-01-01', end_date: '2030-03-31', status: 'in_progress' });
  await post('/api/wbs/projects', { title: '장비 교체', start_date: '2030-02-01', end_date: '2030-02-28', status: 'planning' });
});

const shared = sharedPage(run);

/** The space an item can be seen in: below the sticky header, above the bottom navigation (when shown). */
async function visibleBand(page: Page): Promise<{ top: number; bottom: number }> {
  return page.evaluate(() => {
    const header = document.querySelector('[data-testid="app-header"]')?.getBoundingClientRect();
    const nav = document.querySelector('[data-testid="bottom-nav"]');
    const navTop = nav && getComputedStyle(nav).display !== 'none' ? nav.getBoundingClientRect().top : window.innerHeight;
    return { top: header ? Math.max(0, header.bottom) : 0, bottom: Math.min(window.innerHeight, navTop) };
  });
}

/** Scrolls so the list's first item sits right under the header, then counts the items wholly in view. */
async function itemsInView(page: Page, items: Locator): Promise<number> {
  const band = await visibleBand(page);
  const firstTop = await items.first().evaluate((el) => el.getBoundingClientRect().top);
  await page.evaluate((dy) => window.scrollBy(0, dy), firstTop - band.top);
  await page.waitForTimeout(200); // the virtual list renders the rows the scroll brought into view
  const boxes = await items.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom })));
  await page.evaluate(() => window.scrollTo(0, 0));
  return boxes.filter((b) => b.top >= band.top - 1 && b.bottom <= band.bottom + 1).length;
}

/** Empty space (px) inside each item below its last child: a card as tall as its content has none. */
function bandsBelowContent(items: Locator): Promise<{ name: string; band: number }[]> {
  return items.evaluateAll((els) => els.map((el) => {
    const style = getComputedStyle(el);
    const inner = el.getBoundingClientRect().bottom - parseFloat(style.paddingBottom) - parseFloat(style.borderBottomWidth);
    const lastBottom = Math.max(...[...el.children].map((c) => c.getBoundingClientRect().bottom));
    return { name: el.getAttribute('aria-label') ?? el.textContent?.slice(0, 20) ?? '', band: Math.round(inner - lastBottom) };
  }));
}

/** How many lines a list row takes: its parts grouped by vertical overlap. */
function linesPerRow(items: Locator): Promise<number[]> {
  return items.evaluateAll((els) => els.map((el) => {
    const parts = [...el.querySelectorAll('input, select, a, button, [class*="meta"]')]
      .map((p) => p.getBoundingClientRect())
      .filter((r) => r.height > 0)
      .sort((a, b) => a.top - b.top);
    let lines = 0;
    let bottom = -Infinity;
    for (const r of parts) {
      if (r.top >= bottom - 1) { lines += 1; bottom = r.bottom; } else bottom = Math.max(bottom, r.bottom);
    }
    return lines;
  }));
}

/**
 * A to-do's tags end in '+N': N counts the tags not shown as chips (at most three chips), and '+N' and every chip
 * shown are wholly inside the item and clipped by nothing, the item wholly inside the viewport.
 */
async function tagsEndInMore(page: Page, title: string, total: number): Promise<void> {
  const item = page.getByRole('article', { name: title });
  if ((await item.count()) === 0) await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await item.scrollIntoViewIfNeeded();
  const chips = await item.getByTestId('tag-chip').count();
  assert.ok(chips <= 3, `${chips} tag chips`);
  const more = item.getByTestId('more-tags');
  assert.equal(await more.locator('[aria-hidden="true"]').innerText(), `+${total - chips}`);
  assert.equal(await more.locator('.haru-visually-hidden').textContent(), `태그 ${total - chips}개 더 있음`);
  const box = await item.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  assert.ok(box && box.x >= 0 && box.x + box.width <= width + 0.5, `the item is outside the viewport: ${JSON.stringify({ box, width })}`);
  // Each chip and '+N': its box, and whether it sticks out of an ancestor that clips (any overflow but visible).
  const parts = await item.locator('[data-testid="more-tags"], [data-testid="tag-chip"]').evaluateAll((els) => els.map((el) => {
    const r = el.getBoundingClientRect();
    let clipped = false;
    for (let p = el.parentElement; p; p = p.parentElement) {
      if (getComputedStyle(p).overflow === 'visible') continue;
      const c = p.getBoundingClientRect();
      if (r.left < c.left - 0.5 || r.right > c.right + 0.5) clipped = true;
    }
    return { text: el.textContent, left: r.left, right: r.right, width: r.width, clipped };
  }));
  assert.equal(parts.length, chips + 1);
  for (const part of parts) {
    assert.ok(part.width > 0 && part.left >= box.x - 0.5 && part.right <= box.x + box.width + 0.5, `cut off: ${JSON.stringify({ part, box })}`);
    assert.equal(part.clipped, false, `clipped by an ancestor: ${part.text}`);
  }
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  describe(`dense lists at ${viewport.width} px (${name})`, () => {
    let page: Page;
    // A plain document of the app's origin: each view is chosen in local storage before the list loads.
    before(async () => { page = await shared.open(user, viewport, '/api/health'); });

    const todos = () => page.getByTestId('todo-item');
    async function openTodos(view: 'list' | 'card') {
      await page.evaluate((v) => localStorage.setItem('haru.todo.view', v), view);
      await page.goto(`${run.server.url}/todo`);
      await page.getByRole('article', { name: MANY_TAGS }).waitFor();
    }

    it('the to-do list view: one or two lines per row, tags end in a whole +N (also on a row with every chip), at 390 px at least 7 rows in view', async () => {
      await openTodos('list');
      const lines = await linesPerRow(todos());
      assert.ok(lines.length >= 5 && lines.every((n) => n >= 1 && n <= 2), `lines per row: ${lines.join(', ')}`);
      await tagsEndInMore(page, MANY_TAGS, 5);
      await tagsEndInMore(page, FULL_ROW, 8);
      await page.evaluate(() => window.scrollTo(0, 0));
      if (viewport.width === 390) {
        const shown = await itemsInView(page, todos());
        assert.ok(shown >= 7, `${shown} list rows in view at 390 px`);
      }
    });

    it('the to-do card view: each card as tall as its content, tags end in +N, at 390 px at least 5 cards in view', async () => {
      await openTodos('card');
      const bands = await bandsBelowContent(todos());
      assert.ok(bands.length >= 5);
      assert.deepEqual(bands.filter((b) => b.band > 2), [], 'cards with an empty band below their content');
      await tagsEndInMore(page, MANY_TAGS, 5);
      assert.equal(await page.getByRole('article', { name: MANY_TAGS }).getByTestId('tag-chip').count(), 3, 'a card shows three tag chips');
      await tagsEndInMore(page, FULL_ROW, 8);
      await page.evaluate(() => window.scrollTo(0, 0));
      if (viewport.width === 390) {
        const shown = await itemsInView(page, todos());
        assert.ok(shown >= 5, `${shown} cards in view at 390 px`);
      }
    });

    it('meeting cards and WBS project cards are as tall as their content', async () => {
      await goInApp(page, '/meeting-notes');
      const meetings = page.getByTestId('meeting-card');
      await meetings.nth(2).waitFor();
      assert.deepEqual((await bandsBelowContent(meetings)).filter((b) => b.band > 2), [], 'meeting cards with an empty band');

      await goInApp(page, '/wbs');
      const projects = page.getByRole('list', { name: 'WBS 프로젝트' }).getByRole('link');
      await projects.nth(1).waitFor();
      assert.deepEqual((await bandsBelowContent(projects)).filter((b) => b.band > 2), [], 'project cards with an empty band');
    });
  });
}
