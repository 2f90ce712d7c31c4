// Starts the reference ceiling in its own process, like the real server, so both pay the same IPC-free costs.
import { fork } from 'node:child_process';
import path from 'node:path';

export async function startCeiling(body: string, contentType: string): Promise<{ url: string; stop(): Promise<void> }> {
  const child = fork(path.join(__dirname, 'ceiling-server.ts'), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve(m.port));
    child.once('exit', (code) => reject(new Error(`ceiling server exited with ${code}`)));
    child.send({ body, contentType });
  });
  return {
    url: `http://127.0.0.1:${port}/api/todos`,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
