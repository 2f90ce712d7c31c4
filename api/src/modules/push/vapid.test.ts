import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../config';
import { resolveVapidKeys } from './vapid';

describe('VAPID keys', () => {
  let dir: string;
  beforeEach(() => { dir = mkdtempSync(path.join(tmpdir(), 'haru-vapid-')); });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('are generated once into the data directory, owner-only (0600) whatever the umask, and reused', () => {
    const old = process.umask(0);
    try {
      const dataDir = path.join(dir, 'data');
      const first = resolveVapidKeys(loadConfig({ DATA_DIR: dataDir }));
      expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
      expect(statSync(path.join(dataDir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(resolveVapidKeys(loadConfig({ DATA_DIR: dataDir }))).toEqual(first);
    } finally {
      process.umask(old);
    }
  });

  it('come from the environment when given (processes sharing a database), both or neither', () => {
    const publicKey = `B${'A'.repeat(86)}`;
    const privateKey = 'A'.repeat(43);
    expect(resolveVapidKeys(loadConfig({ DATA_DIR: dir, VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: 'https://haru.example' })))
      .toEqual({ subject: 'https://haru.example', publicKey, privateKey });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow(ConfigError);
    expect(() => loadConfig({ VAPID_SUBJECT: 'haru@example.com' })).toThrow(/VAPID_SUBJECT/);
  });
});
