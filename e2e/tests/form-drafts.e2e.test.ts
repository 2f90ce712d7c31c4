import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { VIEWPORTS } from '../src/chromium';
import { apiAs, registerUser, type E2eUser } from '../src/session';
import { goInApp } from '../src/in-app';
import { sharedPage } from '../src/shared-page';
import { useRun } from '../src/use-run';

// Issue 18, "nothing typed is ever lost": drafts per user and form, restored with a notice, kept across a reload,
// dropped on save; leaving a dirty form by an app link or Back asks first.
const run = useRun();
const shared = sharedPage(run);

const RESTORED = '작성 중이던 내용을 불러왔습니다';
const LEAVE = '작성 중인 내용이 있습니다. 나가시겠습니까?';

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  describe(`form drafts at ${viewport.width} px (${name})`, () => {
    let user: E2eUser;
    let page: Page;

    before(async () => {
      user = await registerUser(run.server.url, `draft${name}`);
      page = await shared.open(user, viewport, '/todo/add');
    });

    const leaveDialog = () => page.getByRole('dialog', { name: LEAVE });

    it('to-do add: a reload keeps the typed title with the notice; Back asks first; saving drops the draft', async () => {
      await page.getByLabel('제목').fill('주간 보고서 초안');
      await page.reload();
      await page.getByText(RESTORED).waitFor();
      assert.equal(await page.getByLabel('제목').inputValue(), '주간 보고서 초안');

      await page.goBack();
      await leaveDialog().waitFor();
      assert.equal(new URL(page.url()).pathname, '/todo/add');
      await page.getByRole('button', { name: '계속 작성' }).click();
      await leaveDialog().waitFor({ state: 'hidden' });
      assert.equal(await page.getByLabel('제목').inputValue(), '주간 보고서 초안');

      await page.getByRole('button', { name: '할일 추가' }).click();
      await page.waitForURL(/\/todo$/);
      const todos = await apiAs<{ title: string }[]>(run.server.url, user, 'GET', '/api/todos');
      assert.deepEqual(todos.map((t) => t.title), ['주간 보고서 초안']);
      await goInApp(page, '/todo/add');
      await page.getByLabel('제목').waitFor();
      assert.equal(await page.getByLabel('제목').inputValue(), '');
      assert.equal(await page.getByText(RESTORED).count(), 0);
    });

    it('meeting add: the back link asks first, 나가기 leaves, coming back restores the note, 버리기 empties it', async () => {
      await goInApp(page, '/meeting/add');
      await page.getByLabel(/회의 제목/).fill('분기 계획 회의');
      await page.getByLabel('안건').fill('1. 목표 확인');
      await page.getByRole('link', { name: /목록으로/ }).click();
      await leaveDialog().waitFor();
      assert.equal(new URL(page.url()).pathname, '/meeting/add');
      await page.getByRole('button', { name: '나가기' }).click();
      await page.waitForURL(/\/meeting-notes$/);

      await goInApp(page, '/meeting/add');
      await page.getByText(RESTORED).waitFor();
      assert.equal(await page.getByLabel(/회의 제목/).inputValue(), '분기 계획 회의');
      assert.equal(await page.getByLabel('안건').inputValue(), '1. 목표 확인');
      await page.getByRole('button', { name: '버리기' }).click();
      assert.equal(await page.getByLabel(/회의 제목/).inputValue(), '');
      // Nothing typed any more: leaving does not ask.
      await page.getByRole('link', { name: /목록으로/ }).click();
      await page.waitForURL(/\/meeting-notes$/);
      assert.equal(await leaveDialog().count(), 0);
    });
  });
}
