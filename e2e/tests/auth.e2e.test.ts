import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { chromiumPath, VIEWPORTS } from '../src/chromium';
import { startServer } from '../src/server';
import { registerUser, signInContext } from '../src/session';
import { loginViaForm, skipIntro, storedTokens } from '../src/auth-ui';
import { newContext } from '../src/context';
import { marks, watchFromLoad } from '../src/page-clock';
import { sharedPage } from '../src/shared-page';
import { useRun } from '../src/use-run';

const run = useRun();
const shared = sharedPage(run);

/** The file's shared page, signed out, at `path` (the register test, which listens for the alert, opens its own). */
function open(path: string, viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<Page> {
  return shared.open(null, viewport, path);
}

async function openOwn(path: string): Promise<Page> {
  const context = await newContext(run.browser, VIEWPORTS.desktop);
  const page = await context.newPage();
  await page.goto(`${run.server.url}${path}`);
  return page;
}

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

describe('app install', () => {
  it('the PWA is installable and the landing button uses the browser\'s install prompt', async () => {
    // A persistent profile: Chromium never offers installing from an incognito context.
    const profile = mkdtempSync(path.join(tmpdir(), 'haru-pwa-'));
    const context = await chromium.launchPersistentContext(profile, { executablePath: chromiumPath(), headless: true, args: ['--no-sandbox'] });
    try {
      const page = await context.newPage();
      await page.goto(`${run.server.url}/`);
      await page.waitForFunction(() => document.querySelector('[data-testid="pwa-install"]')?.getAttribute('data-prompt') === 'native');
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
      assert.deepEqual(installabilityErrors, []);
      const icon = await fetch(`${run.server.url}/icon-192.png`);
      assert.equal(icon.headers.get('content-type'), 'image/png');
      assert.ok((await icon.arrayBuffer()).byteLength < 8000);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it('with MACOS_APP_URL the landing page offers that download instead', async () => {
    const withApp = await startServer({ MACOS_APP_URL: 'https://downloads.example.com/haru-1.0.dmg' });
    try {
      const context = await newContext(run.browser, VIEWPORTS.desktop);
      const page = await context.newPage();
      await page.goto(`${withApp.url}/`);
      const link = page.getByTestId('macos-download');
      await link.waitFor();
      assert.equal(await link.getAttribute('href'), 'https://downloads.example.com/haru-1.0.dmg');
      assert.equal(await link.innerText(), 'macOS 앱 다운로드');
      assert.equal(await page.getByTestId('pwa-install').count(), 0);
    } finally {
      await withApp.stop();
    }
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
    const context = await newContext(run.browser, VIEWPORTS.desktop);
    const page = await context.newPage();
    await watchFromLoad(page, { splash: { selector: '[data-testid="intro-splash"]' }, form: { selector: 'label', text: '아이디 또는 이메일' } });
    await page.goto(`${run.server.url}/login`);
    await page.getByTestId('intro-splash').waitFor();
    await page.getByLabel('아이디 또는 이메일').waitFor({ timeout: 8000 });
    const { splash, form } = await marks(page);
    const waited = form!.shown! - splash!.shown!;
    assert.ok(waited >= 3700 && waited < 5000, `form ${Math.round(waited)} ms after the splash appeared`);
  });

  it('login by username and by e-mail lands on /home', async () => {
    const user = await registerUser(run.server.url, 'bothways');
    for (const identifier of [user.username, user.email.toUpperCase()]) {
      const page = await open('/login');
      await loginViaForm(page, identifier, user.password);
      await page.waitForURL('**/home');
      assert.equal((await storedTokens(page)).username, user.username);
    }
  });

  it('a wrong password shows the spec\'s message and stays on /login', async () => {
    const user = await registerUser(run.server.url, 'wrongpw');
    const page = await open('/login');
    await loginViaForm(page, user.username, 'not-the-password');
    await page.getByText('로그인에 실패했습니다. 아이디와 비밀번호를 확인해주세요.').waitFor();
    assert.ok(page.url().endsWith('/login'));
    assert.equal((await storedTokens(page)).access, null);
  });

  it('a signed-in visitor of /login goes to /home', async () => {
    const user = await registerUser(run.server.url, 'already');
    const page = await shared.open(user, VIEWPORTS.desktop, '/login');
    await page.waitForURL('**/home');
  });
});

describe('register and logout', () => {
  it('register → alert → signed in on /home; logout → /login and the guard keeps /home closed', async () => {
    const page = await openOwn('/register');
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
    const replay = await fetch(`${run.server.url}/api/auth/refresh`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ refresh_token: refreshToken }),
    });
    assert.equal(replay.status, 401, 'the server session ended too');
    await page.goto(`${run.server.url}/home`);
    await page.waitForURL('**/login');
  });
});

describe('register failures', () => {
  it('a taken username shows the server\'s Korean detail beside the field', async () => {
    const existing = await registerUser(run.server.url, 'taken');
    const page = await open('/register', VIEWPORTS.mobile);
    await page.getByLabel('아이디', { exact: true }).fill(existing.username.toUpperCase());
    await page.getByLabel('이메일').fill(`other${existing.email}`);
    await page.getByLabel('비밀번호', { exact: true }).fill('secret12');
    await page.getByLabel('비밀번호 확인').fill('secret12');
    await page.getByRole('button', { name: '가입하기' }).click();
    await page.getByText('이미 사용 중인 아이디입니다.').waitFor();
    assert.equal(await page.getByLabel('아이디', { exact: true }).getAttribute('aria-invalid'), 'true');
    assert.ok(page.url().endsWith('/register'));
  });
});

describe('guard', () => {
  it('redirects to /login and returns to the requested page after login', async () => {
    const user = await registerUser(run.server.url, 'guarded');
    const page = await open('/calendar?month=2025-01');
    await page.waitForURL('**/login');
    await loginViaForm(page, user.username, user.password);
    await page.waitForURL('**/calendar?month=2025-01');
  });
});

describe('session renewal across tabs', () => {
  it('two tabs opening with an expired access token rotate once (Web Lock + token_rotated grace) and both stay signed in', async () => {
    const user = await registerUser(run.server.url, 'twotabs');
    const expired = `x.${Buffer.from(JSON.stringify({ exp: Math.floor(Date.now() / 1000) - 60 })).toString('base64url')}.y`;
    const context = await newContext(run.browser, VIEWPORTS.desktop);
    await signInContext(context, { ...user, access_token: expired });
    let rotations = 0;
    context.on('response', (r) => { if (r.url().endsWith('/api/auth/refresh') && r.status() === 200) rotations += 1; });
    const [a, b] = await Promise.all([context.newPage(), context.newPage()]);
    await Promise.all([a.goto(`${run.server.url}/home`), b.goto(`${run.server.url}/calendar`)]);
    await Promise.all([a.getByTestId('header-title').waitFor(), b.getByTestId('header-title').waitFor()]);
    assert.ok(a.url().endsWith('/home') && b.url().endsWith('/calendar'));
    // One rotation. A second tab that read its storage before the first tab's write arrived may still ask, and
    // gets 401 token_rotated (no revocation), then picks up the new tokens.
    assert.equal(rotations, 1);
    const tokens = await storedTokens(b);
    assert.notEqual(tokens.refresh, user.refresh_token);
    const me = await fetch(`${run.server.url}/api/auth/me`, { headers: { Authorization: `Bearer ${tokens.access}` } });
    assert.equal(me.status, 200, 'the renewed session is alive (no replay was detected)');
  });
});
