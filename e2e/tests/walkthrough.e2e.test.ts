import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { VIEWPORTS } from '../src/chromium';
import { apiAs, registerUser, type E2eUser } from '../src/session';
import { actionCounter, type ActionCounter } from '../src/action-count';
import { eventuallyEqual } from '../src/eventually';
import { sharedPage } from '../src/shared-page';
import { useRun } from '../src/use-run';

/**
 * Issue 18's walkthrough: the day's loop, with every user action counted (docs/issue-18-walkthrough.md records
 * the counts). Capture three to-dos by quick add, complete two with one tap each, start a meeting note, leave it
 * and come back to the draft, finish it, then find a project's progress on home and in the WBS list.
 */
const MAX_ACTIONS = { mobile: 22, desktop: 20 } as const;

const run = useRun();
const shared = sharedPage(run);

/** In-app navigation: the sidebar at 1440 px; the bottom bar (and the 기능 page for the work apps) at 390 px. */
function navigator(page: Page, act: ActionCounter, mobile: boolean) {
  const bottom = () => page.getByTestId('bottom-nav');
  const work = async (card: RegExp, sidebar: RegExp) => {
    if (!mobile) return act.click(page.getByRole('link', { name: sidebar }).first(), `sidebar ${sidebar.source}`);
    await act.click(bottom().getByRole('link', { name: '기능' }), 'bottom 기능');
    await act.click(page.getByRole('main').getByRole('link', { name: card }), `card ${card.source}`);
  };
  return {
    meetings: () => work(/^회의록/, /^회의록/),
    wbs: () => work(/^WBS 관리/, /^WBS/),
    home: () => (mobile
      ? act.click(bottom().getByRole('link', { name: '홈' }), 'bottom 홈')
      : act.click(page.getByRole('link', { name: /^대시보드/ }), 'sidebar 대시보드')),
  };
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  const mobile = name === 'mobile';
  describe(`the day's loop at ${viewport.width} px (${name})`, () => {
    let user: E2eUser;
    let page: Page;

    before(async () => {
      user = await registerUser(run.server.url, `walk${name}`);
      const project = await apiAs<{ id: string }>(run.server.url, user, 'POST', '/api/wbs/projects', { title: '하루 개편', start_date: '2026-03-01', end_date: '2026-04-30', status: 'in_progress' });
      await apiAs(run.server.url, user, 'PUT', `/api/wbs/projects/${project.id}`, { title: '하루 개편', start_date: '2026-03-01', end_date: '2026-04-30', status: 'in_progress', progress: 40 });
      // Signed in on a plain document of the app's origin: the walkthrough's first action opens the app.
      page = await shared.open(user, viewport, '/api/health');
    });

    it(`completes the loop in at most ${MAX_ACTIONS[name as keyof typeof MAX_ACTIONS]} actions`, async (t) => {
      const act = actionCounter(page);
      const go = navigator(page, act, mobile);

      // 1. Capture three to-dos in the list's quick-add row: type, Enter.
      await act.open('/todo', run.server.url);
      const row = page.getByTestId('quick-add-row').getByRole('textbox');
      for (const title of ['보고서 초안 쓰기', '회의실 예약', '우유 사기']) {
        await act.fill(row, title);
        await act.press(row, 'Enter');
        await page.getByRole('checkbox', { name: `「${title}」 완료` }).waitFor();
      }

      // 2. Complete two, one tap each.
      for (const title of ['회의실 예약', '우유 사기']) {
        const done = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/api/todos/') && r.ok());
        await act.click(page.getByRole('checkbox', { name: `「${title}」 완료` }), `complete ${title}`);
        await done;
      }
      const todos = await apiAs<{ title: string; status: string }[]>(run.server.url, user, 'GET', '/api/todos');
      assert.deepEqual(todos.map((x) => `${x.title}:${x.status}`).sort(), ['보고서 초안 쓰기:pending', '우유 사기:completed', '회의실 예약:completed']);

      // 3. Start a meeting note, leave it (the app asks), come back to the draft and finish it.
      await go.meetings();
      await act.click(page.getByRole('button', { name: /새 회의록/ }).first(), '새 회의록');
      await act.fill(page.getByLabel(/회의 제목/), '주간 업무 회의');
      await act.fill(page.getByLabel('회의 내용'), '일정 공유, 예산 검토');
      await act.click(page.getByRole('link', { name: /목록으로/ }), '목록으로');
      await act.click(page.getByRole('dialog', { name: '작성 중인 내용이 있습니다. 나가시겠습니까?' }).getByRole('button', { name: '나가기' }), '나가기');
      await act.click(page.getByRole('button', { name: /새 회의록/ }).first(), '새 회의록');
      await page.getByText('작성 중이던 내용을 불러왔습니다').waitFor();
      assert.equal(await page.getByLabel(/회의 제목/).inputValue(), '주간 업무 회의');
      assert.equal(await page.getByLabel('회의 내용').inputValue(), '일정 공유, 예산 검토');
      await act.fill(page.getByLabel(/회의 시간/), '14:30');
      await act.click(page.getByRole('button', { name: '회의록 저장' }), '회의록 저장');
      await page.waitForURL(/\/meeting-notes$/);
      const meetings = await apiAs<{ title: string; content: string; time: string }[]>(run.server.url, user, 'GET', '/api/meetings');
      assert.deepEqual(meetings.map((x) => [x.title, x.content, x.time]), [['주간 업무 회의', '일정 공유, 예산 검토', '14:30']]);

      // 4. The project's progress, on home and in the WBS list.
      await go.home();
      const onHome = page.getByRole('progressbar', { name: 'WBS 평균 진행률' });
      await eventuallyEqual(() => onHome.getAttribute('aria-valuenow'), '40');
      await go.wbs();
      const inList = page.getByRole('progressbar', { name: '하루 개편 진행률' }).first();
      await eventuallyEqual(() => inList.getAttribute('aria-valuenow'), '40');

      t.diagnostic(`walkthrough at ${viewport.width} px: ${act.count} actions — ${act.log.join(' · ')}`);
      assert.ok(act.count <= MAX_ACTIONS[name as keyof typeof MAX_ACTIONS], `${act.count} actions: ${act.log.join(', ')}`);
    });
  });
}
