import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { testBrowser } from './chromium';
import { testServer, type AppServer } from './server';

/** The run's shared Chromium and API server, filled in before the file's first test. */
export interface Run {
  browser: Browser;
  server: AppServer;
}

/**
 * Registers the file's set-up and tear-down: connect to the run's Chromium and API server (or start them when the
 * file runs on its own), and let go of both afterwards. Call it first, at the top of the file, so hooks registered
 * after it can use `run.browser` and `run.server`.
 */
export function useRun(): Run {
  const run = {} as Run;
  before(async () => {
    [run.browser, run.server] = await Promise.all([testBrowser(), testServer()]);
  });
  after(async () => {
    await run.browser?.close();
    await run.server?.stop();
  });
  return run;
}
