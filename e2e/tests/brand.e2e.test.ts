import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { testBrowser, VIEWPORTS } from '../src/chromium';
import { testServer, type AppServer } from '../src/server';
import { registerUser, signInContext, type E2eUser } from '../src/session';
import { newContext } from '../src/context';

// Brand-coloured checkboxes, radios and focus rings (issue 18).

let browser: Browser;
let server: AppServer;
let user: E2eUser;

before(async () => {
  browser = await testBrowser();
  server = await testServer();
  user = await registerUser(server.url, 'brand');
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

/** The brand colour as the browser computes it ('rgb(67, 56, 202)'), per theme. */
const brand = (page: Page) => page.evaluate(() => {
  const probe = document.createElement('span');
  probe.style.color = 'var(--haru-primary)';
  document.body.append(probe);
  const rgb = getComputedStyle(probe).color;
  probe.remove();
  return rgb;
});
const accentOf = (control: Locator) => control.evaluate((el) => getComputedStyle(el).accentColor);
/** The channels of 'rgb(67, 56, 202)', to find them in an outline or a box-shadow whatever its alpha. */
const channels = (rgb: string) => rgb.replace(/^rgba?\(|\)$/g, '').split(',').slice(0, 3).map((c) => c.trim()).join(', ');

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  describe(`brand colours at ${viewport.width} px (${name})`, () => {
    let context: BrowserContext;
    let page: Page;
    before(async () => {
      context = await newContext(browser, viewport);
      await signInContext(context, user);
      page = await context.newPage();
    });
    after(() => context?.close());

    it('checkboxes and radios take the brand colour, and a keyboard focus ring is brand-coloured', async () => {
      await page.goto(`${server.url}/todo/add`);
      const radio = page.getByRole('radio').first();
      await radio.waitFor();
      const colour = await brand(page);
      assert.equal(await accentOf(radio), colour, 'radio');

      await page.goto(`${server.url}/json-formatter`);
      const checkbox = page.getByLabel('키 정렬 (하위 객체 포함)');
      assert.equal(await accentOf(checkbox), colour, 'checkbox');
      await checkbox.focus();
      await page.keyboard.press('Tab');
      const ring = await page.evaluate(() => {
        const s = getComputedStyle(document.activeElement as Element);
        return `${s.outlineStyle !== 'none' ? s.outlineColor : ''} ${s.boxShadow}`;
      });
      assert.ok(ring.includes(channels(colour)), `focus ring ${ring} is not the brand colour ${colour}`);
    });
  });
}
