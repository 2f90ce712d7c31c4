import type { Locator, Page } from 'playwright-core';

/**
 * The user's actions in a walkthrough, counted as they happen: every click, fill (typing a value into one field)
 * and key press goes through here. Waiting and reading the screen are free.
 */
export function actionCounter(page: Page) {
  const log: string[] = [];
  const note = (what: string) => { log.push(what); };
  return {
    async open(path: string, baseUrl: string) { note(`open ${path}`); await page.goto(`${baseUrl}${path}`); },
    async click(target: Locator, what: string) { note(`click ${what}`); await target.click(); },
    async fill(target: Locator, text: string) { note(`fill ${text}`); await target.fill(text); },
    async press(target: Locator, key: string) { note(`press ${key}`); await target.press(key); },
    get count() { return log.length; },
    get log() { return [...log]; },
  };
}
export type ActionCounter = ReturnType<typeof actionCounter>;
