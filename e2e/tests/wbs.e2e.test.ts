import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { VIEWPORTS } from '../src/chromium';
import { registerUser } from '../src/session';
import type { Viewport } from '../src/context';
import { goInApp } from '../src/in-app';
import { sharedPage } from '../src/shared-page';
import { useRun } from '../src/use-run';

const run = useRun();

const shared = sharedPage(run);
/** A new user's page at `path` (the file's shared page, signed in as that user). */
async function openAs(viewport: Viewport, path: string): Promise<Page> {
  return shared.open(await registerUser(run.server.url, 'wbs'), viewport, path);
}

const main = (page: Page) => page.locator('[data-remote-root="mf_wbs"]');

/** The tree row whose outline number is exactly `outline`, checked to hold `title`. */
async function expectRow(page: Page, outline: string, title: string) {
  const li = main(page).locator('li[data-task-id]').filter({ has: page.locator(`text="${outline}"`) }).filter({ hasText: title });
  await li.first().waitFor();
  return li.first();
}

async function createProject(page: Page, title: string) {
  await goInApp(page, '/wbs/add');
  const form = main(page);
  await form.getByRole('button', { name: '프로젝트 만들기' }).click();
  await form.getByText('프로젝트 제목을 입력해주세요').waitFor();
  await form.getByText('시작일을 선택해주세요').waitFor();
  await form.getByLabel('프로젝트 제목').fill(title);
  assert.equal(await form.getByText('프로젝트 제목을 입력해주세요').count(), 0, 'the title error clears when the field is edited');
  await form.getByLabel('설명').fill('e2e로 만든 프로젝트');
  await form.getByRole('textbox', { name: '시작일' }).fill('2026-11-02');
  await form.getByRole('textbox', { name: '종료일' }).fill('2026-11-01');
  await form.getByRole('button', { name: '프로젝트 만들기' }).click();
  await form.getByText('종료일은 시작일보다 늦어야 합니다').waitFor();
  // The end date picked in ui-kit's calendar: it opens on the typed date's month; days before the start are off.
  await form.getByRole('button', { name: '종료일 선택' }).click();
  const calendar = form.getByRole('dialog', { name: '종료일 선택 달력' });
  assert.equal(await calendar.getByRole('button', { name: '2026년 11월 1일 (일)' }).getAttribute('aria-disabled'), 'true');
  await calendar.getByRole('button', { name: '다음 달' }).click();
  await calendar.getByRole('button', { name: '2026년 12월 31일 (목)' }).click();
  assert.equal(await form.getByRole('textbox', { name: '종료일' }).inputValue(), '2026-12-31');
  await form.getByRole('button', { name: '프로젝트 만들기' }).click();
  await page.waitForURL(/\/wbs$/);
  await main(page).getByText('WBS 프로젝트가 생성되었습니다.').waitFor();
  await main(page).getByRole('link', { name: new RegExp(title) }).click();
  await page.waitForURL(/\/wbs\/detail\/[0-9a-f]{24}$/);
  await main(page).getByRole('heading', { level: 1, name: title }).waitFor();
  return page.url().split('/').pop()!;
}

/** The add-task page: title, dates, hours, and a parent chosen by its outline label. */
async function addTaskFromPage(page: Page, projectId: string, title: string, parentLabel?: string) {
  await main(page).getByRole('button', { name: '작업 추가', exact: true }).first().click();
  await page.waitForURL(new RegExp(`/wbs/projects/${projectId}/tasks/add$`));
  const form = main(page);
  await form.getByLabel('작업 제목').fill(title);
  await form.getByRole('textbox', { name: '시작일' }).fill('2026-11-03');
  await form.getByRole('textbox', { name: '종료일' }).fill('2026-11-10');
  await form.getByLabel('예상 소요 시간 (시간)').fill('8');
  if (parentLabel) await form.getByLabel('상위 작업').selectOption({ label: parentLabel });
  await form.getByRole('button', { name: '작업 추가', exact: true }).click();
  await page.waitForURL(new RegExp(`/wbs/detail/${projectId}$`));
}

