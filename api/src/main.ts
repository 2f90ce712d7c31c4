import http from 'node:http';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { createLogger } from './logger';
import { connectDatabase } from './db/connect';
import { resolveJwtSecret } from './secret';
import { createApp } from './app';
import { mountWeb } from './web/static';
import { backfillProjectProgress } from './modules/wbs/wbs.progress-backfill';
import { createReminderScheduler } from './modules/reminders/reminders.scheduler';
import { systemClock } from './clock';
import { startTrashPurger } from './modules/trash/trash.purger';
import { pushReminders } from './modules/push/push.delivery';
import { resolveVapidKeys } from './modules/push/vapid';
import { backfillSearchEntries } from './modules/search/search.backfill';

// Source (api/src, through tsx) and build (api/dist, plain node) both sit two levels below the repository root,
// where the built apps live (<root>/<app>/dist). The build ships the database worker beside main.js.
const REPO_ROOT = path.resolve(__dirname, '../..');
const BUILT_DB_WORKER = path.extname(__filename) === '.js' ? path.join(__dirname, 'db-worker.js') : undefined;
const SHUTDOWN_GRACE_MS = 10_000;

/** The one-port server: the API under /api plus the shell and every remote, on the embedded database by default. */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await connectDatabase({
    uri: config.mongodbUri, dataDir: config.dataDir, logger, thread: config.embeddedDbThread, workerFile: BUILT_DB_WORKER,
  });
  const app = createApp({ config, logger, jwtSecret: resolveJwtSecret(config) });
  mountWeb(app, { rootDir: path.resolve(config.webRoot ?? REPO_ROOT), remoteOrigins: config.remoteOrigins, remotesFile: config.remotesFile, logger });
  backfillProjectProgress().then(
    (projects) => projects && logger.info({ projects }, 'WBS: stored the task roll-up of projects saved before it existed'),
    (err: unknown) => logger.error({ err }, 'WBS: storing the roll-up of older projects failed'),
  );
  backfillSearchEntries().then(
    (records) => records && logger.info({ records }, 'search: indexed records saved before search existed or with older keys'),
    (err: unknown) => logger.error({ err }, 'search: indexing older records failed'),
  );

  // Every API process runs one; the database's atomic claim decides which process fires each reminder.
  const deliver = pushReminders({ vapid: resolveVapidKeys(config), allowHosts: config.push.allowHosts });
  const reminders = createReminderScheduler({ clock: systemClock, intervalMs: config.reminderIntervalMs, logger, deliver });
  reminders.start();
  const stopTrashPurger = startTrashPurger({ clock: systemClock, logger });

  const server = http.createServer(app);
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    logger.info({ port, embedded: database.embedded }, `하루 is listening on http://localhost:${port}`);
    process.send?.({ type: 'listening', port });
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

main().catch((error) => {
  // A bad configuration is the operator's to fix: its message alone says what and how.
  console.error(error instanceof ConfigError ? `haru: ${error.message}` : error);
  process.exit(1);
});
