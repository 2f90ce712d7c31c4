import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { VIEWPORTS } from '../src/chromium';
import { newContext } from '../src/context';
import { eventuallyEqual } from '../src/eventually';
import { registerUser, signInContext, type E2eUser } from '../src/session';
import { useRun } from '../src/use-run';

// No request waterfall before content (issue 25): the opened route's remote starts loading with the page, in
// parallel with the registry (/remotes.json), not after it; and the early requests are the ones the app uses.

const run = useRun(async () => {
  user = await registerUser(run.server.url, 'preload');
});
let user: E2eUser;

/** Every request the page makes, in the order the browser reports sending (`sent`) and finishing (`done`) them. */
async function openRecording(url: string, signedIn: boolean): Promise<{ page: Page; events: string[] }> {
  const context = await newContext(run.browser, VIEWPORTS.desktop);
  if (signedIn) await signInContext(context, user);
  const page = await context.newPage();
  const events: string[] = [];
  const pathOf = (u: string) => new URL(u).pathname;
  page.on('request', (r) => events.push(`sent ${pathOf(r.url())}`));
  page.on('requestfinished', (r) => events.push(`done ${pathOf(r.url())}`));
  await page.goto(`${run.server.url}${url}`);
  return { page, events };
}

describe('loading a screen', () => {
  it("requests the route's remote before the registry has answered, once, and shows the screen", async () => {
    const { page, events } = await openRecording('/todo', true);
    // The screen's own data call follows (its content draws from it).
    await eventuallyEqual(async () => events.some((e) => e.startsWith('done /api/todos')), true, 30_000);
    const manifestSent = events.indexOf('sent /remotes/mf-todo/mf-manifest.json');
    const registryDone = events.indexOf('done /remotes.json');
    assert.ok(manifestSent >= 0 && registryDone >= 0, events.join('\n'));
    assert.ok(manifestSent < registryDone, `the remote's manifest was requested after the registry answered:\n${events.join('\n')}`);
    // The preloaded files answer the app's own requests: each is fetched once.
    for (const file of ['/remotes/mf-todo/mf-manifest.json', '/remotes/mf-todo/remoteEntry.js', '/remotes.json']) {
      assert.equal(events.filter((e) => e === `sent ${file}`).length, 1, `${file}:\n${events.join('\n')}`);
    }
    await page.context().close();
  });

  it('loads no remote on /login', async () => {
    const { page, events } = await openRecording('/login', false);
    await page.getByRole('button', { name: '로그인', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.deepEqual(events.filter((e) => e.startsWith('sent /remotes/')), []);
    await page.context().close();
  });
});
