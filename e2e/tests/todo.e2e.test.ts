import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { VIEWPORTS } from '../src/chromium';
import { apiAs, registerUser, type E2eUser } from '../src/session';
import { goInApp } from '../src/in-app';
import { dragListening } from '../src/keyboard-drag';
import { sharedPage } from '../src/shared-page';
import { useRun } from '../src/use-run';

/** Calendar date in Seoul of an instant, shifted by whole days. */
function seoulDay(instant: number, days = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(new Date(instant + days * 86_400_000));
}

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

const run = useRun();
// The browser's clock is frozen at this instant, so the due labels cannot flip at midnight mid-test.
const NOW = Date.now();
const shared = sharedPage(run, { fixedTime: NOW });

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read whatever each endpoint answers
const api = (user: E2eUser, method: string, path: string, body?: unknown) => apiAs<any>(run.server.url, user, method, path, body);

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  describe(`to-dos at ${viewport.width} px (${name})`, () => {
    let user: E2eUser;
    let page: Page;

    before(async () => {
      user = await registerUser(run.server.url, `todo${name}`);
      page = await shared.open(user, viewport, '/todo');
    });

    const item = (title: string) => page.getByRole('article', { name: title });
    // From 768 px the shell header carries the view toggles and exports; below it the page's own toolbar does.
    const compact = viewport.width < 768;
    const chooseView = (label: string) => (compact
      ? page.getByRole('radio', { name: label }).click()
      : page.getByTestId('app-header').getByRole('button', { name: label }).click());
    const exportAs = async (label: string) => {
      if (compact) await page.getByText('내보내기', { exact: true }).click();
      const download = page.waitForEvent('download');
      await (compact ? page.getByRole('button', { name: label }) : page.getByTestId('app-header').getByRole('button', { name: label })).click();
      return download;
    };

    it('shows the empty state, then adds a to-do with the quick-add modal', async () => {
      await page.getByText('할일이 없습니다').waitFor();
      await page.getByRole('button', { name: '빠른 추가' }).click();
      const dialog = page.getByRole('dialog');
      const add = dialog.getByRole('button', { name: '추가', exact: true });
      assert.equal(await add.isDisabled(), true);
      await dialog.getByLabel('제목').fill('  우유 사기  ');
      await add.click();
      await item('우유 사기').waitFor();
      await page.getByText('총 1개').waitFor();
    });

    it('adds a to-do with the full form: priority, category, due date, tags (Enter)', async () => {
      await goInApp(page, '/add-todo');
      await page.getByLabel('제목').fill('분기 보고서');
      await page.getByLabel('설명').fill('재무팀 공유');
      await page.getByRole('radio', { name: '높음' }).check();
      await page.getByRole('button', { name: /카테고리/ }).click();
      await page.getByRole('button', { name: '업무' }).click();
      await page.getByRole('button', { name: /마감일/ }).click();
      await page.getByRole('button', { name: '내일' }).click();
      const tags = page.getByRole('textbox', { name: '태그', exact: true });
      await tags.fill('회사');
      await tags.press('Enter');
      await tags.fill('회사');
      await tags.press('Enter');
      await tags.fill('긴급');
      await tags.press('Enter');
      assert.equal(await page.getByRole('button', { name: /태그 삭제$/ }).count(), 2);
      await page.getByRole('button', { name: '할일 추가' }).click();
      await page.waitForURL(/\/todo$/);
      const added = item('분기 보고서');
      await added.getByText('(내일)').waitFor();
      await added.getByText('업무').waitFor();
      await added.getByText('#긴급').waitFor();
    });

    it('changes the status from the list (PUT with status only), kept after a reload', async () => {
      const put = page.waitForResponse((r) => r.url().includes('/api/todos/') && r.request().method() === 'PUT');
      await page.getByLabel('우유 사기 상태').selectOption('completed');
      assert.equal((await put).status(), 200);
      await page.reload();
      assert.equal(await page.getByLabel('우유 사기 상태').inputValue(), 'completed');
      await page.getByLabel('상태 필터').selectOption('completed');
      await page.getByText('총 1개').waitFor();
      await page.getByLabel('상태 필터').selectOption('all');
    });

    it('labels overdue, today and tomorrow by the date in Seoul', async () => {
      const created = await api(user, 'POST', '/api/todos', { title: '어제 마감', due_date: seoulDay(NOW) });
      await api(user, 'PUT', `/api/todos/${created.todo.id}`, { due_date: seoulDay(NOW, -1) });
      await api(user, 'POST', '/api/todos', { title: '오늘 마감', due_date: seoulDay(NOW) });
      await page.reload();
      await item('어제 마감').getByText('(지연)').waitFor();
      await item('오늘 마감').getByText('(오늘)').waitFor();
      await item('분기 보고서').getByText('(내일)').waitFor();
      assert.equal(await item('우유 사기').getByText(/\((지연|오늘|내일)\)/).count(), 0);
    });

    it('edits a to-do on its detail page', async () => {
      await page.getByRole('link', { name: '분기 보고서 상세 보기' }).click();
      await page.getByRole('heading', { name: '분기 보고서' }).waitFor();
      await page.getByText('재무팀 공유').waitFor();
      await page.getByRole('button', { name: '수정' }).click();
      await page.getByText('6/100').waitFor();
      await page.getByLabel('제목').fill('분기 보고서 v2');
      await page.getByRole('radio', { name: '진행중' }).check();
      const tags = page.getByRole('textbox', { name: '태그', exact: true });
      await tags.fill('검토, 재무');
      await page.getByRole('button', { name: '태그 추가' }).click();
      await page.getByRole('button', { name: '저장' }).click();
      await page.getByRole('heading', { name: '분기 보고서 v2' }).waitFor();
      await page.getByText('#재무').waitFor();
      const stored = await api(user, 'GET', page.url().replace(run.server.url, '').replace('/todo/', '/api/todos/'));
      assert.equal(stored.status, 'in_progress');
      assert.deepEqual(stored.tags, ['회사', '긴급', '검토', '재무']);
    });

    it('deletes it after confirming, lands on /todo with the success message shown once', async () => {
      await page.getByRole('button', { name: '삭제' }).click();
      const dialog = page.getByRole('dialog', { name: '이 할일을 삭제하시겠습니까?' });
      await dialog.getByRole('button', { name: '삭제' }).click();
      await page.waitForURL(/\/todo$/);
      await page.getByText('할일이 성공적으로 삭제되었습니다').waitFor();
      assert.equal(await item('분기 보고서 v2').count(), 0);
      await page.reload();
      await item('우유 사기').waitFor();
      assert.equal(await page.getByText('할일이 성공적으로 삭제되었습니다').count(), 0);
    });

    it('moves a card between kanban columns with the keyboard alternative', async () => {
      await chooseView('칸반');
      const pending = page.getByRole('region', { name: /대기중/ });
      await pending.getByRole('link', { name: '오늘 마감' }).waitFor();
      const put = page.waitForResponse((r) => r.url().includes('/api/todos/') && r.request().method() === 'PUT');
      await pending.getByRole('button', { name: '오늘 마감: 진행중(으)로 이동' }).click();
      await page.getByRole('region', { name: /진행중/ }).getByRole('link', { name: '오늘 마감' }).waitFor();
      assert.equal((await put).status(), 200);
      const list = await api(user, 'GET', '/api/todos');
      assert.equal(list.find((t: { title: string }) => t.title === '오늘 마감').status, 'in_progress');
      await chooseView('카드');
    });

    it('drags a kanban card to the next column with the keyboard (Space, →, Space), announced in Korean', async () => {
      await chooseView('칸반');
      const progress = page.getByRole('region', { name: /진행중/ });
      await progress.getByRole('link', { name: '오늘 마감' }).waitFor();
      const put = page.waitForResponse((r) => r.url().includes('/api/todos/') && r.request().method() === 'PUT');
      await progress.getByRole('button', { name: '오늘 마감 카드 옮기기' }).focus();
      await page.keyboard.press('Space');
      await page.getByText('오늘 마감 카드를 들었습니다. 지금 진행중').waitFor({ state: 'attached' });
      await dragListening(page);
      await page.keyboard.press('ArrowRight');
      await page.getByText('오늘 마감: 완료 열 위').waitFor({ state: 'attached' });
      await page.keyboard.press('Space');
      await page.getByText('오늘 마감 카드를 완료(으)로 옮겼습니다').waitFor({ state: 'attached' });
      await page.getByRole('region', { name: /완료/ }).getByRole('link', { name: '오늘 마감' }).waitFor();
      assert.equal((await put).status(), 200);
      const list = await api(user, 'GET', '/api/todos');
      assert.equal(list.find((t: { title: string }) => t.title === '오늘 마감').status, 'completed');
      await chooseView('카드');
    });

    // With the mouse where all three columns are in view (narrower screens have the ◀/▶ buttons and the keyboard).
    if (viewport.width >= 1024) {
      it('drags a kanban card to another column with the mouse', async () => {
        await chooseView('칸반');
        const done = page.getByRole('region', { name: /완료/ });
        const progress = page.getByRole('region', { name: /진행중/ });
        const card = done.getByTestId('kanban-card').filter({ hasText: '오늘 마감' });
        const from = (await card.locator('[data-priority]').boundingBox())!;
        const to = (await progress.boundingBox())!;
        const put = page.waitForResponse((r) => r.url().includes('/api/todos/') && r.request().method() === 'PUT');
        await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
        await page.mouse.down();
        await page.mouse.move(to.x + to.width / 2, to.y + 40, { steps: 12 });
        await page.locator('section[data-status="in_progress"][data-over]').waitFor(); // the target, as rendered
        await page.mouse.up();
        await progress.getByRole('link', { name: '오늘 마감' }).waitFor();
        assert.equal((await put).status(), 200);
        const list = await api(user, 'GET', '/api/todos');
        assert.equal(list.find((t: { title: string }) => t.title === '오늘 마감').status, 'in_progress');
        await chooseView('카드');
      });
    }

    it('exports the current list as CSV and JSON', async () => {
      const csv = await exportAs('CSV로 내보내기');
      assert.match(csv.suggestedFilename(), /^할일-\d{4}-\d{2}-\d{2}\.csv$/);
      const csvText = await streamText(await csv.createReadStream());
      assert.ok(csvText.startsWith('\uFEFF제목,설명,우선순위'));
      assert.ok(csvText.includes('오늘 마감'));
      const json = await exportAs('JSON으로 내보내기');
      const rows = JSON.parse(await streamText(await json.createReadStream())) as { title: string }[];
      assert.deepEqual(rows.map((r) => r.title).sort(), ['오늘 마감', '어제 마감', '우유 사기'].sort());
    });

    it('has no horizontal overflow outside the kanban board', async () => {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(overflow <= 0, `page overflows by ${overflow}px`);
    });
  });
}
