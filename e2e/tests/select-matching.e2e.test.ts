import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { useRun } from '../src/use-run';
import { VIEWPORTS } from '../src/chromium';
import { newContext } from '../src/context';
import { apiAs, registerUser, signInContext, type E2eUser } from '../src/session';

const run = useRun();

/** More than one page (the list loads 100 at a time): 130 to-dos, imported in one call. */
const TOTAL = 130;

describe('전체 선택 beyond the loaded page: 검색된 N개 모두 선택', () => {
  let user: E2eUser;
  let context: BrowserContext;
  let page: Page;
  const patches: Request[] = [];

  before(async () => {
    user = await registerUser(run.server.url, 'selectall');
    const rows = Array.from({ length: TOTAL }, (_, i) => `task,대량 할일 ${i + 1},1`);
    await apiAs(run.server.url, user, 'POST', '/api/import/run', { source: 'todoist', csv: ['TYPE,CONTENT,PRIORITY', ...rows].join('\n') });
    context = await newContext(run.browser, VIEWPORTS.desktop);
    await signInContext(context, user);
    await context.addInitScript(() => localStorage.setItem('haru.todo.view', 'list'));
    page = await context.newPage();
    page.on('request', (r) => { if (r.method() === 'PATCH' && new URL(r.url()).pathname === '/api/todos') patches.push(r); });
  });
  after(() => context?.close());

  const bar = () => page.getByRole('region', { name: '선택한 할일 작업' });
  const statuses = async () => {
    const todos = await apiAs<{ status: string }[]>(run.server.url, user, 'GET', '/api/todos');
    return todos.reduce<Record<string, number>>((n, t) => ({ ...n, [t.status]: (n[t.status] ?? 0) + 1 }), {});
  };

  it('offers every matching to-do after 전체 선택 of the loaded page, and completes all 130 in one PATCH', async () => {
    await page.goto(`${run.server.url}/todo`);
    await page.getByRole('button', { name: '여러 개 선택' }).click();
    await bar().getByRole('button', { name: '전체 선택' }).click();
    await bar().getByText('100개 선택됨').waitFor();
    await bar().getByText('불러온 할일 100개를 모두 선택했습니다.').waitFor();

    await bar().getByRole('button', { name: `검색된 ${TOTAL}개 모두 선택` }).click();
    await bar().getByText(`${TOTAL}개 선택됨`).waitFor();
    await bar().getByText(`목록의 할일 ${TOTAL}개를 모두 선택했습니다.`).waitFor();

    const answered = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.ok(), { timeout: 120_000 });
    await bar().getByRole('button', { name: '완료' }).click();
    await answered;
    assert.equal(patches.length, 1);
    assert.equal(new Set(patches[0].postDataJSON().ids).size, TOTAL);
    assert.deepEqual(await statuses(), { completed: TOTAL });
    await page.getByRole('status').getByText(`할일 ${TOTAL}개를 바꿨습니다`).waitFor();

    // The undo is one PATCH of 130 updates: wait for its answer (slow on a busy machine), then the server holds it all.
    const undone = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.ok(), { timeout: 120_000 });
    await page.getByRole('status').getByRole('button', { name: '실행 취소' }).click();
    await undone;
    assert.equal(patches.length, 2);
    assert.deepEqual(await statuses(), { pending: TOTAL });
  });

  it('deletes all 130 the same way, and 실행 취소 brings every one back in one restore', async () => {
    const restores: Request[] = [];
    page.on('request', (r) => { if (r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/api/trash')) restores.push(r); });
    // A fresh list (only the first page loaded): after the undo above, the list may hold all 130 already, and then
    // 전체 선택 takes them all at once with nothing more to offer.
    await page.goto(`${run.server.url}/todo`);
    await page.getByRole('button', { name: '여러 개 선택' }).click();
    await bar().getByRole('button', { name: '전체 선택' }).click();
    await bar().getByText('불러온 할일 100개를 모두 선택했습니다.').waitFor();
    await bar().getByRole('button', { name: `검색된 ${TOTAL}개 모두 선택` }).click();
    await bar().getByText(`${TOTAL}개 선택됨`).waitFor();
    await bar().getByRole('button', { name: '삭제' }).click();
    const answered = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.ok(), { timeout: 120_000 });
    await page.getByRole('dialog', { name: `선택한 할일 ${TOTAL}개를 삭제하시겠습니까?` }).getByRole('button', { name: '삭제' }).click();
    await answered;
    assert.deepEqual(await statuses(), {});

    // The undo is one restore of 130 to-dos: wait for its answer (slow on a busy machine), then the server has them all.
    const restored = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/trash/restore' && r.ok(), { timeout: 120_000 });
    await page.getByRole('status').getByRole('button', { name: '실행 취소' }).click();
    await restored;
    assert.deepEqual(await statuses(), { pending: TOTAL });
    assert.deepEqual(restores.map((r) => new URL(r.url()).pathname), ['/api/trash/restore']);
    assert.equal(restores[0].postDataJSON().ids.length, TOTAL);
  });
});
