import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Page, Request } from 'playwright-core';
import { useRun } from '../src/use-run';
import { VIEWPORTS } from '../src/chromium';
import { apiAs, registerUser, type E2eUser } from '../src/session';
import { sharedPage } from '../src/shared-page';

const run = useRun();
const shared = sharedPage(run);

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  describe(`selection on the kanban board at ${viewport.width} px (${name})`, () => {
    let user: E2eUser;
    let page: Page;
    const patches: Request[] = [];

    before(async () => {
      user = await registerUser(run.server.url, `kanbansel${name}`);
      // 대기중 by priority: 보드 하나, 보드 둘, 보드 셋, 보드 넷; 진행중: 보드 진행.
      await apiAs(run.server.url, user, 'POST', '/api/todos', { title: '보드 넷', priority: 'low' });
      await apiAs(run.server.url, user, 'POST', '/api/todos', { title: '보드 셋', priority: 'low' });
      await apiAs(run.server.url, user, 'POST', '/api/todos', { title: '보드 둘', priority: 'medium' });
      await apiAs(run.server.url, user, 'POST', '/api/todos', { title: '보드 하나', priority: 'high' });
      await apiAs(run.server.url, user, 'POST', '/api/todos', { title: '보드 진행', priority: 'high', status: 'in_progress' });
      page = await shared.open(user, viewport, '/todo', { 'haru.todo.view': 'kanban' });
      page.on('request', (r) => { if (r.method() === 'PATCH' && new URL(r.url()).pathname === '/api/todos') patches.push(r); });
    });

    const pick = (title: string) => page.getByRole('checkbox', { name: `「${title}」 선택` });
    const bar = () => page.getByRole('region', { name: '선택한 할일 작업' });
    const statuses = async () => {
      const todos = await apiAs<{ title: string; status: string }[]>(run.server.url, user, 'GET', '/api/todos');
      return Object.fromEntries(todos.map((t) => [t.title, t.status]).sort());
    };

    it('selects a Shift range inside one column, adds a card of another column alone, and moves them in one PATCH', async () => {
      await page.getByTestId('kanban-card').first().waitFor();
      await page.getByRole('button', { name: '여러 개 선택' }).click();
      await pick('보드 하나').click();
      await pick('보드 셋').click({ modifiers: ['Shift'] });
      await bar().getByText('3개 선택됨').waitFor();
      await pick('보드 진행').click({ modifiers: ['Shift'] });
      await bar().getByText('4개 선택됨').waitFor();
      assert.equal(await pick('보드 넷').isChecked(), false);

      const answered = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.ok());
      await bar().getByLabel('상태 변경').selectOption('completed');
      await answered;
      assert.equal(patches.length, 1);
      assert.equal(patches[0].postDataJSON().ids.length, 4);
      assert.deepEqual(await statuses(), { '보드 넷': 'pending', '보드 둘': 'completed', '보드 셋': 'completed', '보드 진행': 'completed', '보드 하나': 'completed' });
      // The cards moved to the 완료 column, out of selection (the bar counts none).
      await page.locator('section[data-status="completed"]').getByTestId('kanban-card').filter({ hasText: '보드 둘' }).waitFor();
      await bar().getByText('0개 선택됨').waitFor();
    });
  });
}
