import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { call, spawnServer } from './spawn-server';

/**
 * The issue-17 case through the real server: one flipped byte in the middle of the embedded database's journal used
 * to drop every later to-do silently. Now the start fails naming the file and offset, the journal is left as it was,
 * and `mongo-embedded repair` gets back everything but the damaged record.
 */
const REPAIR = path.resolve(__dirname, '../../../packages/mongo-embedded/bin/mongo-embedded.mjs');
const COUNT = 40;
const dataDir = mkdtempSync(path.join(tmpdir(), 'haru-journal-damage-'));
const dbDir = path.join(dataDir, 'db');
const user = { username: 'damage1', email: 'damage1@example.com', password: 'password123' };
const title = (i: number) => `damage-${i} 손상`;

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function titles(url: string): Promise<string[]> {
  const login = await call(`${url}/api/auth/login`, 'POST', { username: user.username, password: user.password });
  const list = await call(`${url}/api/todos`, 'GET', undefined, login.body.access_token);
  expect(list.status).toBe(200);
  return (list.body as { title: string }[]).map((t) => t.title).sort();
}

describe('a journal damaged in the middle', () => {
  it('refuses the start with the file and offset, keeps the file, and repair salvages every other to-do', async () => {
    const first = await spawnServer(dataDir);
    const reg = await call(`${first.url}/api/auth/register`, 'POST', user);
    for (let i = 0; i < COUNT; i++) {
      expect((await call(`${first.url}/api/todos`, 'POST', { title: title(i) }, reg.body.access_token)).status).toBe(201);
    }
    await first.stop();

    const file = path.join(dbDir, readdirSync(dbDir).find((f) => f.startsWith('journal-'))!);
    const journal = readFileSync(file);
    const at = journal.lastIndexOf(Buffer.from(title(20)));
    journal[at] ^= 0x01;
    writeFileSync(file, journal);

    const refused = await spawnServer(dataDir).then(() => 'started', (err: Error) => err.message);
    expect(refused).toMatch(/server exited with 1/);
    expect(refused).toContain(`journal ${file} is damaged at byte`);
    expect(refused).toContain(`npx mongo-embedded repair --data ${dbDir}`);
    expect(readFileSync(file).equals(journal)).toBe(true);

    const { stdout } = await promisify(execFile)(process.execPath, [REPAIR, 'repair', '--data', dbDir], { timeout: 60_000 });
    expect(stdout).toMatch(/damaged bytes at byte \d+ \(checksum mismatch\)/);
    const again = await spawnServer(dataDir);
    try {
      expect(await titles(again.url)).toEqual(Array.from({ length: COUNT }, (_, i) => title(i)).filter((t) => t !== title(20)).sort());
    } finally {
      await again.stop();
    }
  }, 180_000);
});
