import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserServer } from 'playwright-core';

/** Debian's Chromium (CHROME_PATH or /usr/bin/chromium); never a downloaded browser. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  const found = candidates.find((p) => existsSync(p));
  if (!found) {
    throw new Error('Chromium not found. Install it with: apt-get update && apt-get install -y chromium fonts-noto-cjk (or set CHROME_PATH).');
  }
  return found;
}

const LAUNCH = () => ({
  executablePath: chromiumPath(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--lang=ko-KR'],
  headless: true,
});

/** A Chromium of this process's own. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(LAUNCH());
}

/** A Chromium other processes connect to (the runner's, shared by every test file: `E2E_BROWSER_WS`). */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer(LAUNCH());
}

/**
 * The run's browser: under the runner (`run.ts`) a connection to its one Chromium, so a file does not pay for a
 * launch; run alone (`node --test tests/x.e2e.test.ts`), a Chromium of its own. Either way `close()` when done
 * (on a connection it disconnects and closes this file's contexts). Each test keeps its own browser context.
 */
export function testBrowser(): Promise<Browser> {
  const endpoint = process.env.E2E_BROWSER_WS;
  return endpoint ? chromium.connect(endpoint) : launchChromium();
}

export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;
