// Starts the reference ceiling in its own process, like the real server, so both pay the same IPC-free costs.
import { fork } from 'node:child_process';
import path from 'node:path';
import type { CeilingRoute } from './ceiling-server';

/** `routes`: path (with its query) → the bytes to answer; the ceiling's URLs are `${url}${path}`. */
export async function startCeiling(routes: Record<string, CeilingRoute>): Promise<{ url: string; stop(): Promise<void> }> {
  const child = fork(path.join(__dirname, 'ceiling-server.ts'), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve(m.port));
    child.once('exit', (code) => reject(new Error(`ceiling server exited with ${code}`)));
    child.send({ routes });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
