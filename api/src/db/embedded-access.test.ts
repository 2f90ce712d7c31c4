// The API's own embedded database listens on a Unix socket that only the API's OS user can reach.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from '../logger';
import { connectDatabase, pingDatabase } from './connect';

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'haru-db-access-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const mode = (p: string) => statSync(p).mode & 0o777;

/** Connects to the socket from a child process running as `nobody`: 'connected' or the error code. */
function connectAsNobody(socket: string): string {
  const script = "require('net').connect(process.argv[1]).on('connect', () => { console.log('connected'); process.exit(0); })" +
    ".on('error', (e) => { console.log(e.code); process.exit(0); })";
  return spawnSync(process.execPath, ['-e', script, socket], { uid: 65534, gid: 65534, encoding: 'utf8', timeout: 20_000 }).stdout.trim();
}

describe('connectDatabase (embedded)', () => {
  it('when the API starts the embedded database, then it is reachable only through a 0600 socket in the 0700 data directory', async () => {
    const database = await connectDatabase({ dataDir, logger: createLogger('silent') });
    try {
      const socket = path.join(dataDir, 'db', 'mongo-embedded.sock');
      expect(database.uri).toBe(`mongodb://${encodeURIComponent(socket)}/`);
      expect(await pingDatabase()).toBe(true);
      expect([mode(path.join(dataDir, 'db')), mode(socket)]).toEqual([0o700, 0o600]);
      // the tests run as root in the container, which can act as another user; elsewhere the modes are the guard
      if (process.getuid?.() === 0) expect(connectAsNobody(socket)).toBe('EACCES');
    } finally {
      await database.close();
    }
  }, 60_000);
});
