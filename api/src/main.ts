import cluster from 'node:cluster';
import { ConfigError, loadConfig } from './config';
import { createLogger } from './logger';
import { runPrimary, runWorker } from './cluster';
import { serveApi } from './serve';

/**
 * The one-port server: the API under /api plus the shell and every remote, on the embedded database by default.
 * API_WORKERS > 1 runs it as a node:cluster of API processes (cluster.ts); 1 is one process, as always.
 */
async function main() {
  const config = loadConfig();
  if (cluster.isWorker) {
    await runWorker(config, createLogger(config.logLevel, { worker: cluster.worker!.id }));
  } else if (config.apiWorkers > 1) {
    await runPrimary(config, createLogger(config.logLevel, { role: 'primary' }));
  } else {
    await serveApi({ config, logger: createLogger(config.logLevel), oneTimeJobs: true, onListening: (port) => process.send?.({ type: 'listening', port }) });
  }
}

main().catch((error) => {
  // A bad configuration is the operator's to fix: its message alone says what and how.
  console.error(error instanceof ConfigError ? `haru: ${error.message}` : error);
  process.exit(1);
});
