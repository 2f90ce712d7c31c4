import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { VIEWPORTS } from '../src/chromium';
import { eventuallyEqual } from '../src/eventually';
import { apiAs, registerUser, type E2eUser } from '../src/session';
import type { Viewport } from '../src/context';
import { goInApp } from '../src/in-app';
import { sharedPage } from '../src/shared-page';
import { useRun } from '../src/use-run';

const run = useRun();

const api = <T = Record<string, unknown>>(user: E2eUser, method: string, path: string, body?: unknown) => apiAs<T>(run.server.url, user, method, path, body);
const todoTitles = async (user: E2eUser) => (await api<{ title: string }[]>(user, 'GET', '/api/todos')).map((t) => t.title).sort();

const shared = sharedPage(run);
const open = (user: E2eUser, viewport: Viewport, url: string): Promise<Page> => shared.open(user, viewport, url);

async function deleteFromList(page: Page, title: string) {
  await page.getByRole('button', { name: `${title} 삭제` }).click();
  await page.getByRole('dialog', { name: '이 할일을 삭제하시겠습니까?' }).getByRole('button', { name: '삭제' }).click();
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  describe(`휴지통 and undo at ${viewport.width} px (${name})`, () => {
    it('deletes a to-do, and 실행 취소 in the toast brings it back with its id', async () => {
      const user = await registerUser(run.server.url, `tru${name.slice(0, 1)}`);
      const kept = await api<{ todo: { id: string } }>(user, 'POST', '/api/todos', { title: '되돌릴 할일', priority: 'high', tags: ['업무'] });
      await api(user, 'POST', '/api/todos', { title: '남는 할일' });
      const page = await open(user, viewport, '/todo');
      await page.getByText('되돌릴 할일', { exact: true }).first().waitFor();
      await deleteFromList(page, '되돌릴 할일');
      await page.getByText('할일을 휴지통으로 옮겼습니다').waitFor();
      await eventuallyEqual(() => todoTitles(user), ['남는 할일']);
      await page.getByRole('button', { name: '실행 취소' }).click();
      await page.getByText('되돌릴 할일', { exact: true }).first().waitFor();
      await eventuallyEqual(() => todoTitles(user), ['남는 할일', '되돌릴 할일']);
      const back = await api<{ id: string; tags: string[] }>(user, 'GET', `/api/todos/${kept.todo.id}`);
      assert.deepEqual(back.tags, ['업무']);
    });

    it('deletes a to-do, finds it in my page → 휴지통 and restores it; 휴지통 비우기 asks first', async () => {
      const user = await registerUser(run.server.url, `trt${name.slice(0, 1)}`);
      await api(user, 'POST', '/api/todos', { title: '휴지통에서 꺼낼 할일' });
      const gone = await api<{ todo: { id: string } }>(user, 'POST', '/api/todos', { title: '비울 할일' });
      await api(user, 'DELETE', `/api/todos/${gone.todo.id}`);
      const page = await open(user, viewport, '/todo');
      await deleteFromList(page, '휴지통에서 꺼낼 할일');
      await eventuallyEqual(() => todoTitles(user), []);

      await goInApp(page, '/mypage');
      await page.getByRole('link', { name: '휴지통' }).click();
      await page.waitForURL('**/mypage/trash');
      const items = page.getByTestId('trash-item');
      await eventuallyEqual(() => items.count(), 2);
      await page.getByRole('button', { name: '휴지통에서 꺼낼 할일 복원' }).click();
      await eventuallyEqual(() => items.count(), 1);
      await eventuallyEqual(() => todoTitles(user), ['휴지통에서 꺼낼 할일']);

      await page.getByTestId('trash-empty').click();
      const dialog = page.getByRole('dialog', { name: '휴지통을 비우시겠습니까?' });
      await dialog.getByRole('button', { name: '비우기' }).click();
      await page.getByText('휴지통이 비어 있습니다').waitFor();
      assert.deepEqual((await api<{ items: unknown[] }>(user, 'GET', '/api/trash')).items, []);

      await goInApp(page, '/todo');
      await page.getByText('휴지통에서 꺼낼 할일', { exact: true }).first().waitFor();
    });
  });
}
