// Public API: start an embedded MongoDB-compatible server on a data directory.
import { CursorManager } from './engine/cursors';
import { Engine } from './engine/database';
import { DataStore } from './journal/store';
import { WireServer } from './server';
import { sweepExpired } from './engine/ttl';
import type { ConnectionTimeouts } from './wire/deadlines';
import { prepareSocket, type UnixSocket } from './wire/unix-socket';

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
  /**
   * Listen on a Unix socket instead of TCP, so only this OS user can connect: `true` puts it in the (0700) data
   * directory, a string names the path. The socket is made 0600. `port` and `host` are then ignored.
   */
  socket?: true | string;
  /** close connections idle this long (default 10 min) or stuck in a half-sent message this long (default 30 s); 0 = never */
  timeouts?: Partial<ConnectionTimeouts>;
}

export interface EmbeddedMongo {
  uri: string;
  /** 0 when listening on a Unix socket */
  port: number;
  /** the TCP host, or the Unix socket's path */
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
  const server = new WireServer({ engine, cursors, commit: () => store.commit(), log, timeouts: options.timeouts });
  let port: number;
  let socket: UnixSocket | undefined;
  try {
    socket = options.socket ? await prepareSocket(options.socket, options.dataDir) : undefined;
    port = await server.listen(socket ? { path: socket.path } : { port: options.port ?? 0, host });
    await socket?.secure();
  } catch (err) {
    await server.close().catch(() => {});
    await socket?.cleanup();
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
      await socket?.cleanup();
      cursors.close();
      await store.close();
    })();
    return stopped;
  };
  if (socket) return { uri: socket.uri, port, host: socket.path, stop, engine, store };
  const uriHost = host.includes(':') ? `[${host}]` : host;
  return { uri: `mongodb://${uriHost}:${port}/`, port, host, stop, engine, store };
}

export { startEmbeddedMongoWorker, type EmbeddedMongoWorker, type EmbeddedMongoWorkerOptions } from './worker/host';
export { Engine } from './engine/database';
export { MongoServerError } from './engine/errors';
