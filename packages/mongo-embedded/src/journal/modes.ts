// Owner-only permissions for everything in a data directory: the directory 0700, its files 0600.
import { chmod, mkdir, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

export const DIR_MODE = 0o700;
export const FILE_MODE = 0o600;

/** Creates the directory 0700, and tightens it and the files in it when an older version left them readable. */
export async function ensurePrivateDir(dir: string, log: (msg: string) => void): Promise<void> {
  await mkdir(dir, { recursive: true, mode: DIR_MODE });
  await tighten(dir, DIR_MODE, log);
  for (const name of await readdir(dir)) {
    const path = join(dir, name);
    if ((await stat(path)).isFile()) await tighten(path, FILE_MODE, log);
  }
}

async function tighten(path: string, mode: number, log: (msg: string) => void): Promise<void> {
  const current = (await stat(path)).mode & 0o777;
  if ((current & ~mode) === 0) return;
  await chmod(path, mode);
  log(`mongo-embedded: ${path} was readable by others (mode ${current.toString(8)}); now ${mode.toString(8)}`);
}
