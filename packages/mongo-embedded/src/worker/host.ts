// Runs the server in a worker thread, so its CPU (BSON encoding, queries, journal writes) uses another core
// instead of the caller's event loop. Same options and start/stop behaviour as startEmbeddedMongo.
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { EmbeddedMongoOptions } from '../index';
import type { FromWorker, ToWorker } from './protocol';

export interface EmbeddedMongoWorker {
  uri: string;
  port: number;
  host: string;
  /** stops accepting connections, flushes the journal, releases the data directory, ends the thread */
  stop(): Promise<void>;
}

export interface EmbeddedMongoWorkerOptions extends EmbeddedMongoOptions {
  /**
   * The worker died without stop() (a bug in the server). Default: rethrown as an uncaught exception, which
   * ends the process exactly as the same failure would with the server on the main thread.
   */
  onCrash?: (err: Error) => void;
  /**
   * The script the thread runs. Default: entry.mjs beside this file (TypeScript through tsx). A bundled caller
   * passes its built copy of thread.ts (the API's dist/db-worker.js), so production runs plain JavaScript.
   */
  workerFile?: string;
}

const rethrow = (err: Error) => {
  setImmediate(() => {
    throw err;
  });
};

/** Resolves once the server listens; rejects with the server's own message (lock held, port busy, corrupt journal). */
export function startEmbeddedMongoWorker(options: EmbeddedMongoWorkerOptions): Promise<EmbeddedMongoWorker> {
  const { log = (msg: string) => console.error(msg), onCrash = rethrow, workerFile = join(__dirname, 'entry.mjs'), ...data } = options;
  const worker = new Worker(workerFile, { workerData: data });
  let ready = false;
  let stopping: Promise<void> | undefined;
  let stopError: string | undefined;
  let exited = false;
  let crashReported = false;
  // an uncaught error in the worker emits 'error' and then 'exit': report the first only
  const crashed = (err: Error) => {
    if (!ready || stopping || crashReported) return;
    crashReported = true;
    onCrash(err);
  };
  worker.on('error', crashed);
  worker.on('exit', (code) => {
    exited = true;
    crashed(new Error(`mongo-embedded worker exited with code ${code}`));
  });

  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`mongo-embedded worker exited with code ${code} before listening`)));
    worker.on('message', (msg: FromWorker) => {
      if (msg.type === 'log') log(msg.msg);
      else if (msg.type === 'error') reject(new Error(msg.message));
      else if (msg.type === 'stopped') {
        stopError = msg.error;
        // the thread ends by itself once the server is closed; never let a stray handle keep it alive
        setTimeout(() => void worker.terminate(), 2000).unref();
      } else if (msg.type === 'ready') {
        ready = true;
        const stop = () => {
          stopping ??= new Promise<void>((done, fail) => {
            if (exited) return done(); // already gone (a crash handled by onCrash): nothing left to stop
            worker.once('exit', () => (stopError ? fail(new Error(stopError)) : done()));
            worker.postMessage({ type: 'stop' } satisfies ToWorker);
          });
          return stopping;
        };
        resolve({ uri: msg.uri, port: msg.port, host: msg.host, stop });
      }
    });
  });
}
