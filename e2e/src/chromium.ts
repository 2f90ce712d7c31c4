import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (CHROME_PATH or /usr/bin/chromium); never a downloaded browser. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  const found = candidates.find((p) => existsSync(p));
  if (!found) {
    throw new Error('Chromium not found. Install it with: apt-get update && apt-get install -y chromium fonts-noto-cjk (or set CHROME_PATH).');
  }
  return found;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--lang=ko-KR'],
    headless: true,
  });
}

export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;
