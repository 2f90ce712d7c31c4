import http from 'node:http';
import path from 'node:path';
import { loadConfig } from './config';
import { createLogger } from './logger';
import { connectDatabase } from './db/connect';
import { resolveJwtSecret } from './secret';
import { createApp } from './app';
import { mountWeb } from './web/static';
import { backfillProjectProgress } from './modules/wbs/wbs.progress-backfill';

// Where the built apps live (<root>/<app>/dist). WEB_ROOT lets a deployment (or a test) serve another copy.
const ROOT = path.resolve(process.env.WEB_ROOT ?? path.resolve(__dirname, '../..'));
const SHUTDOWN_GRACE_MS = 10_000;

/** The one-port server: the API under /api plus the shell and every remote, on the embedded database by default. */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await connectDatabase({ uri: config.mongodbUri, dataDir: config.dataDir, logger });
  const app = createApp({ config, logger, jwtSecret: resolveJwtSecret(config) });
  mountWeb(app, { rootDir: ROOT, remoteOrigins: config.remoteOrigins, remotesFile: process.env.REMOTES_FILE, logger });
  backfillProjectProgress().then(
    (projects) => projects && logger.info({ projects }, 'WBS: stored the task roll-up of projects saved before it existed'),
    (err: unknown) => logger.error({ err }, 'WBS: storing the roll-up of older projects failed'),
  );

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
  console.error(error);
  process.exit(1);
});
