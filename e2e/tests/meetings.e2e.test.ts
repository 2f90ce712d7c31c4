import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { VIEWPORTS } from '../src/chromium';
import { registerUser, type E2eUser } from '../src/session';
import { eventuallyEqual } from '../src/eventually';
import type { Viewport } from '../src/context';
import { sharedPage } from '../src/shared-page';
import { useRun } from '../src/use-run';

const run = useRun();
const shared = sharedPage(run);

async function seed(user: E2eUser, body: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${run.server.url}/api/meetings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${user.access_token}` },
    body: JSON.stringify(body),
  });
  assert.equal(res.status, 201, await res.text());
}

const openAs = (user: E2eUser, viewport: Viewport, url: string): Promise<Page> => shared.open(user, viewport, url);

async function downloadText(page: Page, trigger: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), trigger()]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const cardTitles = (page: Page) => page.getByTestId('meeting-card').getByRole('link').allInnerTexts();

async function assertNoHorizontalScroll(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(scrollWidth <= width, `page is ${scrollWidth}px wide at ${width}px`);
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  describe(`meeting notes at ${viewport.width} px (${name})`, () => {
    let user: E2eUser;
    let page: Page;

    before(async () => {
      user = await registerUser(run.server.url, `meet${name}`);
      page = await openAs(user, viewport, '/meeting-notes');
    });

    it('starts empty, then creates a meeting through the form with the pickers and chips', async () => {
      await page.getByText('회의록이 없습니다').waitFor();
      await page.getByRole('button', { name: /새 회의록/ }).first().click();
      await page.waitForURL('**/meeting/add');
      const save = page.getByRole('button', { name: '회의록 저장' });
      assert.equal(await save.isDisabled(), true);

      await page.getByLabel(/회의 제목/).fill('주간 업무 회의');
      await page.getByLabel(/회의 날짜/).fill('2025-01-20');
      await page.getByRole('button', { name: '시간 선택' }).click();
      await page.getByRole('button', { name: '14시' }).click();
      await page.getByRole('button', { name: '30분' }).click();
      assert.equal(await page.getByLabel(/회의 시간/).inputValue(), '14:30');
      const attendees = page.getByRole('textbox', { name: '참석자' });
      await attendees.fill('김철수');
      await attendees.press('Enter');
      await attendees.fill('이영희,');
      await page.getByLabel('장소').fill('3층 대회의실');
      const agenda = '1분기 예산 검토와 신규 프로젝트 일정';
      await page.getByLabel('안건').fill(agenda);
      await page.getByText(`${[...agenda].length}/1000`).waitFor();
      assert.equal(await save.isEnabled(), true);
      await assertNoHorizontalScroll(page, viewport.width);
      await save.click();

      await page.waitForURL('**/meeting-notes');
      const card = page.getByTestId('meeting-card').first();
      await card.getByText('주간 업무 회의').waitFor();
      assert.match(await card.innerText(), /2025년 1월 20일 \(월\) · 오후 2:30/);
      assert.match(await card.innerText(), /참석자 2명/);
    });

    it('searches Korean-aware and sorts', async () => {
      await seed(user, { title: '디자인 리뷰', date: '2025-01-22', time: '09:00', attendees: ['Alice', '박민수', '최지우', '정다은', '한결'] });
      await seed(user, { title: '가나다 킥오프', date: '2025-01-05', time: '10:00', agenda: '주간 일정 공유' });
      await page.reload();
      await page.getByText('총 3개').waitFor();
      await eventuallyEqual(() => cardTitles(page), ['디자인 리뷰', '주간 업무 회의', '가나다 킥오프']);
      assert.match(await page.getByTestId('meeting-card').first().innerText(), /\+2/);

      const search = page.getByRole('searchbox', { name: '회의록 검색' });
      await search.fill('회');
      await page.getByText('3개 중 1개').waitFor();
      await eventuallyEqual(() => cardTitles(page), ['주간 업무 회의']);
      await search.fill('ａｌｉｃｅ');
      await page.getByText('3개 중 1개').waitFor();
      await eventuallyEqual(() => cardTitles(page), ['디자인 리뷰']);
      await search.fill('주간');
      await page.getByText('3개 중 2개').waitFor();
      await search.fill('');
      await page.getByText('총 3개').waitFor();

      await page.getByLabel('정렬').selectOption('title');
      await eventuallyEqual(() => cardTitles(page), ['가나다 킥오프', '디자인 리뷰', '주간 업무 회의']);
      await page.getByLabel('정렬').selectOption('date');
      await eventuallyEqual(() => cardTitles(page), ['디자인 리뷰', '주간 업무 회의', '가나다 킥오프']);
      // Registration order, newest first: differs from the date order just shown.
      await page.getByLabel('정렬').selectOption('created');
      await eventuallyEqual(() => cardTitles(page), ['가나다 킥오프', '디자인 리뷰', '주간 업무 회의']);
      await page.getByLabel('정렬').selectOption('date');
      await eventuallyEqual(() => cardTitles(page), ['디자인 리뷰', '주간 업무 회의', '가나다 킥오프']);
      await assertNoHorizontalScroll(page, viewport.width);
    });

    if (viewport.width >= 1024) {
      it('switches to the list view and exports CSV and Markdown from the header', async () => {
        const header = page.getByTestId('app-header');
        await header.getByRole('button', { name: '목록', exact: true }).click();
        assert.equal(await page.getByTestId('meeting-card').first().getAttribute('data-layout'), 'list');
        await header.getByRole('button', { name: '카드', exact: true }).click();
        assert.equal(await page.getByTestId('meeting-card').first().getAttribute('data-layout'), 'card');

        const csv = await downloadText(page, () => header.getByRole('button', { name: 'CSV로 내보내기' }).click());
        assert.ok(csv.startsWith('\uFEFF제목,날짜,시간,장소,참석자,안건,내용,결정사항,액션아이템,작성일'));
        assert.match(csv, /디자인 리뷰,2025-01-22,09:00,,"Alice, 박민수, 최지우, 정다은, 한결"/);
        const md = await downloadText(page, () => header.getByRole('button', { name: 'Markdown 회의록으로 내보내기' }).click());
        assert.match(md, /# 회의록: 주간 업무 회의\n\n- \*\*일시\*\*: 2025년 1월 20일 \(월\) 오후 2:30/);
        assert.match(md, /- \*\*참석자\*\*: 김철수, 이영희/);
      });
    }

    it('opens a meeting, edits it, and cancel returns to view', async () => {
      await page.getByTestId('meeting-card').filter({ hasText: '주간 업무 회의' }).click();
      await page.waitForURL(/\/meeting\/[a-f0-9]{24}$/);
      await page.getByRole('heading', { level: 1, name: '주간 업무 회의' }).waitFor();
      await page.getByText('2025년 1월 20일 (월) 오후 2:30').waitFor();

      await page.getByRole('button', { name: '수정' }).click();
      await page.getByRole('button', { name: '취소' }).click();
      await page.getByRole('button', { name: '수정' }).waitFor();

      await page.getByRole('button', { name: '수정' }).click();
      await page.getByLabel(/회의 제목/).fill('주간 업무 회의 (수정)');
      await page.getByRole('button', { name: '시간 선택' }).click();
      await page.getByRole('button', { name: '오전 9:00' }).click();
      await page.getByRole('button', { name: '김철수 삭제' }).click();
      await page.getByLabel('결정사항').fill('예산안 승인');
      await page.getByRole('button', { name: '수정 완료' }).click();
      await page.getByRole('heading', { level: 1, name: '주간 업무 회의 (수정)' }).waitFor();
      await page.getByText('2025년 1월 20일 (월) 오전 9:00').waitFor();
      await page.getByText('예산안 승인').waitFor();
      assert.equal(await page.getByText('김철수').count(), 0);
      await assertNoHorizontalScroll(page, viewport.width);
    });

    it('shows the limit message as soon as the content passes 2000 characters', async () => {
      await page.getByRole('button', { name: '수정' }).click();
      await page.getByLabel('회의 내용').fill('가'.repeat(2001));
      await page.getByText('회의 내용은 2000자를 초과할 수 없습니다').waitFor();
      await page.getByRole('button', { name: '취소' }).click();
    });

    it('deletes after confirmation and returns to the list', async () => {
      await page.getByRole('button', { name: '삭제' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('이 회의록을 삭제하시겠습니까?').waitFor();
      await dialog.getByRole('button', { name: '삭제', exact: true }).click();
      await page.waitForURL('**/meeting-notes');
      await page.getByText('총 2개').waitFor();
      await eventuallyEqual(() => cardTitles(page), ['디자인 리뷰', '가나다 킥오프']);

      await page.getByRole('button', { name: "'가나다 킥오프' 회의록 삭제" }).click();
      await page.getByRole('dialog').getByRole('button', { name: '삭제', exact: true }).click();
      await page.getByText('총 1개').waitFor();
      await eventuallyEqual(() => cardTitles(page), ['디자인 리뷰']);
    });
  });
}

describe('meeting notes with an expired session', () => {
  it('sends the user to /login', async () => {
    const user = await registerUser(run.server.url, 'meetexp');
    const page = await openAs({ ...user, access_token: 'x.y.z', refresh_token: 'revoked' }, VIEWPORTS.desktop, '/meeting-notes');
    await page.waitForURL('**/login', { timeout: 15_000 });
  });
});
