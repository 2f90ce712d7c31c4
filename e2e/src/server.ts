import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');
/** The built API (npm run build -w api), run as `npm start` runs it: what is tested is what ships. */
export const API_MAIN = path.join(ROOT, 'api/dist/main.js');

/** What a test needs of the one-port server: where it is, and `stop()` when done with it. */
export interface AppServer { url: string; port: number; stop(): Promise<void> }
export interface RunningServer extends AppServer { dataDir: string; process: ChildProcess; kill(): void }

/**
 * Starts the one-port server (API + shell + remotes) on a free port with a fresh data directory: plain `node` on
 * the built API in production mode, like `npm start`. `startMs`: longer for a big data directory on a busy machine.
 */
export async function startServer(env: NodeJS.ProcessEnv = {}, dataDir = mkdtempSync(path.join(tmpdir(), 'haru-e2e-')), startMs = 60_000): Promise<RunningServer> {
  if (!existsSync(API_MAIN)) throw new Error(`${API_MAIN} is missing: run npm run build -w api (npm test builds it)`);
  const child = fork(API_MAIN, [], {
    cwd: ROOT,
    execArgv: [], // not this runner's --import tsx: plain node
    // Every test user signs up from 127.0.0.1: the sign-up throttle is raised (not turned off) for that.
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn', REGISTER_MAX_PER_IP: '10000', ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL'); // a server left running would keep the test file's process (its parent) from ending
      reject(new Error(`server did not start within ${startMs / 1000} s`));
    }, startMs);
    child.on('message', (m: { type?: string; port?: number }) => {
      if (m?.type === 'listening' && m.port) {
        clearTimeout(timer);
        resolve(m.port);
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    port,
    dataDir,
    process: child,
    kill: () => child.kill('SIGKILL'),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The run's server for tests that need no settings of their own: under the runner (`run.ts`) the one server it
 * started (`E2E_SERVER_URL`; `stop()` leaves it running for the other files), run alone a server of its own.
 * Tests share it safely because each makes its own user, and one user never sees another's data.
 */
export async function testServer(): Promise<AppServer> {
  const url = process.env.E2E_SERVER_URL;
  if (!url) return startServer();
  return { url, port: Number(new URL(url).port), stop: async () => undefined };
}
