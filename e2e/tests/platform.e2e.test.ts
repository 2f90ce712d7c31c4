import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import manifest from '../../apps.config.json';
import { testBrowser, VIEWPORTS } from '../src/chromium';
import { ROOT, startServer, type RunningServer } from '../src/server';
import { registerUser, signInContext, type E2eUser } from '../src/session';
import { serveDir, type StaticServer } from '../src/static-server';
import { copyWebRoot } from '../src/web-root';
import { newContext } from '../src/context';
import { goInApp } from '../src/in-app';

const STAGED_VERSION = '9.9.9-e2e';
/** Every remote of apps.config.json with the page its first route prefix opens. */
const REMOTE_PAGES: [string, string][] = manifest.remotes.map((r) => [`/${r.routes[0]}`, r.name]);

let browser: Browser;
let stagedDist: string;

/**
 * Builds mf-todo once more with another release version: the "new deploy" of one remote. A production build without
 * the minifier and source maps (what these tests check is the swap, not the minifier), which cost most of its time.
 */
function buildStagedTodo(): string {
  const out = mkdtempSync(path.join(tmpdir(), 'haru-staged-todo-'));
  execFileSync(path.join(ROOT, 'node_modules/.bin/webpack'), ['--mode', 'production', '--no-optimization-minimize', '--no-devtool', '--output-path', out], {
    cwd: path.join(ROOT, 'mf-todo'),
    env: { ...process.env, MF_BUILD_VERSION: STAGED_VERSION },
    stdio: 'ignore',
  });
  return out;
}

/** The page the shell-hosting tests take turns on (issue 16: warm caches instead of a new context per test). */
let reused: Page | null = null;

/**
 * A signed-in page at `url`: that reused page, loaded in full; with `own`, a context of its own (a tab whose
 * session storage must start empty: the staged-remote overrides live there), closed by the test.
 */
async function openSignedIn(server: RunningServer, user: E2eUser, url: string, own = false): Promise<Page> {
  if (!own && reused && !reused.isClosed()) {
    await reused.goto(`${server.url}${url}`);
    return reused;
  }
  const context = await newContext(browser, VIEWPORTS.desktop);
  await signInContext(context, user);
  const page = await context.newPage();
  await page.goto(`${server.url}${url}`);
  if (!own) reused = page;
  return page;
}

const remoteRoot = (page: Page, name: string) => page.locator(`[data-remote-root="${name}"]`);
const aboutVersion = async (page: Page, name: string) => {
  await page.getByRole('button', { name: '하루 정보' }).click();
  await page.getByRole('heading', { name: '배포 정보' }).waitFor();
  const text = await page.getByTestId(`about-${name}`).innerText();
  await page.getByRole('button', { name: '닫기' }).click();
  return text;
};

type Share = Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; from: string }>>>>;

/** Which app's copy of a shared package actually loaded (from the federation runtime's share scope). */
async function loadedCopies(page: Page, pkg: string): Promise<string[]> {
  return page.evaluate((id) => {
    const share = (window as unknown as { __FEDERATION__: { __SHARE__: Share } }).__FEDERATION__.__SHARE__;
    const loaded: string[] = [];
    for (const scopes of Object.values(share)) {
      for (const pkgs of Object.values(scopes)) {
        for (const [version, entry] of Object.entries(pkgs[id] ?? {})) if (entry.loaded) loaded.push(`${entry.from}@${version}`);
      }
    }
    return [...new Set(loaded)];
  }, pkg);
}

async function sharedIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const share = (window as unknown as { __FEDERATION__: { __SHARE__: Share } }).__FEDERATION__.__SHARE__;
    return [...new Set(Object.values(share).flatMap((scopes) => Object.values(scopes).flatMap((pkgs) => Object.keys(pkgs))))];
  });
}

/** CSS-module classes (`shell__…`, `mf_todo__…`) on screen that no loaded stylesheet defines: CSS that did not load. */
async function unstyledClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // No named functions in here: tsx would wrap them in a helper the page does not have.
    const selectors: string[] = [];
    const rules: CSSRule[] = Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules));
    while (rules.length) {
      const rule = rules.pop()!;
      if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
      if ('cssRules' in rule) rules.push(...Array.from((rule as CSSGroupingRule).cssRules));
    }
    const defined = new Set(selectors.join(' ').match(/(?<=\.)[\w-]+/g) ?? []);
    const used = new Set(Array.from(document.querySelectorAll('[class]')).flatMap((el) => Array.from(el.classList)));
    return [...used].filter((c) => /^(shell|mf_\w+?)__/.test(c) && !defined.has(c));
  });
}

