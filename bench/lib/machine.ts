// Machine facts for the report: a benchmark figure means little without the box and its load.
import { execSync } from 'node:child_process';
import os from 'node:os';

export interface Machine { date: string; cpu: string; cores: number; memoryGiB: number; node: string; platform: string; loadAverage: number[]; commit: string }

export function machine(): Machine {
  let commit = 'unknown';
  try {
    commit = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
  } catch {
    // not a git checkout: the report says unknown
  }
  return {
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
