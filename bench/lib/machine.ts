// Machine facts for the report: a benchmark figure means little without the box and its load.
import { execFileSync, execSync } from 'node:child_process';
import { chromiumPath } from '../../e2e/src/chromium';
import os from 'node:os';

export interface Machine { date: string; cpu: string; cores: number; memoryGiB: number; node: string; platform: string; loadAverage: number[]; commit: string; browser: string }

export function machine(): Machine {
  let commit = 'unknown';
  try {
    commit = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
  } catch {
    // not a git checkout: the report says unknown
  }
  return {
    browser: browserVersion(),
    date: new Date().toISOString(),
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    loadAverage: os.loadavg().map((x) => Math.round(x * 100) / 100),
    commit,
  };
}

/**
 * The Chromium every browser benchmark runs (Lighthouse, waterfall, screens): a new browser version moves their
 * figures as much as a code change does (issue 25: the 22 Nov tree scores like today's code under Chromium 156).
 */
function browserVersion(): string {
  try {
    return execFileSync(chromiumPath(), ['--version'], { encoding: 'utf8', timeout: 30_000, stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}