before(async () => {
  browser = await testBrowser();
  stagedDist = buildStagedTodo();
});
after(async () => {
  await browser?.close();
  rmSync(stagedDist, { recursive: true, force: true });
});

describe('platform: shell hosting five remotes', () => {
  let server: RunningServer;
  let staging: StaticServer;
  let webRoot: string;
  let user: E2eUser;

  before(async () => {
    staging = await serveDir(stagedDist);
    webRoot = copyWebRoot();
    server = await startServer({ WEB_ROOT: webRoot, REMOTE_ORIGINS: staging.origin });
    user = await registerUser(server.url, 'platform');
  });
  after(async () => {
    await reused?.context().close();
    reused = null;
    await server?.stop();
    await staging?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('renders a route of every remote inside the layout, styled, with exactly one React and one router', async () => {
    const page = await openSignedIn(server, user, '/home');
    // One document through every remote (as a user moves through the app), so the copies asserted below are those
    // of all five remotes loaded together.
    for (const [url, name] of REMOTE_PAGES) {
      await goInApp(page, url);
      await remoteRoot(page, name).waitFor();
      assert.equal(await page.getByTestId('remote-fallback').count(), 0, `${name} should not fall back`);
      // The shell's CSS is extracted into files, the remotes' is injected: every class on screen has its rules.
      assert.deepEqual(await unstyledClasses(page), [], `${name}: classes without their CSS`);
    }
    // Every remote registered react and @haru/router as shared; the only copies that ever loaded are the shell's.
    const reactCopies = await loadedCopies(page, 'react');
    assert.equal(reactCopies.length, 1, `loaded React copies: ${reactCopies.join(', ')}`);
    assert.match(reactCopies[0], /^shell@19\./);
    assert.deepEqual(await loadedCopies(page, '@haru/router'), ['shell@0.1.0']);
    // react-router itself is never shared whole (~60 KB gzip): only through the tree-shaken @haru/router.
    assert.deepEqual((await sharedIds(page)).filter((id) => id.startsWith('react-router')), []);
  });

  it('navigates between the shell and remotes through the one router: sidebar links, remote links, back', async () => {
    const page = await openSignedIn(server, user, '/home');
    await remoteRoot(page, 'mf_home').waitFor();
    const sidebar = page.locator('#haru-sidebar');
    await sidebar.getByRole('link', { name: '할일' }).click();
    await remoteRoot(page, 'mf_todo').waitFor();
    assert.equal(await sidebar.getByRole('link', { name: '할일' }).getAttribute('aria-current'), 'page');

    // A shell link into a remote, a remote's own link to another of its routes, the browser's back button.
    await sidebar.getByRole('link', { name: 'JSON 워크벤치' }).click();
    await page.waitForURL(`${server.url}/json-formatter`);
    assert.equal(await sidebar.getByRole('link', { name: 'JSON 워크벤치' }).getAttribute('aria-current'), 'page');
    await remoteRoot(page, 'mf_tools').getByRole('link', { name: '← 유틸리티' }).click();
    await page.waitForURL(`${server.url}/utilities`);
    await remoteRoot(page, 'mf_tools').getByRole('link', { name: /JSON 비교/ }).click();
    await page.waitForURL(`${server.url}/json-compare`);
    await page.goBack();
    await page.waitForURL(`${server.url}/utilities`);
    await remoteRoot(page, 'mf_tools').getByRole('link', { name: /JSON 비교/ }).waitFor();
    assert.equal(await sidebar.getByRole('link', { name: 'JSON 워크벤치' }).getAttribute('aria-current'), null);
  });

  it('redirects an unknown path to /home', async () => {
    const page = await openSignedIn(server, user, '/no/such/page');
    await page.waitForURL(`${server.url}/home`);
    await remoteRoot(page, 'mf_home').waitFor();
  });

  it('swaps one remote for a staged build in this tab only, with a banner and a reset', async () => {
    const page = await openSignedIn(server, user, `/todo?mf:mf-todo=${staging.url}/mf-manifest.json`, true);
    await page.locator(`[data-remote-root="mf_todo"][data-remote-version="${STAGED_VERSION}"]`).waitFor();
    // A remote from another origin is styled too (its CSS comes with its JS): its add link is a flex box in a flex
    // row (an item of a flex row computes to 'flex'; unstyled, the link would be 'inline').
    const addLink = page.locator('[data-remote-root="mf_todo"]').getByRole('link', { name: '할일 추가', exact: true });
    assert.equal(await addLink.evaluate((el) => getComputedStyle(el).display), 'flex');
    const banner = page.getByTestId('staging-banner');
    assert.match(await banner.innerText(), /mf_todo/);
    assert.ok(staging.requests.includes('/mf-manifest.json'));
    assert.doesNotMatch(page.url(), /mf:/);

    await banner.getByRole('button').click();
    await page.locator('[data-remote-root="mf_todo"][data-remote-version="0.1.0"]').waitFor();
    assert.equal(await page.getByTestId('staging-banner').count(), 0);
    await page.context().close();
  });

  it('refuses an override from an origin that is not configured', async () => {
    const page = await openSignedIn(server, user, '/todo?mf:mf-todo=https://elsewhere.invalid/mf-manifest.json', true);
    await page.locator('[data-remote-root="mf_todo"][data-remote-version="0.1.0"]').waitFor();
    assert.match(await page.getByTestId('staging-banner').innerText(), /mf_todo/);
    await page.context().close();
  });

  it('deploys one remote alone: after its files are swapped, a reload runs the new version and nothing else changes', async () => {
    const page = await openSignedIn(server, user, '/todo');
    await remoteRoot(page, 'mf_todo').waitFor();
    const shellScript = await page.locator('script[src*="main."]').getAttribute('src');
    const wbsBefore = await aboutVersion(page, 'mf_wbs');

    const live = path.join(webRoot, 'mf-todo', 'dist');
    renameSync(live, `${live}.old`);
    execFileSync('cp', ['-r', stagedDist, live]);

    await page.reload();
    await page.locator(`[data-remote-root="mf_todo"][data-remote-version="${STAGED_VERSION}"]`).waitFor();
    assert.match(await aboutVersion(page, 'mf_todo'), new RegExp(STAGED_VERSION.replace(/\./g, '\\.')));
    assert.equal(await page.locator('script[src*="main."]').getAttribute('src'), shellScript);
    assert.equal(await aboutVersion(page, 'mf_wbs'), wbsBefore);
    await goInApp(page, '/wbs-manager');
    await page.locator('[data-remote-root="mf_wbs"][data-remote-version="0.1.0"]').waitFor();
  });
});

describe('platform: a remote whose server is down', () => {
  let server: RunningServer;
  let tools: StaticServer;
  let user: E2eUser;
  let toolsPort: string;

  before(async () => {
    tools = await serveDir(path.join(ROOT, 'mf-tools', 'dist'));
    toolsPort = new URL(tools.url).port;
    const registry = path.join(mkdtempSync(path.join(tmpdir(), 'haru-registry-')), 'remotes.json');
    const remotes = manifest.remotes.filter((r) => r.name !== 'mf_tools').map((r) => ({ name: r.name, entry: `/remotes/${r.folder}/mf-manifest.json`, version: '0.1.0' }));
    remotes.push({ name: 'mf_tools', entry: `${tools.url}/mf-manifest.json`, version: '0.1.0' });
    execFileSync('node', ['-e', `require('fs').writeFileSync(${JSON.stringify(registry)}, ${JSON.stringify(JSON.stringify({ remotes }))})`]);
    server = await startServer({ REMOTES_FILE: registry, REMOTE_ORIGINS: tools.origin });
    user = await registerUser(server.url, 'outage');
  });
  after(async () => {
    await server?.stop();
    await tools?.close();
  });

  it('shows a Korean fallback for that remote, keeps the others working, and recovers on retry', async () => {
    await tools.close();
    const page = await openSignedIn(server, user, '/utilities', true);
    const fallback = page.getByTestId('remote-fallback');
    await fallback.waitFor({ timeout: 20_000 });
    assert.match(await fallback.innerText(), /유틸리티 화면을 불러오지 못했습니다/);
    assert.equal(await fallback.getAttribute('data-remote'), 'mf_tools');

    await page.getByRole('link', { name: '할일' }).first().click();
    await remoteRoot(page, 'mf_todo').waitFor();
    await page.getByRole('link', { name: 'WBS' }).first().click();
    await remoteRoot(page, 'mf_wbs').waitFor();

    await page.getByRole('link', { name: 'JSON 워크벤치' }).click();
    await page.getByTestId('remote-fallback').waitFor({ timeout: 20_000 });
    tools = await serveDir(path.join(ROOT, 'mf-tools', 'dist'), Number(toolsPort));
    await page.getByRole('button', { name: '다시 시도' }).click();
    await remoteRoot(page, 'mf_tools').waitFor();
    await page.context().close();
  });
});
