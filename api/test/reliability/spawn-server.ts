import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const MAIN = path.resolve(__dirname, '../../src/main.ts');

export interface Spawned { url: string; child: ChildProcess; output: () => string; kill9: () => Promise<void>; stop: () => Promise<void> }

/** The real one-port server (api/src/main.ts) in its own process, on the embedded database in `dataDir`. */
export async function spawnServer(dataDir: string, env: NodeJS.ProcessEnv = {}, startTimeoutMs = 60_000): Promise<Spawned> {
  const child = fork(MAIN, [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', JWT_SECRET: 'reliability-secret-reliability-secret-01', ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let out = '';
  child.stdout!.on('data', (d) => { out += String(d); });
  child.stderr!.on('data', (d) => { out += String(d); });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start within ${startTimeoutMs / 1000} s\n${out}`)), startTimeoutMs);
    child.on('message', (m: { type?: string; port?: number }) => {
      if (m?.type === 'listening' && m.port) {
        clearTimeout(timer);
        resolve(m.port);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}\n${out}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => out,
    async kill9() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

/** fetch + JSON, never throwing on HTTP status (network errors still throw). The body is whatever the API sent. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test reads of arbitrary JSON responses
export async function call(url: string, method: string, body?: unknown, token?: string): Promise<{ status: number; body: any }> {
  const res = await fetch(url, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}
