import type { BrowserContext, Page } from 'playwright-core';
import { newContext, type Viewport } from './context';
import type { E2eUser } from './session';
import type { Run } from './use-run';

/**
 * The page a file's tests take turns on: `open(user, viewport, url)` resets it and signs in a new test's user;
 * `storage` adds local storage entries (a remembered view) before `url` loads.
 */
export interface SharedPage { open(user: E2eUser | null, viewport: Viewport, url: string, storage?: Record<string, string>): Promise<Page> }

/**
 * One browser context and page per file, reused by the file's tests one after another (issue 16): a new context
 * costs a renderer process, a sign-in and a cold load of every script (about 1.3 CPU-s before the screen's own
 * work), while the same page loads the app again from its warm HTTP and code caches. Between tests the page goes to
 * a plain document of the app's origin (GET /api/health: no app script runs), where the origin's storage is emptied
 * (local and session storage, IndexedDB, cookies); it then takes the test's viewport (a size: these contexts have no
 * touch or mobile emulation) and loads `url` signed in as `user` (or signed out for `null`). Each test still
 * registers its own user, so nothing a test asserts on comes from another. Only for tests that change nothing the
 * reset cannot undo: no init script, dialog listener, offline switch, permission or service worker (those open their
 * own context with `openAs`/`newContext`), and no closing of `page.context()`; a `page.route` is undone by the test
 * (and by the next `open`, should the test fail first). `fixedTime` freezes the context's clock for the whole file
 * (one instant for every test, as a file's own context did); `prepare` sets the context up once for every test of
 * the file (an init script all of them want, such as a11y-tour's CSP watch).
 */
export function sharedPage(run: Run, options: { fixedTime?: number; prepare?: (context: BrowserContext) => Promise<unknown> } = {}): SharedPage {
  let context: BrowserContext | null = null;
  let page: Page | null = null;
  return {
    async open(user, viewport, url, storage = {}) {
      const base = run.server.url;
      if (!page || page.isClosed() || context?.pages().length !== 1) {
        await context?.close();
        context = await newContext(run.browser, viewport);
        if (options.fixedTime !== undefined) await context.clock.setFixedTime(options.fixedTime);
        await options.prepare?.(context);
        page = await context.newPage();
      }
      await page.unrouteAll({ behavior: 'ignoreErrors' }); // a route a failed test left behind
      await page.setViewportSize(viewport);
      await page.goto(`${base}/api/health`);
      await context.clearCookies();
      await page.evaluate(async ({ u, entries }) => {
        localStorage.clear();
        sessionStorage.clear();
        for (const db of await indexedDB.databases()) {
          await new Promise((resolve, reject) => {
            const request = indexedDB.deleteDatabase(db.name!);
            request.onsuccess = resolve;
            request.onerror = () => reject(request.error);
            // an unloading page may hold it a moment longer; a connection that stays open is a test's bug
            request.onblocked = () => setTimeout(() => reject(new Error(`IndexedDB ${db.name} is still open`)), 5000);
          });
        }
        if (u) {
          localStorage.setItem('access_token', u.access_token);
          localStorage.setItem('refresh_token', u.refresh_token);
          localStorage.setItem('username', u.username);
        }
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, { u: user && { access_token: user.access_token, refresh_token: user.refresh_token, username: user.username }, entries: storage });
      await page.goto(`${base}${url}`);
      return page;
    },
  };
}
