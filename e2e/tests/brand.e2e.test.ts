import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { VIEWPORTS } from '../src/chromium';
import { registerUser, signInContext, type E2eUser } from '../src/session';
import { newContext } from '../src/context';
import { useRun } from '../src/use-run';

// Brand-coloured checkboxes, radios and focus rings (issue 18).

let user: E2eUser;

const run = useRun(async () => {
  user = await registerUser(run.server.url, 'brand');
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
      context = await newContext(run.browser, viewport);
      await signInContext(context, user);
      page = await context.newPage();
    });
    after(() => context?.close());

    it('checkboxes and radios take the brand colour, and a keyboard focus ring is brand-coloured', async () => {
      await page.goto(`${run.server.url}/todo/add`);
      const radio = page.getByRole('radio').first();
      await radio.waitFor();
      const colour = await brand(page);
      assert.equal(await accentOf(radio), colour, 'radio');

      await page.goto(`${run.server.url}/json-formatter`);
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
