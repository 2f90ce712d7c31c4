import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { VIEWPORTS } from '../src/chromium';
import { apiAs, registerUser, type E2eUser } from '../src/session';
import { eventuallyEqual } from '../src/eventually';
import { goInApp } from '../src/in-app';
import { sharedPage } from '../src/shared-page';
import { useRun } from '../src/use-run';

// Navigation that never strands you (issue 18): the bottom bar highlights the tab that owns the screen, every
// detail page has a back link, breadcrumbs are links, and the browser tab names the screen.

let user: E2eUser;
const ids = { todo: '', meeting: '', project: '' };

const run = useRun(async () => {
  user = await registerUser(run.server.url, 'nav');
  ids.todo = (await apiAs<{ todo: { id: string } }>(run.server.url, user, 'POST', '/api/todos', { title: '길 찾기 할일' })).todo.id;
  ids.meeting = (await apiAs<{ meeting: { id: string } }>(run.server.url, user, 'POST', '/api/meetings', { title: '길 찾기 회의', date: '2030-01-10', time: '10:00' })).meeting.id;
  ids.project = (await apiAs<{ id: string }>(run.server.url, user, 'POST', '/api/wbs/projects', { title: '길 찾기 프로젝트', start_date: '2030-01-01', end_date: '2030-01-31' })).id;
});

const shared = sharedPage(run);

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  describe(`navigation at ${viewport.width} px (${name})`, () => {
    let page: Page;
    // The first screen is loaded; the others are reached inside the app, as its links do.
    before(async () => { page = await shared.open(user, viewport, '/todo'); });

    const main = () => page.locator('main');

    it('names the screen in the browser tab', async () => {
      for (const [url, title, ready] of [
        ['/todo', '할일 목록 · 하루', '길 찾기 할일'],
        [`/todo/${ids.todo}`, '할일 상세 · 하루', '길 찾기 할일'],
        ['/meeting-notes', '회의록 · 하루', '길 찾기 회의'],
        ['/json-compare', 'JSON 비교 · 하루', 'JSON 비교'],
        ['/dashboard', '대시보드 · 하루', '대시보드'],
      ]) {
        await goInApp(page, url);
        await main().getByText(ready).first().waitFor({ state: 'attached' });
        await eventuallyEqual(() => page.title(), title);
      }
    });

    it('every detail page has a back link to its list', async () => {
      for (const [url, list, heading] of [
        [`/todo/${ids.todo}`, '/todo', '길 찾기 할일'],
        [`/meeting/${ids.meeting}`, '/meeting-notes', '길 찾기 회의'],
        [`/wbs/detail/${ids.project}`, '/wbs', '길 찾기 프로젝트'],
      ]) {
        await goInApp(page, url);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await main().getByTestId('back-link').click();
        await page.waitForURL(`${run.server.url}${list}`);
      }
    });

    if (viewport.width < 768) {
      it('the bottom bar highlights the tab that owns the screen', async () => {
        const current = () => page.getByTestId('bottom-nav').locator('[aria-current="page"]').allInnerTexts();
        for (const [url, tab] of [
          ['/todo', '기능'], [`/todo/${ids.todo}`, '기능'], [`/meeting/${ids.meeting}`, '기능'], [`/wbs/detail/${ids.project}`, '기능'],
          ['/json-formatter', '유틸리티'], ['/dashboard', '홈'], ['/functions', '기능'],
        ]) {
          await goInApp(page, url);
          await eventuallyEqual(current, [tab]);
        }
      });
    } else {
      it('breadcrumb steps are links back', async () => {
        await goInApp(page, `/todo/${ids.todo}`);
        const crumbs = page.getByRole('navigation', { name: '현재 위치' });
        await crumbs.getByRole('link', { name: '할일', exact: true }).click();
        await page.waitForURL(`${run.server.url}/todo`);
        await goInApp(page, `/wbs/detail/${ids.project}`);
        await crumbs.getByRole('link', { name: '프로젝트 목록' }).click();
        await page.waitForURL(`${run.server.url}/wbs`);
        await goInApp(page, '/json-compare');
        await crumbs.getByRole('link', { name: '유틸리티' }).click();
        await page.waitForURL(`${run.server.url}/utilities`);
      });
    }
  });
}
