// jest globalTeardown of the API project: stops the run's shared embedded database (database-setup.ts).
import { rmSync } from 'node:fs';
import { SHARED_DATABASE_ENV } from './shared-database';
import { sharedDatabase } from './database-setup';

export default async function teardown(): Promise<void> {
  const shared = sharedDatabase();
  if (!shared) return;
  await shared.server.stop();
  rmSync(shared.dataDir, { recursive: true, force: true });
  delete process.env[SHARED_DATABASE_ENV];
}
