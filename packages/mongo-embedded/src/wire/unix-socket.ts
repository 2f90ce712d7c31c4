// The Unix socket a server listens on when only this OS user may connect: inside the 0700 data directory,
// itself 0600. Paths over the OS limit (sun_path: 108 bytes on Linux, 104 on macOS) use a fresh 0700
// directory under the OS temp directory instead.
import { chmod, lstat, mkdtemp, rm, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import net from 'node:net';
import { join, resolve } from 'node:path';

export const SOCKET_FILE = 'mongo-embedded.sock';
const MAX_PATH = 100;

export interface UnixSocket { path: string; uri: string; secure(): Promise<void>; cleanup(): Promise<void> }

/**
 * `true` → the data directory's socket; a string → that path. Call only while holding the data directory's lock:
 * a socket file left by a killed server is removed here (at another path, only when nothing answers on it).
 */
export async function prepareSocket(option: true | string, dataDir: string): Promise<UnixSocket> {
  let path = resolve(option === true ? join(dataDir, SOCKET_FILE) : option);
  let tempDir: string | undefined;
  if (option === true && Buffer.byteLength(path) > MAX_PATH) {
    tempDir = await mkdtemp(join(tmpdir(), 'mongo-embedded-'));
    path = join(tempDir, SOCKET_FILE);
  }
  const stale = await lstat(path).catch(() => undefined);
  if (stale?.isSocket() && (option === true || !(await answers(path)))) await unlink(path);
  return {
    path,
    // the driver treats a host ending in .sock as a Unix socket path
    uri: `mongodb://${encodeURIComponent(path)}/`,
    secure: () => chmod(path, 0o600),
    cleanup: async () => {
      if (tempDir) await rm(tempDir, { recursive: true, force: true });
    },
  };
}

function answers(path: string): Promise<boolean> {
  return new Promise((done) => {
    const probe = net.connect(path, () => {
      probe.destroy();
      done(true);
    });
    probe.on('error', () => done(false));
  });
}
