// Runs inside the worker thread: the whole server (TCP, engine, journal) on this thread's event loop.
// Talks to the host over parentPort: ready/error once at start, log lines, and stop → stopped.
import { parentPort, workerData } from 'node:worker_threads';
import { startEmbeddedMongo, type EmbeddedMongoOptions } from '../index';
import type { FromWorker, ToWorker } from './protocol';

const port = parentPort!;
const send = (msg: FromWorker) => port.postMessage(msg);
const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

async function main(): Promise<void> {
  const options = workerData as EmbeddedMongoOptions;
  let server;
  try {
    server = await startEmbeddedMongo({ ...options, log: (msg) => send({ type: 'log', msg }) });
  } catch (err) {
    send({ type: 'error', message: message(err) });
    port.close();
    return;
  }
  const running = server;
  port.on('message', (msg: ToWorker) => {
    if (msg.type !== 'stop') return;
    running.stop().then(
      () => send({ type: 'stopped' }),
      (err) => send({ type: 'stopped', error: message(err) }),
    ).finally(() => port.close());
  });
  send({ type: 'ready', port: running.port, host: running.host, uri: running.uri });
}

void main();
