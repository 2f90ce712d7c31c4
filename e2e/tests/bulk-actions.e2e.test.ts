import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Page, Request } from 'playwright-core';
import { VIEWPORTS } from '../src/chromium';
import { apiAs, registerUser, type E2eUser } from '../src/session';
import { eventuallyEqual } from '../src/eventually';
import { sharedPage } from '../src/shared-page';
import { useRun } from '../src/use-run';

const run = useRun();
const shared = sharedPage(run);

/** The phone uses the list view, the desktop the card view. */
const VIEW = { mobile: 'list', desktop: 'card' } as const;
const CHOSEN = ['일괄 하나', '일괄 둘', '일괄 셋'];

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  describe(`bulk actions in the to-do list at ${viewport.width} px (${name}, ${VIEW[name as keyof typeof VIEW]} view)`, () => {
    let user: E2eUser;
    let page: Page;
    const patches: Request[] = [];

    before(async () => {
      user = await registerUser(run.server.url, `bulk${name}`);
      // Shown by priority: 일괄 하나, 일괄 둘, 일괄 셋, then 남는 할일 (same priority as 셋, older).
      await apiAs(run.server.url, user, 'POST', '/api/todos', { title: '남는 할일', priority: 'low' });
      await apiAs(run.server.url, user, 'POST', '/api/todos', { title: '일괄 셋', priority: 'low' });
      await apiAs(run.server.url, user, 'POST', '/api/todos', { title: '일괄 둘', priority: 'medium' });
      await apiAs(run.server.url, user, 'POST', '/api/todos', { title: '일괄 하나', priority: 'high' });
      page = await shared.open(user, viewport, '/todo', { 'haru.todo.view': VIEW[name as keyof typeof VIEW] });
      page.setDefaultTimeout(20_000);
      page.on('request', (r) => { if (r.method() === 'PATCH' && new URL(r.url()).pathname === '/api/todos') patches.push(r); });
    });

    const pick = (title: string) => page.getByRole('checkbox', { name: `「${title}」 선택` });
    const bar = () => page.getByRole('region', { name: '선택한 할일 작업' });
    const undo = () => page.getByRole('status').getByRole('button', { name: '실행 취소' });
    const statuses = async () => {
      const todos = await apiAs<{ title: string; status: string }[]>(run.server.url, user, 'GET', '/api/todos');
      return Object.fromEntries(todos.map((t) => [t.title, t.status]).sort());
    };
    const titles = async () => (await apiAs<{ title: string }[]>(run.server.url, user, 'GET', '/api/todos')).map((t) => t.title).sort();
    /** 일괄 하나 by a click, then 일괄 셋 by Shift-click: the range 하나 … 셋. */
    async function selectThree() {
      await pick('일괄 하나').click();
      await pick('일괄 셋').click({ modifiers: ['Shift'] });
      await bar().getByText('3개 선택됨').waitFor();
    }

    it('selects three (a Shift-click range), completes them in one PATCH, and 실행 취소 reopens them on the server', async () => {
      await page.getByRole('button', { name: '여러 개 선택' }).click();
      await selectThree();
      const answered = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.ok());
      await bar().getByRole('button', { name: '완료' }).click();
      await answered;
      assert.equal(patches.length, 1);
      assert.deepEqual(patches[0].postDataJSON().change, { status: 'completed' });
      assert.equal(patches[0].postDataJSON().ids.length, 3);
      assert.deepEqual(await statuses(), { '남는 할일': 'pending', '일괄 둘': 'completed', '일괄 셋': 'completed', '일괄 하나': 'completed' });
      assert.equal(await page.getByRole('checkbox', { name: '「일괄 둘」 완료' }).isChecked(), true);

      await undo().click();
      await eventuallyEqual(() => statuses(), { '남는 할일': 'pending', '일괄 둘': 'pending', '일괄 셋': 'pending', '일괄 하나': 'pending' });
      await page.getByRole('status').getByText('되돌렸습니다').waitFor();
      assert.equal(await page.getByRole('checkbox', { name: '「일괄 둘」 완료' }).isChecked(), false);
    });

    it('deletes the three after the confirmation in one PATCH, and 실행 취소 in the toast brings them back in one request', async () => {
      const before = patches.length;
      const restores: Request[] = [];
      page.on('request', (r) => { if (r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/api/trash')) restores.push(r); });
      await selectThree();
      await bar().getByRole('button', { name: '삭제' }).click();
      const dialog = page.getByRole('dialog', { name: '선택한 할일 3개를 삭제하시겠습니까?' });
      const answered = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.ok());
      await dialog.getByRole('button', { name: '삭제' }).click();
      await answered;
      assert.equal(patches.length - before, 1);
      assert.equal(patches.at(-1)?.postDataJSON().delete, true);
      assert.deepEqual(await titles(), ['남는 할일']);
      await page.getByRole('status').getByText('할일 3개를 휴지통으로 옮겼습니다').waitFor();

      await undo().click();
      await eventuallyEqual(() => titles(), ['남는 할일', ...CHOSEN].sort());
      for (const title of CHOSEN) await page.getByRole('link', { name: title, exact: true }).first().waitFor();
      await eventuallyEqual(async () => (await apiAs<{ items: unknown[] }>(run.server.url, user, 'GET', '/api/trash')).items.length, 0);
      assert.deepEqual(restores.map((r) => new URL(r.url()).pathname), ['/api/trash/restore']);
      assert.equal(restores[0].postDataJSON().ids.length, 3);
    });

    it('Esc leaves selection mode and gives focus back to its button', async () => {
      await page.getByRole('button', { name: '선택 끝내기' }).first().waitFor();
      await pick('남는 할일').focus();
      await page.keyboard.press('Escape');
      await bar().waitFor({ state: 'detached' });
      await eventuallyEqual(() => page.evaluate(() => document.activeElement?.textContent ?? ''), '여러 개 선택');
    });
  });
}
