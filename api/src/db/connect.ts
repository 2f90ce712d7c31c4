import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import type { Logger } from 'pino';

export interface Database { uri: string; embedded: boolean; close(): Promise<void> }

mongoose.set('strictQuery', 'throw');
mongoose.set('sanitizeFilter', true);

/**
 * MONGODB_URI set → that MongoDB. Unset → the embedded MongoDB-compatible server with data under dataDir,
 * so `npm start` and the tests need no MongoDB installed.
 */
export interface DatabaseOptions {
  uri?: string;
  dataDir: string;
  logger: Logger;
  /** where the embedded database runs (EMBEDDED_DB_THREAD); unset → by core count */
  thread?: 'main' | 'worker';
  /** the built worker script when the API runs compiled (dist/db-worker.js); unset → TypeScript through tsx */
  workerFile?: string;
  /** an embedded server another process already runs (the cluster primary's): connect to it, never stop it */
  embeddedUri?: string;
}

export interface EmbeddedDatabase { uri: string; stop(): Promise<void> }

/** Starts the embedded server on `dataDir/db`, on a Unix socket (0600, in the 0700 data directory): only this OS user can connect. */
export async function startEmbeddedDatabase(opts: Omit<DatabaseOptions, 'uri' | 'embeddedUri'>): Promise<EmbeddedDatabase> {
  const { startEmbeddedMongo, startEmbeddedMongoWorker } = await import('mongo-embedded');
  const start = embeddedThread(opts.thread) === 'worker' ? startEmbeddedMongoWorker : startEmbeddedMongo;
  const server = await start({ dataDir: path.resolve(opts.dataDir, 'db'), socket: true, workerFile: opts.workerFile });
  opts.logger.info({ dataDir: opts.dataDir }, 'embedded MongoDB-compatible server started');
  return { uri: server.uri, stop: () => server.stop() };
}

export async function connectDatabase(opts: DatabaseOptions): Promise<Database> {
  let uri: string;
  let stopEmbedded: (() => Promise<void>) | undefined;
  const embedded = !opts.uri;
  if (opts.uri) {
    uri = opts.uri;
  } else if (opts.embeddedUri) {
    uri = opts.embeddedUri;
  } else {
    const server = await startEmbeddedDatabase(opts);
    uri = server.uri;
    stopEmbedded = () => server.stop();
  }
  // The embedded server's URI names no database; a MONGODB_URI names its own.
  await mongoose.connect(uri, { serverSelectionTimeoutMS: 5000, ...(embedded ? { dbName: 'haru' } : {}) });
  return {
    uri,
    embedded,
    async close() {
      await mongoose.disconnect();
      await stopEmbedded?.();
    },
  };
}

/**
 * Where the embedded database runs. A worker thread moves its CPU (BSON, queries, journal) off the HTTP event loop
 * onto another core; the hop itself costs CPU, so with a single core it stays on the main thread. Measured on this
 * 2-core machine, quiet (bench, 2026-11-22): cached GET /api/todos 0.34 of the bare node:http ceiling in a worker
 * vs 0.26 on the main thread, p99 20 ms in both. When other work already fills the second core the main thread
 * did better (p99 24 vs 77 ms): EMBEDDED_DB_THREAD=main|worker (config.ts) decides explicitly.
 */
export function embeddedThread(chosen?: 'main' | 'worker', cores = os.availableParallelism()): 'main' | 'worker' {
  return chosen ?? (cores >= 2 ? 'worker' : 'main');
}

/** Whether the database answers right now (for /api/health). */
export async function pingDatabase(timeoutMs = 1500): Promise<boolean> {
  const db = mongoose.connection.db;
  if (mongoose.connection.readyState !== 1 || !db) return false;
  const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs).unref());
  const ping = Promise.resolve().then(() => db.admin().ping()).then(() => true, () => false);
  return Promise.race([ping, timeout]);
}
