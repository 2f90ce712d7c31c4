// A compiled API (or another build's main.js) in a child process on a fresh data directory, production settings,
// for the benches that measure its CPU from /proc (read-cost, route-cost).
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from '../../e2e/src/server';

export interface ApiProcess { url: string; child: ChildProcess; dir: string; stop(): Promise<void> }

/** `execArgv`: node flags for the server only (a CPU profile, a tsx loader); `env`: settings over the defaults. */
export async function startApiProcess(main: string, o: { execArgv?: string[]; env?: NodeJS.ProcessEnv } = {}): Promise<ApiProcess> {
  const dir = mkdtempSync(path.join(tmpdir(), 'haru-apiproc-'));
  const child = fork(main, [], {
    cwd: ROOT,
    execArgv: o.execArgv ?? [],
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'error', REGISTER_MAX_PER_IP: '10000', WEB_ROOT: ROOT, ...o.env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.on('message', (m: { type?: string; port?: number }) => m?.type === 'listening' && m.port && resolve(m.port));
    child.on('exit', (code) => reject(new Error(`${main} exited with ${code}`)));
  });
  const stop = async () => {
    child.kill('SIGTERM');
    await once(child, 'exit');
    rmSync(dir, { recursive: true, force: true });
  };
  return { url: `http://127.0.0.1:${port}`, child, dir, stop };
}
