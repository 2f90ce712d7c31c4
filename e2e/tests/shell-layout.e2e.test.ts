import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page, Route } from 'playwright-core';
import { VIEWPORTS } from '../src/chromium';
import { apiAs, registerUser, type E2eUser } from '../src/session';
import { eventuallyEqual } from '../src/eventually';
import { sharedPage } from '../src/shared-page';
import { useRun } from '../src/use-run';

const run = useRun();
const shared = sharedPage(run);

/** A signed-in page of a fresh user at the given width (the file's shared page). */
async function openSignedIn(path: string, viewport: { width: number; height: number }, prefix: string): Promise<{ page: Page; user: E2eUser }> {
  const user = await registerUser(run.server.url, prefix);
  return { page: await shared.open(user, viewport, path), user };
}

describe('sidebar badges', () => {
  it('count the user\'s real meetings of this week (no badge while there are none)', async () => {
    const { page, user } = await openSignedIn('/home', VIEWPORTS.desktop, 'badges');
    await page.getByRole('heading', { name: '프로젝트 관리' }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.equal(await page.getByTestId('badge-meetings').count(), 0);
    for (const title of ['주간 회의', '기획 회의']) {
      const res = await fetch(`${run.server.url}/api/meetings`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${user.access_token}` },
        body: JSON.stringify({ title, date: '2025-01-20', time: '10:00' }),
      });
      assert.ok(res.ok, `meeting created: ${res.status}`);
    }
    await page.getByRole('link', { name: 'QR 스튜디오' }).click();
    await page.getByTestId('badge-meetings').waitFor();
    assert.equal(await page.getByTestId('badge-meetings').innerText(), '2');
  });
});

describe('sidebar badges when the summary fails', () => {
  it('say the figures are unavailable (never a count of the lists), and show the real ones once the summary answers', async () => {
    const user = await registerUser(run.server.url, 'badgefail');
    for (const title of ['배지 하나', '배지 둘']) await apiAs(run.server.url, user, 'POST', '/api/todos', { title });
    // Signed in on a plain document of the app's origin; the summary fails from the app's first load.
    const page = await shared.open(user, VIEWPORTS.desktop, '/api/health');
    const failing = (route: Route) => route.fulfill({ status: 500, contentType: 'application/problem+json', body: JSON.stringify({ detail: '일시적인 오류입니다' }) });
    await page.route('**/api/stats/summary', failing);
    await page.goto(`${run.server.url}/home`);
    const badge = page.getByTestId('badge-todo');
    await badge.and(page.locator('[data-state="unavailable"]')).waitFor();
    assert.equal(await badge.innerText(), '–');
    assert.equal(await badge.getAttribute('aria-label'), '진행 중인 할일 개수를 불러오지 못했습니다');
    await page.unroute('**/api/stats/summary', failing);
    await page.getByRole('link', { name: 'QR 스튜디오' }).click();
    await eventuallyEqual(() => badge.innerText(), '2');
  });
});

describe('layout', () => {
  it('390 px: bottom navigation with 홈, 유틸리티, 기능, 캘린더, 마이; no sidebar', async () => {
    const { page } = await openSignedIn('/home', VIEWPORTS.mobile, 'mobile');
    const nav = page.getByTestId('bottom-nav');
    await nav.waitFor();
    assert.deepEqual(await nav.getByRole('link').allInnerTexts(), ['홈', '유틸리티', '기능', '캘린더', '마이']);
    assert.equal(await page.getByRole('searchbox').or(page.getByRole('combobox')).isVisible(), false);
    await nav.getByRole('link', { name: '유틸리티' }).click();
    await page.waitForURL('**/utilities');
  });

  it('1440 px: sidebar with three sections; Ctrl+Shift+K focuses the menu search, which finds and opens a screen', async () => {
    const { page } = await openSignedIn('/home', VIEWPORTS.desktop, 'desktop');
    for (const heading of ['워크스페이스', '프로젝트 관리', '개발 도구']) await page.getByRole('heading', { name: heading }).waitFor();
    assert.equal(await page.getByTestId('bottom-nav').isVisible(), false);
    await page.getByTestId('header-title').waitFor();

    await page.locator('body').click();
    await page.keyboard.press('Control+Shift+K');
    const search = page.getByRole('combobox', { name: '메뉴 검색' });
    assert.ok(await search.evaluate((el) => el === document.activeElement));
    await page.keyboard.press('Escape');
    await page.keyboard.type('qr');
    await page.getByRole('option', { name: /QR/ }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/qr-generator');
  });

  it('900 px (tablet): no bottom nav; the menu button and Ctrl+Shift+K open the sidebar as a drawer', async () => {
    const { page } = await openSignedIn('/home', { width: 900, height: 800 }, 'tablet');
    const menuButton = page.getByRole('button', { name: '메뉴 열기' });
    await menuButton.waitFor();
    assert.equal(await page.getByTestId('bottom-nav').isVisible(), false);
    assert.equal(await page.getByRole('link', { name: 'QR 스튜디오' }).isVisible(), false);
    await menuButton.click();
    await page.getByRole('link', { name: 'QR 스튜디오' }).click();
    await page.waitForURL('**/qr-generator');
    await page.locator('body').click();
    await page.keyboard.press('Control+Shift+K');
    const search = page.getByRole('combobox', { name: '메뉴 검색' });
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
    assert.ok(await search.isVisible());
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('[aria-expanded="true"][aria-controls="haru-sidebar"]'));
  });
});
