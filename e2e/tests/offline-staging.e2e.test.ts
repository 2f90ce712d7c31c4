import assert from 'node:assert/strict';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { useRun } from '../src/use-run';
import { VIEWPORTS } from '../src/chromium';
import { newContext } from '../src/context';
import { eventuallyEqual } from '../src/eventually';
import { ROOT, startServer, type RunningServer } from '../src/server';
import { registerUser, signInContext, type E2eUser } from '../src/session';
import { copyWebRoot } from '../src/web-root';

const run = useRun();

/**
 * Issue 24: a remote staged through `?mf:` is never stored by the service worker. The staged build sits in a
 * subfolder of the deployed mf-todo (`/remotes/mf-todo/staging/`), the hardest case: its URLs lie under a
 * registered remote's folder, whose version cache the worker fills.
 */
const STAGED = '/remotes/mf-todo/staging/';

/** Every URL in every cache of the page's origin. */
const storedUrls = (page: Page) => page.evaluate(async () => {
  const urls: string[] = [];
  for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
  return urls;
});

describe('offline: a staging override is never cached (issue 24)', () => {
  let webRoot: string;
  let server: RunningServer;
  let user: E2eUser;

  before(async () => {
    webRoot = copyWebRoot();
    cpSync(path.join(ROOT, 'mf-todo', 'dist'), path.join(webRoot, 'mf-todo', 'dist', 'staging'), { recursive: true });
    server = await startServer({ WEB_ROOT: webRoot });
    user = await registerUser(server.url, 'staged');
  });
  after(async () => {
    await server?.stop();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('loads the override from the network on every page load and stores none of it', { timeout: 300_000 }, async () => {
    const context = await newContext(run.browser, VIEWPORTS.desktop, { serviceWorkers: 'allow' });
    await signInContext(context, user);
    const page = await context.newPage();
    await page.goto(`${server.url}/todo`);
    // Installing precaches the shell: slow on a loaded machine.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 120_000 });
    // The worker reads the registry (and caches the deployed remotes) on each page load it serves.
    await page.reload();
    const registry = (await (await fetch(`${server.url}/remotes.json`)).json()) as { remotes: { name: string; version: string }[] };
    const version = registry.remotes.find((r) => r.name === 'mf_todo')!.version;
    const deployedEntry = `${server.url}/remotes/mf-todo/remoteEntry.js`;
    // The deployed version is cached (its manifest's files) before the override comes.
    await eventuallyEqual(() => page.evaluate(async ([name, url]) => Boolean(await (await caches.open(name)).match(url)), [`haru-remote-mf_todo@${version}`, deployedEntry]), true, 60_000);

    // What the worker fetched from the network for the staged remote.
    const fetched: string[] = [];
    context.on('request', (request) => {
      if (request.serviceWorker() && new URL(request.url()).pathname === `${STAGED}remoteEntry.js`) fetched.push(request.url());
    });
    for (const [load, url] of [[1, `/todo?mf:mf-todo=${STAGED}mf-manifest.json`], [2, '/todo']] as const) {
      await page.goto(`${server.url}${url}`);
      await page.getByTestId('staging-banner').waitFor();
      await page.locator('[data-remote-root="mf_todo"]').waitFor();
      await eventuallyEqual(async () => fetched.length, load, 30_000);
    }

    const stored = await storedUrls(page);
    assert.deepEqual(stored.filter((url) => url.includes(STAGED) || /[?&]mf(:|%3A)/i.test(url)), []);
    assert.ok(stored.includes(deployedEntry), 'the deployed mf-todo stays cached');
    await context.close();
  });
});
