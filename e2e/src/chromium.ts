import { existsSync, readFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserServer } from 'playwright-core';
import { countContexts } from './report';

/** Debian's Chromium (CHROME_PATH or /usr/bin/chromium); never a downloaded browser. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  const found = candidates.find((p) => existsSync(p));
  if (!found) {
    throw new Error('Chromium not found. Install it with: apt-get update && apt-get install -y chromium fonts-noto-cjk (or set CHROME_PATH).');
  }
  return found;
}

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--lang=ko-KR'];

/**
 * Playwright's own `--disable-features=…` switch, read from the command line of a Chromium it starts (once per
 * process). Chromium honours only the last `--disable-features`, and Playwright's list holds features its request
 * interception needs, so ours is added to that list instead of given as a second switch.
 */
let playwrightFeatures: Promise<string> | null = null;
function defaultDisabledFeatures(): Promise<string> {
  playwrightFeatures ??= (async () => {
    const probe = await chromium.launchServer({ executablePath: chromiumPath(), args: ARGS, headless: true });
    const argv = readFileSync(`/proc/${probe.process().pid}/cmdline`, 'utf8').split('\0');
    await probe.close();
    const found = argv.find((a) => a.startsWith('--disable-features='));
    if (!found) throw new Error('Playwright no longer passes --disable-features: review LAUNCH in e2e/src/chromium.ts');
    return found;
  })();
  return playwrightFeatures;
}

/**
 * No spare renderer: Chromium otherwise starts a renderer in advance for the next site, which every new browser
 * context (one per test) then pays for again; without it a context costs about a fifth less CPU (docs/architecture.md, Tests).
 */
async function LAUNCH() {
  const features = await defaultDisabledFeatures();
  return {
    executablePath: chromiumPath(),
    args: [...ARGS, `${features},SpareRendererForSitePerProcess`],
    ignoreDefaultArgs: [features],
    headless: true,
  };
}

/** A Chromium of this process's own. */
export async function launchChromium(): Promise<Browser> {
  return countContexts(await chromium.launch(await LAUNCH()));
}

/** A Chromium other processes connect to (the runner's, shared by every test file: `E2E_BROWSER_WS`). */
export async function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer(await LAUNCH());
}

/**
 * The run's browser: under the runner (`run.ts`) a connection to its one Chromium, so a file does not pay for a
 * launch; run alone (`node --test tests/x.e2e.test.ts`), a Chromium of its own. Either way `close()` when done
 * (on a connection it disconnects and closes this file's contexts). Each test keeps its own browser context.
 */
export function testBrowser(): Promise<Browser> {
  const endpoint = process.env.E2E_BROWSER_WS;
  return endpoint ? chromium.connect(endpoint).then(countContexts) : launchChromium();
}

export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;
