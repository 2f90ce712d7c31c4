// Where the conformance suite runs: a real MongoDB when MONGODB_URI is set, else a fresh embedded server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient, type Collection, type Db, type Document } from 'mongodb';
import { startEmbeddedMongo } from '../src/index';

// Cases store arbitrary shapes (numeric and string _id values included); the driver's generic typing
// would force an ObjectId _id, so test collections are deliberately untyped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = any;

export interface Env {
  uri: string;
  embedded: boolean;
  client: MongoClient;
  db: Db;
  dbName: string;
  /** a fresh collection name per call */
  coll(): Collection<Loose>;
}

export interface Case { name: string; run(env: Env): Promise<void> }

export async function openTarget(): Promise<Env & { close(): Promise<void> }> {
  const external = process.env.MONGODB_URI;
  let stop = async () => {};
  let uri = external ?? '';
  let dir = '';
  if (!external) {
    dir = mkdtempSync(join(tmpdir(), 'mongo-embedded-conf-'));
    const server = await startEmbeddedMongo({ dataDir: dir, log: () => {} });
    uri = server.uri;
    stop = server.stop;
  }
  const client = await new MongoClient(uri, { serverSelectionTimeoutMS: 5000 }).connect();
  const dbName = `conformance_${process.pid}_${Date.now() % 100000}`;
  const db = client.db(dbName);
  let n = 0;
  return {
    uri,
    embedded: !external,
    client,
    db,
    dbName,
    coll: () => db.collection<Loose>(`c${++n}`),
    async close() {
      await db.dropDatabase().catch(() => {});
      await client.close();
      await stop();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Runs a command expecting it to fail; returns the server error. */
export async function commandError(db: Db, cmd: Document): Promise<{ code?: number; codeName?: string; errmsg?: string; message: string }> {
  try {
    await db.command(cmd);
  } catch (err) {
    return err as { code?: number; codeName?: string; message: string };
  }
  throw new Error(`expected ${JSON.stringify(Object.keys(cmd)[0])} to fail`);
}

export async function rejects<T>(p: Promise<T>): Promise<Record<string, unknown> & { code?: number; message: string }> {
  try {
    await p;
  } catch (err) {
    return err as Record<string, unknown> & { code?: number; message: string };
  }
  throw new Error('expected the operation to fail');
}
