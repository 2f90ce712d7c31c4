import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { VIEWPORTS } from '../src/chromium';
import { newContext } from '../src/context';
import { registerUser, signInContext, type E2eUser } from '../src/session';
import { useRun } from '../src/use-run';

// No request waterfall before content (issue 25): the app page carries the registry and preloads the path's first
// files (api/src/web/page-html.ts), so the browser fetches them with main.js; the app's own loads then find them.

const run = useRun(async () => {
  user = await registerUser(run.server.url, 'preload');
});
let user: E2eUser;

interface Sent { path: string; initiator: string }

/** Loads `url` and returns every request the page sent, with what started it (CDP: parser, script, …). */
async function load(page: Page, url: string, ready: () => Promise<unknown>): Promise<Sent[]> {
  const cdp = await page.context().newCDPSession(page);
  const sent: Sent[] = [];
  cdp.on('Network.requestWillBeSent', (e: { request: { url: string }; initiator: { type: string } }) => {
    sent.push({ path: new URL(e.request.url).pathname, initiator: e.initiator.type });
  });
  await cdp.send('Network.enable');
  await page.goto(`${run.server.url}${url}`);
  await ready();
  await page.waitForLoadState('networkidle');
  await cdp.detach();
  return sent;
}

const count = (sent: Sent[], path: string) => sent.filter((s) => s.path === path).length;
/** Started by the page's HTML (its preload tags), not by a script. */
const fromPage = (s: Sent) => s.initiator === 'parser' || s.initiator === 'preload';

describe('the app page preloads the opened screen', () => {
  it('starts the remote from the page itself, asks no registry, and fetches each file once', async () => {
    const context = await newContext(run.browser, VIEWPORTS.desktop);
    await signInContext(context, user);
    const page = await context.newPage();

    const todo = await load(page, '/todo', () => page.getByText('할일이 없습니다', { exact: true }).waitFor());
    assert.equal(count(todo, '/remotes.json'), 0, 'the registry comes with the page');
    for (const file of ['/remotes/mf-todo/mf-manifest.json', '/remotes/mf-todo/remoteEntry.js']) {
      const requests = todo.filter((s) => s.path === file);
      assert.ok(requests.length === 1 && fromPage(requests[0]), `${file}:\n${JSON.stringify(todo)}`);
    }
    const scripts = todo.filter((s) => /\.(js|css)$/.test(s.path));
    assert.ok(scripts.length > 5);
    for (const { path } of scripts) assert.equal(count(todo, path), 1, `${path} fetched twice: a preload the app did not use`);
    // The signed-in frame's chunk comes from the page too, not after the start chunk ran.
    assert.ok(todo.some((s) => /^\/signed-in\.[0-9a-f]{8}\.js$/.test(s.path) && fromPage(s)), JSON.stringify(todo));

    // A screen a remote loads lazily (mf-home's calendar): its chunk is preloaded with the page as well.
    const calendar = await load(page, '/calendar', () => page.locator('[data-remote-root="mf_home"]').waitFor());
    assert.ok(calendar.some((s) => /^\/remotes\/mf-home\/route-calendar\.[0-9a-f]{8}\.js$/.test(s.path) && fromPage(s)), JSON.stringify(calendar));
    for (const { path } of calendar.filter((s) => /\.(js|css)$/.test(s.path))) assert.equal(count(calendar, path), 1, `${path} fetched twice`);
    await context.close();
  });

  it('loads no remote for /login', async () => {
    const context = await newContext(run.browser, VIEWPORTS.desktop);
    const page = await context.newPage();
    const login = await load(page, '/login', () => page.getByRole('button', { name: '로그인', exact: true }).waitFor());
    assert.deepEqual(login.filter((s) => s.path.startsWith('/remotes')), []);
    await context.close();
  });
});
