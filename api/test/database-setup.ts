// jest globalSetup of the API project: one embedded database server for the whole run, started in jest's parent
// process before any worker, instead of one per test file. Workers inherit its address through the environment;
// each test file still gets a database of its own on it (harness.ts), dropped when the file ends.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedMongo, type EmbeddedMongo } from 'mongo-embedded';
import { SHARED_DATABASE_ENV } from './shared-database';

export interface SharedDatabase { server: EmbeddedMongo; dataDir: string }
const KEY = '__haruSharedTestDatabase';

export default async function setup(): Promise<void> {
  if (process.env.MONGODB_URI || process.env[SHARED_DATABASE_ENV]) return; // a real MongoDB, or already started
  const dataDir = mkdtempSync(path.join(tmpdir(), 'haru-api-tests-'));
  // Throwaway data: writes are not fdatasync'ed (durability is mongo-embedded's own suite's subject).
  const server = await startEmbeddedMongo({ dataDir, socket: true, sync: false, log: () => undefined });
  process.env[SHARED_DATABASE_ENV] = server.uri;
  (globalThis as Record<string, unknown>)[KEY] = { server, dataDir } satisfies SharedDatabase;
}

/** The shared server, for database-teardown.ts (globalSetup and globalTeardown run in the same process). */
export function sharedDatabase(): SharedDatabase | undefined {
  return (globalThis as Record<string, unknown>)[KEY] as SharedDatabase | undefined;
}
