import type { Page } from 'playwright-core';

/**
 * Waits until a keyboard drag that has just been picked up (its Korean announcement shown) takes the arrow keys.
 * dnd-kit's keyboard sensor starts listening for keys in a `setTimeout` after the pick-up, and the announcement can
 * render before that timer runs; a key sent in between is lost (seen under load: home's section drag waited 30 s
 * for a move that never came). A timer set in the page now runs after dnd-kit's, which was set first.
 */
export async function dragListening(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => { setTimeout(resolve, 0); }));
}
