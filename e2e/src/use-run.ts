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
 * file runs on its own), then run the file's own `setUp`; afterwards close every context the file opened and let go
 * of both. A file's set-up goes in `setUp`, not in a second top-level `before`: Node 20 starts top-level `before`
 * hooks together, so a second one would not see `run.server` yet (hooks inside a `describe` do wait).
 */
export function useRun(setUp?: () => Promise<void>): Run {
  const run = {} as Run;
  before(async () => {
    [run.browser, run.server] = await Promise.all([testBrowser(), testServer()]);
    await setUp?.();
  });
  after(async () => {
    // The file's contexts first: closing a connection to the run's shared Chromium leaves them open otherwise.
    await Promise.all(run.browser?.contexts().map((c) => c.close()) ?? []);
    await run.browser?.close();
    await run.server?.stop();
  });
  return run;
}
