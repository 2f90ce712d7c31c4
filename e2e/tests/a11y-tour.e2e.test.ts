import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { VIEWPORTS } from '../src/chromium';
import { registerUser, type E2eUser } from '../src/session';
import type { Viewport } from '../src/context';
import { sharedPage } from '../src/shared-page';
import { useRun } from '../src/use-run';

/**
 * Targets 13 and "accessibility as reliability for people": a tour of every screen at 390 px and 1440 px, with
 * axe-core run on each (no serious or critical violations) and the shell's CSP watched the whole time (zero
 * `securitypolicyviolation` events, zero CSP console errors). axe is evaluated through the DevTools protocol, which
 * the page's CSP does not govern, so the tour runs under the real policy.
 */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const PUBLIC_SCREENS = ['/', '/login', '/register'];

let user: E2eUser;
let ids: { todo: string; meeting: string; project: string };

async function api(path: string, body: unknown): Promise<{ id?: string; todo?: { id: string }; meeting?: { id: string } }> {
  const res = await fetch(`${run.server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${user.access_token}` },
    body: JSON.stringify(body),
  });
  assert.ok(res.ok, `${path}: ${res.status}`);
  return res.json() as Promise<{ id?: string }>;
}

function signedInScreens(): string[] {
  return ['/home', '/dashboard', '/functions', '/analytics', '/calendar', '/mypage', '/home-screen-customization', '/todo', '/todo/add',
    `/todo/${ids.todo}`, '/meeting-notes', '/meeting/add', `/meeting/${ids.meeting}`, '/utilities', '/json-formatter', '/json-compare',
    '/qr-generator', '/api-tester', '/wbs-manager', '/wbs/add', `/wbs/detail/${ids.project}`];
}

interface Finding { screen: string; id: string; impact: string; help: string; nodes: string[] }

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(250);
}

/**
 * The signed-in tour loads the first screen and reaches the rest the way a user does, inside the app (the
 * router's own history entry and popstate), so the shell, the remotes and axe are loaded and compiled once per
 * tour instead of once per screen. `quiet()` then waits as `networkidle` does after a load: no request in flight
 * for 500 ms, counted from the navigation.
 */
function inAppNavigator(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const up = () => { inFlight += 1; lastChange = Date.now(); };
  const down = () => { inFlight = Math.max(0, inFlight - 1); lastChange = Date.now(); };
  page.on('request', up);
  page.on('requestfinished', down);
  page.on('requestfailed', down);
  const stop = () => {
    page.off('request', up);
    page.off('requestfinished', down);
    page.off('requestfailed', down);
  };
  const navigate = async (screen: string): Promise<void> => {
    lastChange = Date.now();
    await page.evaluate((url) => {
      const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', url);
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    }, screen);
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastChange < 500)) await new Promise((r) => setTimeout(r, 50));
    await page.waitForTimeout(250);
    assert.equal(new URL(page.url()).pathname, screen, `${screen}: the app did not stay on the screen`);
  };
  return { navigate, stop };
}

async function axeSerious(page: Page, screen: string): Promise<Finding[]> {
  // Injected once per document: an in-app navigation keeps it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'], runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => ({ screen, ...v }));
}

async function tour(viewport: Viewport, signedIn: boolean): Promise<{ findings: Finding[]; csp: string[]; visited: number }> {
  const screens = signedIn ? signedInScreens() : PUBLIC_SCREENS;
  // Signed out for the public tour, the tour's user for the other; the first screen loads in full.
  const page = await shared.open(signedIn ? user : null, viewport, screens[0]);
  const csp: string[] = [];
  const onConsole = (m: { text(): string }) => { if (/Content Security Policy/i.test(m.text())) csp.push(m.text()); };
  page.on('console', onConsole);
  const findings: Finding[] = [];
  const navigator = inAppNavigator(page);
  for (const [i, screen] of screens.entries()) {
    if (signedIn && i > 0) await navigator.navigate(screen);
    else {
      if (i > 0) await page.goto(`${run.server.url}${screen}`);
      await settle(page);
    }
    findings.push(...(await axeSerious(page, `${screen} @${viewport.width}`)));
    if (screen === '/login' && (await page.getByRole('button', { name: '건너뛰기' }).count())) {
      await page.getByRole('button', { name: '건너뛰기' }).click();
      await settle(page);
      findings.push(...(await axeSerious(page, `/login form @${viewport.width}`)));
    }
    csp.push(...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])).map((v) => `${screen}: ${v}`));
    assert.equal(await page.getByTestId('remote-fallback').count(), 0, `${screen} fell back`);
  }
  navigator.stop();
  page.off('console', onConsole);
  return { findings, csp, visited: screens.length };
}

const report = (f: Finding[]) => f.map((x) => `${x.screen} [${x.impact}] ${x.id}: ${x.help} → ${x.nodes.join(' | ')}`).join('\n');

const run = useRun(async () => {
  user = await registerUser(run.server.url, 'a11y');
  const todo = await api('/api/todos', { title: '접근성 점검', description: '모든 화면', tags: ['품질'] });
  const meeting = await api('/api/meetings', { title: '접근성 회의', date: '2026-03-02', time: '10:00', attendees: ['김하루'] });
  const project = await api('/api/wbs/projects', { title: '접근성 프로젝트', start_date: '2026-03-01', end_date: '2026-04-30' });
  await api(`/api/wbs/projects/${project.id}/tasks`, { title: '화면 점검', duration: 2 });
  ids = { todo: todo.todo!.id, meeting: meeting.meeting!.id, project: project.id! };
});

/**
 * The four tours take turns on the file's one page (issue 16: a context per tour cost a renderer and a cold load of
 * every script), every document of it watched for CSP violations from its first script on.
 */
const shared = sharedPage(run, {
  prepare: (context) => context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const w = window as unknown as { __csp?: string[] };
      (w.__csp ??= []).push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  }),
});

describe('tour of every screen: axe-core and the CSP', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    for (const signedIn of [false, true]) {
      it(`${name} ${viewport.width} px, ${signedIn ? 'signed in' : 'public'}: no serious or critical axe violations, no CSP violations`, async () => {
        const { findings, csp, visited } = await tour(viewport, signedIn);
        assert.ok(visited >= (signedIn ? 20 : 3));
        // One assertion for both, so a failure shows every finding at once.
        assert.deepEqual({ csp, axe: report(findings) }, { csp: [], axe: '' });
      });
    }
  }
});
