import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { VIEWPORTS } from '../src/chromium';
import { registerUser, type E2eUser } from '../src/session';
import { eventuallyEqual } from '../src/eventually';
import { goInApp } from '../src/in-app';
import { sharedPage } from '../src/shared-page';
import { useRun } from '../src/use-run';

/**
 * Issue 21: a meeting's action items become to-dos and come back. Write a meeting with three action items, send two
 * to 할일, complete one from the to-do list and see it ticked in the meeting, then start the next meeting from it
 * and carry the open ones forward.
 */
const run = useRun();
const shared = sharedPage(run);

async function pickTime(page: Page, hour: string) {
  await page.getByRole('button', { name: '시간 선택' }).click();
  await page.getByRole('button', { name: hour }).click();
  await page.getByRole('button', { name: '0분', exact: true }).click();
}

const rowTexts = (page: Page) => page.getByTestId('action-items').getByLabel(/번 액션아이템 내용/).evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  describe(`meeting action items → 할일 at ${viewport.width} px (${name})`, () => {
    let user: E2eUser;
    let page: Page;
    let meetingUrl = '';

    before(async () => {
      user = await registerUser(run.server.url, `act${name}`);
      page = await shared.open(user, viewport, '/meeting/add');
    });

    it('writes a meeting with three action items (Enter adds the next row)', async () => {
      await page.getByLabel(/회의 제목/).fill('주간 회의');
      await page.getByLabel(/회의 날짜/).fill('2026-11-24');
      await pickTime(page, '10시');
      await page.getByRole('textbox', { name: '참석자' }).fill('김철수,');
      const first = page.getByLabel('1번 액션아이템 내용');
      await first.fill('보고서 작성');
      await first.press('Enter');
      await page.getByLabel('2번 액션아이템 내용').fill('예산 검토');
      await page.getByLabel('2번 액션아이템 내용').press('Enter');
      await page.getByLabel('3번 액션아이템 내용').fill('회의실 예약');
      await page.getByLabel('1번 담당').fill('김철수');
      await page.getByTestId('action-items').getByRole('listitem').first().getByLabel('기한').fill('2099-01-15');
      await eventuallyEqual(() => rowTexts(page), ['보고서 작성', '예산 검토', '회의실 예약']);
      await page.getByRole('button', { name: '회의록 저장' }).click();
      await page.waitForURL('**/meeting-notes');
      await page.getByTestId('meeting-card').filter({ hasText: '주간 회의' }).click();
      await page.waitForURL(/\/meeting\/[a-f0-9]{24}$/);
      meetingUrl = new URL(page.url()).pathname;
      const region = page.getByRole('region', { name: '액션아이템' });
      await region.getByText('김철수 · 2099년 1월 15일 (목)').waitFor();
    });

    it('sends two rows to 할일; each row then links its to-do', async () => {
      const region = page.getByRole('region', { name: '액션아이템' });
      for (const text of ['보고서 작성', '예산 검토']) {
        await region.getByRole('button', { name: `'${text}' 할일로 보내기` }).click();
        await region.getByRole('link', { name: `'${text}' 할일 보기` }).waitFor();
      }
      assert.equal(await region.getByRole('link', { name: /할일 보기/ }).count(), 2);
      await region.getByRole('button', { name: "'회의실 예약' 할일로 보내기" }).waitFor();
    });

    it('completes one from the to-do list and sees it ticked in the meeting', async () => {
      await goInApp(page, '/todo');
      const item = page.getByTestId('todo-item').filter({ hasText: '보고서 작성' });
      await item.getByText('#회의').waitFor();
      await item.getByLabel('보고서 작성 상태').selectOption('completed');
      await page.waitForResponse((r) => r.url().includes('/api/todos/') && r.request().method() === 'PUT');
      await goInApp(page, meetingUrl);
      const region = page.getByRole('region', { name: '액션아이템' });
      // In-app, the meeting may show its cached copy first, then the one read again from the API.
      await eventuallyEqual(() => region.getByRole('checkbox', { name: "'보고서 작성' 완료" }).isChecked(), true);
      assert.equal(await region.getByRole('checkbox', { name: "'예산 검토' 완료" }).isChecked(), false);
    });

    it("opens a sent to-do, which names its meeting: '출처: 주간 회의 (11/24) →'", async () => {
      await page.getByRole('link', { name: "'예산 검토' 할일 보기" }).click();
      await page.waitForURL(/\/todo\/[a-f0-9]{24}$/);
      await page.getByRole('link', { name: '출처: 주간 회의 (11/24) →' }).click();
      await page.waitForURL(`${run.server.url}${meetingUrl}`);
    });

    it('starts the next meeting from this one and carries the open action items forward', async () => {
      await page.getByRole('button', { name: '이전 회의에서 이어서' }).click();
      await page.waitForURL(/\/meeting\/add\?from=/);
      assert.equal(await page.getByLabel(/회의 제목/).inputValue(), '주간 회의');
      const panel = page.getByRole('region', { name: '이전 회의 미결 사항' });
      await panel.getByText('회의실 예약').waitFor();
      assert.equal(await panel.getByText('보고서 작성').count(), 0);
      await panel.getByRole('button', { name: '미결 사항 2개 가져오기' }).click();
      await eventuallyEqual(() => rowTexts(page), ['예산 검토', '회의실 예약']);
      await page.getByLabel(/회의 날짜/).fill('2026-12-01');
      await pickTime(page, '10시');
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(scrollWidth <= viewport.width, `page is ${scrollWidth}px wide at ${viewport.width}px`);
      await page.getByRole('button', { name: '회의록 저장' }).click();
      await page.waitForURL('**/meeting-notes');
      await page.getByText('총 2개').waitFor();
    });

    it('the carried row that was sent keeps its to-do: the new meeting links it and offers no second send', async () => {
      await page.getByTestId('meeting-card').filter({ hasText: '12월 1일' }).click();
      await page.waitForURL(/\/meeting\/[a-f0-9]{24}$/);
      assert.notEqual(new URL(page.url()).pathname, meetingUrl);
      const region = page.getByRole('region', { name: '액션아이템' });
      await region.getByRole('link', { name: "'예산 검토' 할일 보기" }).waitFor();
      await region.getByRole('button', { name: "'회의실 예약' 할일로 보내기" }).waitFor();
      assert.equal(await region.getByRole('button', { name: /^'.+' 할일로 보내기$/ }).count(), 1);
    });

    it("shows '회의에서 나온 할일 2개 (완료 1)' on the dashboard", async () => {
      await goInApp(page, '/home');
      await page.getByText('회의에서 나온 할일 2개 (완료 1)').waitFor();
    });
  });
}
