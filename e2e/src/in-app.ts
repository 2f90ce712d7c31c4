import type { Page } from 'playwright-core';

/**
 * Opens `path` inside the running app, as an in-app link does: a router history entry and a `popstate`, which the
 * shell's router (react-router's BrowserRouter) follows. Unlike `page.goto` the document stays, so the shell and
 * the remotes are not fetched, parsed and compiled again (a warm full load costs Chromium about three times as
 * much CPU as this; issue 16). For steps that are not about a cold load. Not from a dirty form: its leave guard
 * takes the `popstate` for the browser's Back and asks.
 */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate(async (url) => {
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', url);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    // Two frames: the router's render of the new location (a task React schedules) has run, so what the test reads
    // next is never the previous screen's (a screen whose data or code is still loading shows its own placeholder).
    await new Promise((resolve) => { requestAnimationFrame(() => requestAnimationFrame(resolve)); });
  }, path);
}
