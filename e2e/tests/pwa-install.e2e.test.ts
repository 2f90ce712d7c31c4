import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { chromium, type BrowserContext } from 'playwright-core';
import { chromiumPath } from '../src/chromium';
import { eventuallyEqual } from '../src/eventually';
import { registerUser, signInContext } from '../src/session';
import { useRun } from '../src/use-run';

// As in offline.e2e: context.setOffline does not cut a service worker's own requests (microsoft/playwright#2311),
// so the worker's requests are aborted too while "offline" (this file launches its own Chromium for that).
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';

const run = useRun();

interface Icon { src: string; sizes: string; type: string; purpose?: string }
interface Manifest { name: string; short_name: string; start_url: string; scope: string; display: string; theme_color: string; background_color: string; icons: Icon[] }

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

async function manifest(): Promise<Manifest> {
  const res = await fetch(`${run.server.url}/manifest.webmanifest`);
  assert.equal(res.status, 200);
  return (await res.json()) as Manifest;
}

/**
 * Lighthouse 12 removed its PWA category (Lighthouse 13 in bench/ has none), so what it checked is asserted here:
 * the manifest's fields and icons, Chromium's own installability verdict, and the start URL opening offline.
 */
describe('installable app (issue 24)', () => {
  it('the manifest names the app, a standalone display, its start URL and scope, colours, and PNG icons of 192 and 512 px', async () => {
    const m = await manifest();
    assert.ok(m.name && m.short_name);
    assert.deepEqual([m.display, m.start_url, m.scope], ['standalone', '/home', '/']);
    assert.match(m.theme_color, /^#[0-9a-f]{6}$/i);
    assert.match(m.background_color, /^#[0-9a-f]{6}$/i);
    for (const size of [192, 512]) {
      const icon = m.icons.find((i) => i.sizes === `${size}x${size}` && i.type === 'image/png' && (i.purpose ?? 'any').split(' ').includes('any'));
      assert.ok(icon, `a ${size} px icon`);
      const bytes = Buffer.from(await (await fetch(new URL(icon.src, run.server.url))).arrayBuffer());
      assert.deepEqual([...bytes.subarray(0, 8)], PNG_SIGNATURE);
      assert.deepEqual([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], [size, size], 'the PNG is as large as the manifest says');
    }
    assert.ok(m.icons.some((i) => i.purpose?.split(' ').includes('maskable')), 'a maskable icon');
  });

  it('signed in, Chromium finds no installability error, and the start URL opens offline from the service worker', { timeout: 300_000 }, async () => {
    const { start_url: start } = await manifest();
    const user = await registerUser(run.server.url, 'pwaoff');
    // A persistent profile: Chromium never offers installing from an incognito context.
    const profile = mkdtempSync(path.join(tmpdir(), 'haru-pwa-offline-'));
    let context: BrowserContext | undefined;
    try {
      context = await chromium.launchPersistentContext(profile, { executablePath: chromiumPath(), headless: true, args: ['--no-sandbox'], locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
      await signInContext(context, user);
      const page = await context.newPage();
      await page.goto(`${run.server.url}${start}`);
      // Installing precaches the shell: slow on a loaded machine.
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 120_000 });
      await page.reload();
      const registry = (await (await fetch(`${run.server.url}/remotes.json`)).json()) as { remotes: { name: string; version: string; entry: string }[] };
      const home = registry.remotes.find((r) => r.name === 'mf_home')!;
      // The worker opens the version's cache before it fetches the files and stores the manifest after them all:
      // wait for the manifest, not for the cache's name, before the network goes. (Read in a loop: Playwright's
      // waitForFunction does not await a predicate's promise, so an async predicate passes at once.)
      await eventuallyEqual(() => page.evaluate(
        async ([name, entry]) => Boolean(await (await caches.open(name)).match(new URL(entry, location.origin).href)),
        [`haru-remote-${home.name}@${home.version}`, home.entry],
      ), true, 60_000);
      assert.equal(await page.locator('link[rel="manifest"]').getAttribute('href'), '/manifest.webmanifest');
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
      assert.deepEqual(installabilityErrors, []);

      // No network from here on: every request of the page and of the worker fails.
      const cut: string[] = [];
      await context.route('**', (route) => {
        if (route.request().serviceWorker()) cut.push(new URL(route.request().url()).pathname);
        return route.abort('internetdisconnected');
      });
      const response = await page.goto(`${run.server.url}${start}`);
      assert.equal(response?.status(), 200);
      assert.ok(response?.fromServiceWorker(), 'answered by the service worker');
      assert.ok(cut.includes(start), 'the worker tried the network for the page first');
      await page.locator('[data-remote-root="mf_home"]').waitFor();
      await page.getByRole('navigation').first().waitFor();
    } finally {
      await context?.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
