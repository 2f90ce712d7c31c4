import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import request from 'supertest';
import type { Express } from 'express';
import type { Logger } from 'pino';
import type { EmbeddedMongo } from 'mongo-embedded';
import { createApi, type CreateAppOptions } from '../src/app';
import type { FastPath } from '../src/http/fast-path';
import { loadConfig } from '../src/config';
import { createLogger } from '../src/logger';
import { SHARED_DATABASE_ENV } from './shared-database';
import type { Clock } from '../src/clock';

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';

export interface TestApiOptions {
  /** A database server of this file's own instead of the run's shared one: needed to stop it (outage tests). */
  ownDatabase?: boolean;
  /** A controlled clock for time-based behaviour (the reminder scheduler). */
  clock?: Clock;
  /** The app's logger (default: silent), e.g. a pino logger writing to a sink the test reads. */
  logger?: Logger;
  /** Smaller response cache bounds (what happens at the bound). */
  responseCacheBound?: CreateAppOptions['responseCacheBound'];
}

export interface TestApi {
  /** the Express app (route tables) */
  app: Express;
  /** what a server listens with: the fast path in front of the app (http/fast-path.ts) */
  handler: FastPath['handler'];
  /** its switch and counters */
  fastPath: FastPath;
  /** requests to `handler`, so every API test also goes through the fast path */
  http: () => ReturnType<typeof request>;
  /** Stops this file's own embedded database (`ownDatabase`, to test outages); `startDatabase` brings it back. */
  stopDatabase: () => Promise<void>;
  startDatabase: () => Promise<void>;
  /** Registers a fresh user through the API and returns its tokens. */
  user: (prefix?: string) => Promise<TestUser>;
  close: () => Promise<void>;
}

export interface TestUser { id: string; username: string; email: string; password: string; access: string; refresh: string; auth: { Authorization: string } }

let counter = 0;

/**
 * The API over HTTP (supertest) against the embedded MongoDB-compatible server over a real connection, in a fresh
 * database per test file: on the run's shared server (api/test/database-setup.ts, jest globalSetup), or on a server
 * of the file's own with `ownDatabase` (or when no shared one runs). Set MONGODB_URI to run against a real MongoDB.
 */
export async function startTestApi(env: NodeJS.ProcessEnv = {}, options: TestApiOptions = {}): Promise<TestApi> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'haru-api-test-'));
  const shared = process.env.MONGODB_URI ?? (options.ownDatabase ? undefined : process.env[SHARED_DATABASE_ENV]);
  // Loaded only for a server of the file's own: most files use the shared one, and loading the database package
  // (engine, journal, wire protocol) into each test file's module registry cost ≈ 0.1–0.3 s of CPU per file.
  const startOwn = async (): Promise<EmbeddedMongo> => {
    const { startEmbeddedMongo } = await import('mongo-embedded');
    return startEmbeddedMongo({ dataDir, socket: true, sync: false, log: () => undefined });
  };
  // on a Unix socket, as the API's own start uses it (api/src/db/connect.ts)
  let embedded = shared ? null : await startOwn();
  const dbName = `haru_test_${process.pid}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await mongoose.connect(shared ?? embedded!.uri, { dbName, serverSelectionTimeoutMS: 5000 });
  // Test files register many users from one address; the sign-up throttle's own tests pass a low REGISTER_MAX_PER_IP.
  // Passwords are hashed at bcrypt's lowest cost (4, ~1 ms instead of ~250 ms at 12): the tests of what the cost is
  // for — the bcrypt gate, login timing, the stored cost — pass BCRYPT_COST '12', the cost every deployment uses.
  const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: dataDir, LOG_LEVEL: 'silent', REGISTER_MAX_PER_IP: '10000', BCRYPT_COST: '4', ...env });
  const { app, handler, fastPath } = createApi({
    config, logger: options.logger ?? createLogger('silent'), jwtSecret: TEST_JWT_SECRET, clock: options.clock, responseCacheBound: options.responseCacheBound,
  });
  await Promise.all(Object.values(mongoose.models).map((m) => m.init()));
  const http = () => request(handler);

  async function user(prefix = 'user'): Promise<TestUser> {
    counter += 1;
    const username = `${prefix}${process.pid % 1000}${counter}`;
    const email = `${username}@example.com`;
    const password = 'password123';
    const res = await http().post('/api/auth/register').send({ username, email, password });
    if (res.status !== 201 && res.status !== 200) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
    const access = res.body.access_token as string;
    return { id: res.body.user.id, username, email, password, access, refresh: res.body.refresh_token, auth: { Authorization: `Bearer ${access}` } };
  }

  return {
    app,
    handler,
    fastPath,
    http,
    user,
    async stopDatabase() {
      if (!embedded && !process.env.MONGODB_URI) throw new Error('stopDatabase needs startTestApi(env, { ownDatabase: true })');
      await embedded?.stop();
    },
    async startDatabase() {
      embedded = await startOwn();
    },
    async close() {
      await mongoose.connection.dropDatabase().catch(() => undefined);
      await mongoose.disconnect();
      await embedded?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
