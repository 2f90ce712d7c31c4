import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import type { Logger } from 'pino';
import type { Config } from './config';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './db/connect';
import { resolveJwtSecret } from './secret';
import { resolveVapidKeys } from './modules/push/vapid';
import { bcryptCapacity, bcryptGate } from './modules/auth/bcrypt-gate';
import { BUILT_DB_WORKER, SHUTDOWN_GRACE_MS, serveApi } from './serve';
import { StampHub, workerStampRelay, type RelayChannel, type RelayMessage, type RelayPeer } from './cache/stamp-relay';
import { applyRelayedStamp, useStampRelay } from './cache/revisions';

/** What a worker asks for once it listens for messages, and what the primary answers (over the cluster's IPC). */
type FromWorker = { type: 'haru:ready' };
type ToWorker = { type: 'haru:start'; embeddedUri?: string; oneTimeJobs: boolean };

/**
 * API_WORKERS > 1: this process is the cluster primary. It creates the secrets' files and starts the embedded
 * database once (unless MONGODB_URI), then forks the API workers, which share the port (the primary hands each new
 * connection to the next worker). A worker that dies after it listened is replaced; one that dies before stops the
 * whole start. SIGTERM/SIGINT: the workers stop gracefully first, then the database.
 */
export async function runPrimary(config: Config, logger: Logger): Promise<void> {
  // Created here, before any worker reads them: two workers never both generate a secret.
  resolveJwtSecret(config);
  resolveVapidKeys(config);
  const database: EmbeddedDatabase | undefined = config.mongodbUri
    ? undefined
    : await startEmbeddedDatabase({ dataDir: config.dataDir, logger, thread: config.embeddedDbThread, workerFile: BUILT_DB_WORKER });

  const live = new Set<Worker>();
  // Each worker keeps the revision stamps in memory (REVISION_STAMPS=memory): the hub passes each one's to the others.
  const stamps = new StampHub((peer) => {
    logger.error('an API worker did not apply a revision stamp in time; stopping it (its replacement reads them afresh)');
    peer.stop();
  });
  const listening = new Set<Worker>();
  let reported = false;
  let stopping = false;
  let exitCode = 0;
  let forceTimer: NodeJS.Timeout | undefined;

  const finish = async () => {
    clearTimeout(forceTimer);
    await database?.stop().catch((err: unknown) => logger.error({ err }, 'stopping the embedded database failed'));
    logger.info('stopped');
    process.exit(exitCode);
  };

  const shutdown = (reason: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    logger.info({ reason }, 'shutting down: the API workers, then the database');
    for (const worker of live) worker.process.kill('SIGTERM');
    forceTimer = setTimeout(() => {
      for (const worker of live) worker.process.kill('SIGKILL');
    }, SHUTDOWN_GRACE_MS + 2_000);
    if (live.size === 0) void finish();
  };

  const fork = (oneTimeJobs: boolean) => {
    const worker = cluster.fork();
    live.add(worker);
    const peer: RelayPeer = {
      send: (message) => worker.isConnected() && worker.send(message),
      stop: () => worker.process.kill('SIGKILL'),
    };
    worker.on('message', (message: FromWorker | RelayMessage) => {
      if (message?.type === 'haru:ready') {
        // It listens for stamps from here on, and serves only after this: no stamp written meanwhile is missed.
        stamps.join(peer);
        worker.send({ type: 'haru:start', embeddedUri: database?.uri, oneTimeJobs } satisfies ToWorker);
      } else stamps.receive(peer, message);
    });
    worker.once('listening', (address) => {
      listening.add(worker);
      if (reported || listening.size < config.apiWorkers) return;
      reported = true;
      logger.info({ port: address.port, workers: config.apiWorkers }, `하루 is listening on http://localhost:${address.port} with ${config.apiWorkers} API processes`);
      process.send?.({ type: 'listening', port: address.port });
    });
    worker.once('exit', (code, signal) => {
      live.delete(worker);
      stamps.leave(peer);
      const listened = listening.delete(worker);
      if (stopping) {
        if (live.size === 0) void finish();
      } else if (!listened) {
        logger.error({ worker: worker.id, code, signal }, 'an API worker stopped before it listened');
        shutdown('a worker failed to start', 1);
      } else {
        logger.error({ worker: worker.id, code, signal }, 'an API worker stopped; starting another');
        fork(false);
      }
    });
  };

  // The first worker runs the one-time jobs; a replacement never does (they ran, and they are idempotent anyway).
  for (let i = 0; i < config.apiWorkers; i += 1) fork(i === 0);
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

/** A cluster worker: asks the primary where the database is and whether it runs the one-time jobs, then serves. */
export async function runWorker(config: Config, logger: Logger): Promise<void> {
  if (config.revisionStamps === 'memory') useStampRelay(workerStampRelay(process as unknown as RelayChannel, applyRelayedStamp));
  const start = await new Promise<ToWorker>((resolve) => {
    const onMessage = (message: ToWorker) => {
      if (message?.type !== 'haru:start') return;
      process.off('message', onMessage);
      resolve(message);
    };
    process.on('message', onMessage);
    process.send!({ type: 'haru:ready' } satisfies FromWorker);
  });
  // Every worker's bcrypt gate takes its share of the spare cores (bcrypt-gate.ts).
  const capacity = bcryptCapacity(os.availableParallelism(), config.apiWorkers);
  bcryptGate.configure({ capacity, maxQueue: 32 * capacity });
  // The primary tells its own parent (the tests' harness) once every worker listens.
  await serveApi({ config, logger, embeddedUri: start.embeddedUri, oneTimeJobs: start.oneTimeJobs, onListening: () => undefined });
}
