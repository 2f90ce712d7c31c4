import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { signInContext, type E2eUser } from './session';

export interface Viewport { width: number; height: number }

/**
 * A browser context as our users have it: Korean, in Seoul. The service worker is off unless a test asks for it
 * (`{ serviceWorkers: 'allow' }`, as offline.e2e does): installed, it precaches the shell and every remote again in
 * each new context — the run's largest download — and answers fetches that `page.route` cannot see. Waits keep
 * Playwright's 30 s default: CI runs on a busy 2-core machine, where a shorter one failed first page loads.
 */
export function newContext(browser: Browser, viewport: Viewport, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ viewport, locale: 'ko-KR', timezoneId: 'Asia/Seoul', serviceWorkers: 'block', ...options });
}

/** A new context signed in as `user` (or signed out for `null`), with one page opened at `url` on `baseUrl`. */
export async function openAs(browser: Browser, baseUrl: string, user: E2eUser | null, viewport: Viewport, url: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await newContext(browser, viewport, options);
  if (user) await signInContext(context, user);
  const page = await context.newPage();
  await page.goto(`${baseUrl}${url}`);
  return page;
}
