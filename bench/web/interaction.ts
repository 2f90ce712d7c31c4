// Completing a to-do on /todo with the 10,000-item user, measured as Interaction to Next Paint measures it: a
// PerformanceObserver for `event` entries (durationThreshold 16, the smallest the browser allows), the longest
// entry of each interactionId, i.e. from the pointerdown to the next paint after the handlers ran.
import type { Page } from 'playwright-core';

export const COMPLETIONS = 10;

/** The observer, installed once per page. A string: tsx's keepNames would wrap functions in a `__name` the page lacks. */
const OBSERVE = `(() => {
  window.__interactions = new Map();
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      window.__interactions.set(e.interactionId, Math.max(window.__interactions.get(e.interactionId) ?? 0, e.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
})()`;

/**
 * Clicks the completion checkbox of the first `COMPLETIONS` to-dos on the list (each after the previous write
 * answered) and returns each click's interaction duration in ms. A click the browser reports no entry for took
 * under 16 ms and counts as 16 (an upper bound). `navigate: false` starts on the /todo already open (a profile
 * traces the clicks only).
 */
export async function completionInteractions(page: Page, baseUrl: string, { navigate = true } = {}): Promise<number[]> {
  if (navigate) await page.goto(`${baseUrl}/todo`);
  const items = page.getByTestId('todo-item');
  await items.first().waitFor({ timeout: 60_000 });
  if (navigate) await page.waitForTimeout(500);
  await page.evaluate(OBSERVE);
  const titles = (await items.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''))).slice(0, COMPLETIONS);
  const out: number[] = [];
  for (const title of titles) {
    const box = page.locator(`[data-testid="todo-item"][aria-label="${title.replace(/"/g, '\\"')}"] input[type="checkbox"]`).first();
    const before = (await page.evaluate('window.__interactions.size')) as number;
    const write = page.waitForResponse((r) => r.url().includes('/api/todos') && r.request().method() !== 'GET', { timeout: 30_000 }).catch(() => null);
    await box.click();
    await write;
    // Event timing entries arrive after the next paint: give them two frames and a moment.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await page.waitForTimeout(200);
    const durations = (await page.evaluate('[...window.__interactions.values()]')) as number[];
    out.push(durations.length > before ? Math.max(...durations.slice(before)) : 16);
  }
  return out;
}
