// A lock file so two servers never share a data directory. A lock left by a dead process is taken over.
import { openSync, readFileSync, unlinkSync, writeSync, closeSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'mongo-embedded.lock';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface Lock { path: string; release(): void }

export function acquireLock(dataDir: string, log: (msg: string) => void = () => {}): Lock {
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      let released = false;
      return {
        path,
        release() {
          if (released) return;
          released = true;
          try { unlinkSync(path); } catch { /* already gone */ }
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number.parseInt(readFileSafe(path), 10);
      if (Number.isInteger(pid) && pid > 0 && alive(pid)) {
        throw new Error(`mongo-embedded: data directory ${dataDir} is already in use by process ${pid} (lock file ${path})`, { cause: err });
      }
      log(`mongo-embedded: taking over stale lock ${path} (pid ${Number.isNaN(pid) ? '?' : pid} is not running)`);
      try { unlinkSync(path); } catch { /* raced with another starter */ }
    }
  }
  throw new Error(`mongo-embedded: could not acquire lock ${path}`);
}

function readFileSafe(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}
