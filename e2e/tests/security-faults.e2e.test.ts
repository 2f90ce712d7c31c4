import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { VIEWPORTS } from '../src/chromium';
import { registerUser, signInContext, type E2eUser } from '../src/session';
import { newContext } from '../src/context';
import { goInApp } from '../src/in-app';
import { useRun } from '../src/use-run';

/**
 * Target 11: one remote's assets failing (HTTP 500, a hang past the shell's timeouts, a corrupt manifest, a script
 * that is not JavaScript) → that screen shows the Korean fallback and the shell and the other remotes keep working.
 */
let user: E2eUser;

const run = useRun(async () => {
  user = await registerUser(run.server.url, 'faults');
});

type Breaker = (route: Route) => Promise<void> | void;
const FAULTS: Record<string, Breaker> = {
  'HTTP 500 on every asset': (route) => route.fulfill({ status: 500, body: 'boom' }),
  'a hang (no answer past the timeouts)': () => new Promise<void>(() => undefined),
  'a corrupt manifest': (route) =>
    route.request().url().endsWith('mf-manifest.json') ? route.fulfill({ status: 200, contentType: 'application/json', body: '{"id": "mf_wbs", "metaData": ' }) : route.continue(),
  'scripts that are not JavaScript': (route) =>
    route.request().url().endsWith('.js') ? route.fulfill({ status: 200, contentType: 'application/javascript', body: '<!doctype html><p>not js' }) : route.continue(),
};

/**
 * The file's one page, the WBS remote broken by `breaker` alone (the previous test's breaker removed, a hang it left
 * dropped). Routing keeps Chromium's HTTP cache off, so each test's load asks for the remote again (issue 16: one
 * context for the file instead of one per fault).
 */
let context: BrowserContext | null = null;
let shared: Page | null = null;
async function openWithBrokenWbs(breaker: Breaker): Promise<Page> {
  if (!context || !shared) {
    context = await newContext(run.browser, VIEWPORTS.desktop);
    await signInContext(context, user);
    shared = await context.newPage();
  }
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.route('**/remotes/mf-wbs/**', breaker);
  return shared;
}

describe('faults: the WBS remote failing', () => {
  for (const [name, breaker] of Object.entries(FAULTS)) {
    it(`${name}: Korean fallback on /wbs-manager; home, to-dos and tools still work`, async () => {
      const page = await openWithBrokenWbs(breaker);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${run.server.url}/wbs-manager`);
      const fallback = page.getByTestId('remote-fallback');
      await fallback.waitFor({ timeout: 30_000 });
      assert.equal(await fallback.getAttribute('data-remote'), 'mf_wbs');
      assert.match(await fallback.innerText(), /[가-힣]/);
      assert.ok(await page.getByRole('button', { name: '다시 시도' }).isVisible());

      // The rest of the app is untouched: navigate within the shell to other remotes.
      await page.getByRole('link', { name: '할일' }).first().click();
      await page.locator('[data-remote-root="mf_todo"]').waitFor({ timeout: 20_000 });
      await goInApp(page, '/home');
      await page.locator('[data-remote-root="mf_home"]').waitFor({ timeout: 20_000 });
      await goInApp(page, '/json-formatter');
      await page.locator('[data-remote-root="mf_tools"]').waitFor({ timeout: 20_000 });
      assert.equal(await page.getByTestId('remote-fallback').count(), 0);
    });
  }
});
