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
export async function connectDatabase(opts: { uri?: string; dataDir: string; logger: Logger }): Promise<Database> {
  let uri: string;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (opts.uri) {
    uri = opts.uri;
  } else {
    // In a worker thread: the database's CPU (BSON, queries, journal) runs beside the HTTP event loop, not on it.
    // EMBEDDED_DB_THREAD=main keeps it on the main thread (one core only, or to compare: the hop costs some CPU).
    const { startEmbeddedMongo, startEmbeddedMongoWorker } = await import('mongo-embedded');
    const start = process.env.EMBEDDED_DB_THREAD === 'main' ? startEmbeddedMongo : startEmbeddedMongoWorker;
    const server = await start({ dataDir: path.resolve(opts.dataDir, 'db') });
    uri = server.uri;
    stopEmbedded = () => server.stop();
    opts.logger.info({ dataDir: opts.dataDir }, 'embedded MongoDB-compatible server started');
  }
  // The embedded server's URI names no database; a MONGODB_URI names its own.
  await mongoose.connect(uri, { serverSelectionTimeoutMS: 5000, ...(stopEmbedded ? { dbName: 'haru' } : {}) });
  return {
    uri,
    embedded: Boolean(stopEmbedded),
    async close() {
      await mongoose.disconnect();
      await stopEmbedded?.();
    },
  };
}

/** Whether the database answers right now (for /api/health). */
export async function pingDatabase(timeoutMs = 1500): Promise<boolean> {
  const db = mongoose.connection.db;
  if (mongoose.connection.readyState !== 1 || !db) return false;
  const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs).unref());
  const ping = Promise.resolve().then(() => db.admin().ping()).then(() => true, () => false);
  return Promise.race([ping, timeout]);
}
