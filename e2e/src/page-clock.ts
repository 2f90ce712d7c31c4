import type { Page } from 'playwright-core';

/** What to watch: a CSS selector, and optionally text the matching element must contain. */
export type Watched = Record<string, { selector: string; text?: string }>;
export type Marks = Record<string, { shown?: number; hidden?: number }>;

/**
 * Runs in the page. Records, on the page's own clock (performance.now()), when each watched element first appears
 * and when it next disappears. Durations measured this way do not include the round trips between the test and
 * Chromium, which on a busy machine can add or hide half a second.
 * Kept as source text: tsx would wrap the inner functions in a `__name` helper that does not exist in the page.
 */
const WATCH = `(watched) => {
  const marks = (window.__marks = {});
  const present = ({ selector, text }) =>
    Array.from(document.querySelectorAll(selector)).some((el) => text === undefined || (el.textContent || '').includes(text));
  const check = () => {
    const now = performance.now();
    for (const [name, spec] of Object.entries(watched)) {
      const mark = (marks[name] = marks[name] || {});
      const here = present(spec);
      if (here && mark.shown === undefined) mark.shown = now;
      else if (!here && mark.shown !== undefined && mark.hidden === undefined) mark.hidden = now;
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  check();
}`;

const script = (watched: Watched): string => `(${WATCH})(${JSON.stringify(watched)})`;

/** Starts watching from the next page load (call before goto). */
export async function watchFromLoad(page: Page, watched: Watched): Promise<void> {
  await page.addInitScript(script(watched));
}

/** Starts watching the page as it is now. */
export async function watchNow(page: Page, watched: Watched): Promise<void> {
  await page.evaluate(script(watched));
}

export async function marks(page: Page): Promise<Marks> {
  return page.evaluate(() => (window as unknown as { __marks: Marks }).__marks);
}