async function runScenario(viewport: Viewport) {
  const page = await openAs(viewport, '/wbs-manager');
  await main(page).getByText('아직 프로젝트가 없습니다').waitFor();
  const projectId = await createProject(page, '출시 준비');

  // Levels 1 and 2 from the add-task page.
  await addTaskFromPage(page, projectId, '디자인');
  await expectRow(page, '1', '디자인');
  await addTaskFromPage(page, projectId, '시안 작업', '1 디자인');
  await expectRow(page, '1.1', '시안 작업');

  // Level 3 from the modal, opened on the level-2 row.
  await main(page).getByRole('button', { name: '시안 작업에 하위 작업 추가' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('작업 제목').fill('아이콘');
  await dialog.getByLabel('소요일수 (일)').fill('0');
  await dialog.getByRole('button', { name: '추가' }).click();
  await dialog.getByText('소요일수는 1일 이상이어야 합니다').waitFor();
  await dialog.getByLabel('소요일수 (일)').fill('2');
  await dialog.getByLabel('진행률 (%)').fill('150');
  await dialog.getByRole('button', { name: '추가' }).click();
  await dialog.getByText('진행률은 0~100 사이여야 합니다').waitFor();
  await dialog.getByLabel('진행률 (%)').fill('50');
  await dialog.getByRole('button', { name: '추가' }).click();
  await dialog.waitFor({ state: 'hidden' });
  const icon = await expectRow(page, '1.1.1', '아이콘');
  assert.equal(await icon.getAttribute('data-level'), '3');

  // A second root from the modal, then edit it in the modal.
  await main(page).getByRole('button', { name: '빠른 작업 추가' }).click();
  await dialog.getByLabel('작업 제목').fill('QA');
  await dialog.getByRole('button', { name: '추가' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await expectRow(page, '2', 'QA');
  await main(page).getByRole('button', { name: 'QA 수정' }).click();
  await dialog.getByLabel('작업 제목').fill('QA 및 검수');
  await dialog.getByLabel('상태').selectOption({ label: '차단됨' });
  await dialog.getByRole('button', { name: '저장' }).click();
  await dialog.waitFor({ state: 'hidden' });
  const qa = await expectRow(page, '2', 'QA 및 검수');
  await qa.getByText('차단됨').waitFor();

  // Roll-up: the parents show their children's progress (50 % of the only leaf).
  const design = await expectRow(page, '1', '디자인');
  assert.equal(await design.getByRole('progressbar').getAttribute('aria-valuenow'), '50');

  // Collapse and expand.
  await main(page).getByRole('button', { name: '디자인 하위 작업 접기' }).click();
  assert.equal(await main(page).locator('li[data-task-id]').count(), 2);
  await main(page).getByRole('button', { name: '디자인 하위 작업 펼치기' }).click();
  assert.equal(await main(page).locator('li[data-task-id]').count(), 4);

  // Timeline view: one row per visible task under the scale.
  // The desktop header offers the views from 768 px; below that the page's own toggle does.
  await page.getByRole('button', { name: '타임라인', exact: true }).filter({ visible: true }).first().click();
  await main(page).getByRole('table', { name: '작업 타임라인' }).waitFor();
  assert.equal(await main(page).getByRole('row').count(), 5);
  await page.getByRole('button', { name: '트리', exact: true }).filter({ visible: true }).first().click();

  // Delete the parent: the confirm names how many subtasks go with it.
  await main(page).getByRole('button', { name: '디자인 삭제' }).click();
  await dialog.getByText('이 작업을 삭제하시겠습니까?').waitFor();
  await dialog.getByText('하위 작업 2개도 함께 삭제됩니다.').waitFor();
  await dialog.getByRole('button', { name: '삭제' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await expectRow(page, '1', 'QA 및 검수');
  await main(page).locator('li[data-task-id]').nth(1).waitFor({ state: 'detached' });
  assert.equal(await main(page).locator('li[data-task-id]').count(), 1);

  // Edit the project (progress): with a task left, the form says the tasks' roll-up applies (QA at 0 %), and the
  // detail keeps showing it; once the last task is gone the saved 40 % is the project's progress.
  await main(page).getByRole('button', { name: '프로젝트 수정' }).click();
  await page.waitForURL(/\/wbs\/edit\//);
  await main(page).getByText('작업이 있어 전체 진행률은 작업 진행률의 합산(0%)으로 표시됩니다.', { exact: false }).waitFor();
  await main(page).getByLabel('진행률 (%)').fill('101');
  await main(page).getByRole('button', { name: '수정 내용 저장' }).click();
  await main(page).getByText('진행률은 0~100 사이의 값이어야 합니다').waitFor();
  await main(page).getByLabel('진행률 (%)').fill('40');
  await main(page).getByRole('button', { name: '수정 내용 저장' }).click();
  await page.waitForURL(new RegExp(`/wbs/detail/${projectId}$`));
  const overall = main(page).getByRole('progressbar', { name: '전체 진행률' });
  await overall.and(page.locator('[aria-valuenow="0"]')).waitFor();
  await main(page).getByText('작업 진행률을 예상 소요 시간 비중으로 합산한 값입니다.').waitFor();
  await main(page).getByRole('button', { name: 'QA 및 검수 삭제' }).click();
  await dialog.getByRole('button', { name: '삭제' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await overall.and(page.locator('[aria-valuenow="40"]')).waitFor();
  await main(page).getByText('작업이 없어 프로젝트 수정에서 입력한 진행률을 표시합니다.').waitFor();
  await main(page).getByRole('button', { name: '프로젝트 삭제' }).click();
  await dialog.getByText('이 WBS 프로젝트를 삭제하시겠습니까?').waitFor();
  await dialog.getByRole('button', { name: '삭제' }).click();
  await page.waitForURL(/\/wbs$/);
  await main(page).getByText('WBS 프로젝트가 삭제되었습니다.').waitFor();
  await main(page).getByText('프로젝트가 없습니다').waitFor();

  // The deleted project is a not-found view with a way back.
  await goInApp(page, `/wbs/${projectId}`);
  await main(page).getByText('프로젝트를 찾을 수 없습니다').filter({ visible: true }).first().waitFor();
  await main(page).getByRole('button', { name: '목록으로 돌아가기' }).click();
  await page.waitForURL(/\/wbs$/);

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 1, `no horizontal page overflow (got ${overflow}px)`);
}

describe('WBS', () => {
  it('at 1440 px: create a project, three task levels from page and modal, edit, delete a parent with children', async () => {
    await runScenario(VIEWPORTS.desktop);
  });

  it('at 390 px: the same flow works on a phone', async () => {
    await runScenario(VIEWPORTS.mobile);
  });
});
