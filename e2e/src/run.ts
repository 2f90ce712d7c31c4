// The e2e runner (npm test -w e2e): one API server and one Chromium for the whole run, shared by every test
// file (each test makes its own user and browser context), instead of one of each per file. Files that need a
// server with other settings (platform, tools, the app-install case) still start their own.
//   node --import tsx src/run.ts [tests/a.e2e.test.ts …]     E2E_CONCURRENCY=n runs n files at once (default: 2, or
// 1 on a single core). Files share nothing but the server and browser: each test makes its own user and context.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { launchChromiumServer } from './chromium';
import { startServer } from './server';

const DIR = path.resolve(__dirname, '..');
const files = process.argv.length > 2
  ? process.argv.slice(2)
  : readdirSync(path.join(DIR, 'tests')).filter((f) => f.endsWith('.e2e.test.ts')).sort().map((f) => path.join('tests', f));
const concurrency = process.env.E2E_CONCURRENCY ?? String(Math.min(2, availableParallelism()));

async function main(): Promise<number> {
  const [server, browser] = await Promise.all([startServer(), launchChromiumServer()]);
  try {
    return await new Promise<number>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, '--test-reporter=spec', ...files], {
        cwd: DIR,
        stdio: 'inherit',
        env: { ...process.env, E2E_SERVER_URL: server.url, E2E_BROWSER_WS: browser.wsEndpoint() },
      });
      for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
      child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    });
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().then((code) => process.exit(code), (error: unknown) => {
  console.error(error);
  process.exit(1);
});
