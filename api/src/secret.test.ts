import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from './config';
import { resolveJwtSecret } from './secret';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'haru-secret-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const mode = (p: string) => statSync(p).mode & 0o777;

describe('resolveJwtSecret', () => {
  it('when no JWT_SECRET is set, then the generated secret is 0600 in a 0700 data directory, whatever the umask', () => {
    const dataDir = path.join(root, 'data');
    const old = process.umask(0);
    try {
      const secret = resolveJwtSecret(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }));
      expect(secret.length).toBeGreaterThanOrEqual(64);
      expect([mode(dataDir), mode(path.join(dataDir, 'jwt-secret'))]).toEqual([0o700, 0o600]);
      expect(resolveJwtSecret(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }))).toBe(secret);
    } finally {
      process.umask(old);
    }
  });

  it('when an older version left the secret readable by others, then it is tightened to 0600 and kept', () => {
    const file = path.join(root, 'jwt-secret');
    writeFileSync(file, 'kept-secret-kept-secret-kept-secret-0123');
    chmodSync(file, 0o644);
    expect(resolveJwtSecret(loadConfig({ NODE_ENV: 'test', DATA_DIR: root }))).toBe('kept-secret-kept-secret-kept-secret-0123');
    expect(mode(file)).toBe(0o600);
  });
});
