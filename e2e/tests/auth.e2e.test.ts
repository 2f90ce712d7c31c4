import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, VIEWPORTS } from '../src/chromium';
import { startServer, type RunningServer } from '../src/server';
import { registerUser, signInContext } from '../src/session';
import { loginViaForm, skipIntro, storedTokens } from '../src/auth-ui';

let browser: Browser;
let server: RunningServer;
const contexts: BrowserContext[] = [];

async function open(path: string, viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'ko-KR' });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(`${server.url}${path}`);
  return page;
}

before(async () => {
  [browser, server] = await Promise.all([launchChromium(), startServer()]);
});
after(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await browser?.close();
  await server?.stop();
});

describe('landing', () => {
  it('hero, six feature cards, call to action, footer; web login goes to /intro; PWA install offered without MACOS_APP_URL', async () => {
    const page = await open('/', VIEWPORTS.mobile);
    await page.getByRole('heading', { level: 1 }).waitFor();
    assert.equal(await page.getByTestId('feature-card').count(), 6);
    assert.ok(await page.getByRole('contentinfo').isVisible());
    await page.getByTestId('pwa-install').waitFor();
    assert.equal(await page.getByTestId('macos-download').count(), 0);
    await page.getByTestId('web-login').click();
    await page.waitForURL('**/intro');
    await page.getByTestId('intro-splash').waitFor();
  });
});

describe('intro and login', () => {
  it('the intro shows on load; skip reveals the form at once', async () => {
    const page = await open('/intro');
    await page.getByTestId('intro-splash').waitFor();
    const started = Date.now();
    await skipIntro(page);
    assert.ok(Date.now() - started < 2000);
    assert.equal(await page.getByTestId('intro-splash').count(), 0);
  });

  it('without skipping, the form appears after the 3 s intro and 0.8 s fade', async () => {
    const page = await open('/login');
    await page.getByTestId('intro-splash').waitFor();
    const started = Date.now();
    await page.getByLabel('아이디 또는 이메일').waitFor({ timeout: 8000 });
    const waited = Date.now() - started;
    assert.ok(waited > 2500 && waited < 6000, `form after ${waited} ms`);
  });

  it('login by username and by e-mail lands on /home', async () => {
    const user = await registerUser(server.url, 'bothways');
    for (const identifier of [user.username, user.email.toUpperCase()]) {
      const page = await open('/login');
      await loginViaForm(page, identifier, user.password);
      await page.waitForURL('**/home');
      assert.equal((await storedTokens(page)).username, user.username);
    }
  });

  it('a wrong password shows the spec\'s message and stays on /login', async () => {
    const user = await registerUser(server.url, 'wrongpw');
    const page = await open('/login');
    await loginViaForm(page, user.username, 'not-the-password');
    await page.getByText('로그인에 실패했습니다. 아이디와 비밀번호를 확인해주세요.').waitFor();
    assert.ok(page.url().endsWith('/login'));
    assert.equal((await storedTokens(page)).access, null);
  });

  it('a signed-in visitor of /login goes to /home', async () => {
    const user = await registerUser(server.url, 'already');
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    contexts.push(context);
    await signInContext(context, user);
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await page.waitForURL('**/home');
  });
});

describe('register and logout', () => {
  it('register → alert → signed in on /home; logout → /login and the guard keeps /home closed', async () => {
    const page = await open('/register');
    const username = `newbie${Date.now() % 100000}`;
    let alertText = '';
    page.on('dialog', (dialog) => { alertText = dialog.message(); void dialog.accept(); });
    await page.getByLabel('아이디', { exact: true }).fill(username);
    await page.getByLabel('이메일').fill(`${username}@example.com`);
    await page.getByLabel('비밀번호', { exact: true }).fill('secret12');
    await page.getByLabel('비밀번호 확인').fill('secret13');
    await page.getByRole('button', { name: '가입하기' }).click();
    await page.getByText('비밀번호가 일치하지 않습니다.').waitFor();

    await page.getByLabel('비밀번호 확인').fill('secret12');
    await page.getByRole('button', { name: '가입하기' }).click();
    await page.waitForURL('**/home');
    assert.equal(alertText, '회원가입이 완료되었습니다!');
    await page.getByText(`${username} 님`).waitFor();

    const refreshToken = (await storedTokens(page)).refresh!;
    await page.getByTestId('logout').click();
    await page.waitForURL('**/login');
    assert.deepEqual(await storedTokens(page), { access: null, refresh: null, username: null });
    const replay = await fetch(`${server.url}/api/auth/refresh`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ refresh_token: refreshToken }),
    });
    assert.equal(replay.status, 401, 'the server session ended too');
    await page.goto(`${server.url}/home`);
    await page.waitForURL('**/login');
  });
});

describe('guard', () => {
  it('redirects to /login and returns to the requested page after login', async () => {
    const user = await registerUser(server.url, 'guarded');
    const page = await open('/calendar?month=2025-01');
    await page.waitForURL('**/login');
    await loginViaForm(page, user.username, user.password);
    await page.waitForURL('**/calendar?month=2025-01');
  });
});

describe('layout', () => {
  it('390 px: bottom navigation with 홈, 유틸리티, 기능, 캘린더, 마이; no sidebar', async () => {
    const user = await registerUser(server.url, 'mobile');
    const context = await browser.newContext({ viewport: VIEWPORTS.mobile, locale: 'ko-KR' });
    contexts.push(context);
    await signInContext(context, user);
    const page = await context.newPage();
    await page.goto(`${server.url}/home`);
    const nav = page.getByTestId('bottom-nav');
    await nav.waitFor();
    assert.deepEqual(await nav.getByRole('link').allInnerTexts(), ['홈', '유틸리티', '기능', '캘린더', '마이']);
    assert.equal(await page.getByRole('searchbox').or(page.getByRole('combobox')).isVisible(), false);
    await nav.getByRole('link', { name: '유틸리티' }).click();
    await page.waitForURL('**/utilities');
  });

  it('1440 px: sidebar with three sections; Ctrl+K focuses the search, which finds and opens a screen', async () => {
    const user = await registerUser(server.url, 'desktop');
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'ko-KR' });
    contexts.push(context);
    await signInContext(context, user);
    const page = await context.newPage();
    await page.goto(`${server.url}/home`);
    for (const heading of ['워크스페이스', '프로젝트 관리', '개발 도구']) await page.getByRole('heading', { name: heading }).waitFor();
    assert.equal(await page.getByTestId('bottom-nav').isVisible(), false);
    await page.getByTestId('header-title').waitFor();

    await page.locator('body').click();
    await page.keyboard.press('Control+k');
    const search = page.getByRole('combobox', { name: '메뉴 검색' });
    assert.ok(await search.evaluate((el) => el === document.activeElement));
    await page.keyboard.type('qr');
    await page.getByRole('option', { name: /QR/ }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/qr-generator');
  });
});
