import http from 'node:http';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from './config';
import { connectDatabase } from './db/connect';
import { resolveJwtSecret } from './secret';
import { createApi } from './app';
import { mountWeb } from './web/static';
import { backfillProjectProgress } from './modules/wbs/wbs.progress-backfill';
import { createReminderScheduler } from './modules/reminders/reminders.scheduler';
import { systemClock } from './clock';
import { startTrashPurger } from './modules/trash/trash.purger';
import { pushReminders } from './modules/push/push.delivery';
import { resolveVapidKeys } from './modules/push/vapid';
import { backfillSearchEntries } from './modules/search/search.backfill';
import { backfillTodoOrder } from './modules/todos/todos.backfill';

// Source (api/src, through tsx) and build (api/dist, plain node) both sit two levels below the repository root,
// where the built apps live (<root>/<app>/dist). The build ships the database worker beside main.js.
const REPO_ROOT = path.resolve(__dirname, '../..');
export const BUILT_DB_WORKER = path.extname(__filename) === '.js' ? path.join(__dirname, 'db-worker.js') : undefined;
export const SHUTDOWN_GRACE_MS = 10_000;

export interface ServeOptions {
  config: Config;
  logger: Logger;
  /** in a cluster worker: the embedded database the primary runs (unset: MONGODB_URI, or start one here) */
  embeddedUri?: string;
  /** run the one-time jobs (WBS and search backfills) here: the only process, or one worker of a cluster */
  oneTimeJobs: boolean;
  /** told the port once the server listens */
  onListening: (port: number) => void;
}

/** One API process: the API under /api plus the shell and every remote, its timers, and a graceful stop. */
export async function serveApi({ config, logger, embeddedUri, oneTimeJobs, onListening }: ServeOptions): Promise<void> {
  const database = await connectDatabase({
    uri: config.mongodbUri, embeddedUri, dataDir: config.dataDir, logger, thread: config.embeddedDbThread, workerFile: BUILT_DB_WORKER,
  });
  const { app, handler } = createApi({ config, logger, jwtSecret: resolveJwtSecret(config) });
  mountWeb(app, { rootDir: path.resolve(config.webRoot ?? REPO_ROOT), remoteOrigins: config.remoteOrigins, remotesFile: config.remotesFile, logger });
  if (oneTimeJobs) runOneTimeJobs(logger);

  // Every API process runs one; the database's atomic claim decides which process fires each reminder.
  const deliver = pushReminders({ vapid: resolveVapidKeys(config), allowHosts: config.push.allowHosts });
  const reminders = createReminderScheduler({ clock: systemClock, intervalMs: config.reminderIntervalMs, logger, deliver });
  reminders.start();
  const stopTrashPurger = startTrashPurger({ clock: systemClock, logger });

  // Cached GET answers are sent again by the fast path without entering Express (http/fast-path.ts).
  const server = http.createServer(handler);
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    logger.info({ port, embedded: database.embedded }, `하루 is listening on http://localhost:${port}`);
    onListening(port);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    reminders.stop();
    stopTrashPurger();
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(async () => {
      await database.close();
      logger.info('stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

/** Backfills of data saved before a feature existed: idempotent, but run by one process only. */
function runOneTimeJobs(logger: Logger): void {
  logger.info('one-time jobs (WBS roll-up, to-do order and search backfills) run in this process');
  backfillTodoOrder().then(
    (todos) => todos && logger.info({ todos }, 'todos: stored the open/completed order key of to-dos saved before it existed'),
    (err: unknown) => logger.error({ err }, 'todos: storing the order key of older to-dos failed'),
  );
  backfillProjectProgress().then(
    (projects) => projects && logger.info({ projects }, 'WBS: stored the task roll-up of projects saved before it existed'),
    (err: unknown) => logger.error({ err }, 'WBS: storing the roll-up of older projects failed'),
  );
  backfillSearchEntries().then(
    (records) => records && logger.info({ records }, 'search: indexed records saved before search existed or with older keys'),
    (err: unknown) => logger.error({ err }, 'search: indexing older records failed'),
  );
}
