import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { VIEWPORTS } from '../src/chromium';
import { registerUser, type E2eUser } from '../src/session';
import { goInApp } from '../src/in-app';
import { sharedPage } from '../src/shared-page';
import { useRun } from '../src/use-run';

// Brand-coloured checkboxes, radios and focus rings (issue 18).

let user: E2eUser;

const run = useRun(async () => {
  user = await registerUser(run.server.url, 'brand');
});
const shared = sharedPage(run);

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
    let page: Page;
    before(async () => { page = await shared.open(user, viewport, '/todo/add'); });

    it('checkboxes and radios take the brand colour, and a keyboard focus ring is brand-coloured', async () => {
      const radio = page.getByRole('radio').first();
      await radio.waitFor();
      const colour = await brand(page);
      assert.equal(await accentOf(radio), colour, 'radio');

      await goInApp(page, '/json-formatter');
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
