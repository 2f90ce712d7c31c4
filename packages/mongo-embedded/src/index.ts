// Public API: start an embedded MongoDB-compatible server on a data directory.
import { CursorManager } from './engine/cursors';
import { Engine } from './engine/database';
import { DataStore } from './journal/store';
import { WireServer } from './server';
import { sweepExpired } from './engine/ttl';

export interface EmbeddedMongoOptions {
  dataDir: string;
  /** 0 (default) picks a free port */
  port?: number;
  /** defaults to loopback only */
  host?: string;
  /** fdatasync before acknowledging writes (default true); false only for throwaway test data */
  sync?: boolean;
  /** journal size that triggers a background compaction (default 64 MiB) */
  compactBytes?: number;
  log?: (msg: string) => void;
  /** how often TTL indexes are swept (default 60 s, as mongod) */
  ttlIntervalMs?: number;
}

export interface EmbeddedMongo {
  uri: string;
  port: number;
  host: string;
  /** stops accepting connections, flushes the journal and releases the data directory */
  stop(): Promise<void>;
  /** for tests and diagnostics */
  engine: Engine;
  store: DataStore;
}

export async function startEmbeddedMongo(options: EmbeddedMongoOptions): Promise<EmbeddedMongo> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? ((msg: string) => console.error(msg));
  const engine = new Engine();
  const store = await DataStore.open(engine, { dataDir: options.dataDir, sync: options.sync, compactBytes: options.compactBytes, log });
  const cursors = new CursorManager();
  const server = new WireServer({ engine, cursors, commit: () => store.commit(), log });
  let port: number;
  try {
    port = await server.listen(options.port ?? 0, host);
  } catch (err) {
    cursors.close();
    await store.close();
    throw err;
  }
  const ttlTimer = setInterval(() => {
    try {
      if (sweepExpired(engine) > 0) store.commit().catch((err) => log(`mongo-embedded: TTL sweep not saved: ${(err as Error).message}`));
    } catch (err) {
      log(`mongo-embedded: TTL sweep failed: ${(err as Error).message}`); // never take the server down
    }
  }, options.ttlIntervalMs ?? 60_000);
  ttlTimer.unref();
  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= (async () => {
      clearInterval(ttlTimer);
      await server.close();
      cursors.close();
      await store.close();
    })();
    return stopped;
  };
  const uriHost = host.includes(':') ? `[${host}]` : host;
  return { uri: `mongodb://${uriHost}:${port}/`, port, host, stop, engine, store };
}

export { startEmbeddedMongoWorker, type EmbeddedMongoWorker, type EmbeddedMongoWorkerOptions } from './worker/host';
export { Engine } from './engine/database';
export { MongoServerError } from './engine/errors';
