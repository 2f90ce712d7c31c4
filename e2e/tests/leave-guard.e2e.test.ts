import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { useRun } from '../src/use-run';
import { VIEWPORTS } from '../src/chromium';
import { registerUser } from '../src/session';
import { goInApp } from '../src/in-app';
import { sharedPage } from '../src/shared-page';

// Issue 18: leaving a dirty form through code asks like links and Back do — the command palette's jump and the
// form's own 취소 go through @haru/router's navigate, which offers the navigation to the form's leave guard first.
const run = useRun();
const shared = sharedPage(run);
const LEAVE = '작성 중인 내용이 있습니다. 나가시겠습니까?';
const TITLE = '장보기 목록 정리';

const leaveDialog = (page: Page) => page.getByRole('dialog', { name: LEAVE });
const path = (page: Page) => new URL(page.url()).pathname;

async function jumpToCalendar(page: Page) {
  await page.keyboard.press('Control+K');
  const palette = page.getByRole('dialog', { name: '검색' });
  await palette.locator('input[aria-label="할일, 회의록, 프로젝트, 메뉴 검색"]').fill('캘린더');
  await palette.getByRole('option', { name: /캘린더/ }).first().click();
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  describe(`leaving a dirty form through code at ${viewport.width} px (${name})`, () => {
    it('the palette jump and 취소 ask first; 계속 작성 stays with the text, 나가기 leaves', async () => {
      const user = await registerUser(run.server.url, `leave${name}`);
      const page = await shared.open(user, viewport, '/todo/add');
      const title = page.getByLabel('제목');
      await title.fill(TITLE);

      await jumpToCalendar(page);
      await leaveDialog(page).waitFor();
      assert.equal(path(page), '/todo/add');
      await page.getByRole('button', { name: '계속 작성' }).click();
      await leaveDialog(page).waitFor({ state: 'hidden' });
      assert.equal(path(page), '/todo/add');
      assert.equal(await title.inputValue(), TITLE);

      await page.getByRole('button', { name: '취소', exact: true }).click();
      await leaveDialog(page).waitFor();
      await page.getByRole('button', { name: '계속 작성' }).click();
      await leaveDialog(page).waitFor({ state: 'hidden' });
      assert.equal(await title.inputValue(), TITLE);
      await page.getByRole('button', { name: '취소', exact: true }).click();
      await page.getByRole('button', { name: '나가기' }).click();
      await page.waitForURL(/\/todo$/);

      // The draft was kept: back on the form it is restored (still unsaved), and the palette's jump asks again.
      await goInApp(page, '/todo/add');
      await page.getByText('작성 중이던 내용을 불러왔습니다').waitFor();
      assert.equal(await title.inputValue(), TITLE);
      await jumpToCalendar(page);
      await leaveDialog(page).waitFor();
      await page.getByRole('button', { name: '나가기' }).click();
      await page.waitForURL(/\/calendar$/);
    });
  });
}
