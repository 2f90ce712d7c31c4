// Handshake and server-information commands.
import { Binary, Int32, UUID } from 'bson';
import { MAX_BSON_OBJECT_SIZE, MAX_MESSAGE_SIZE, MAX_WRITE_BATCH_SIZE } from '../wire/frames';
import { matches } from '../engine/match';
import type { Doc } from '../engine/values';
import type { CommandContext, Handler } from './context';

export const SERVER_VERSION = '7.0.0';

/**
 * No topologyVersion (it would switch the driver to streaming hello) and no compression (we do not
 * implement OP_COMPRESSED). logicalSessionTimeoutMinutes lets drivers use sessions.
 */
function hello(cmd: Doc, ctx: CommandContext, legacy: boolean): Doc {
  const reply: Doc = {};
  if (cmd.helloOk) reply.helloOk = true;
  reply[legacy ? 'ismaster' : 'isWritablePrimary'] = true;
  Object.assign(reply, {
    maxBsonObjectSize: new Int32(MAX_BSON_OBJECT_SIZE),
    maxMessageSizeBytes: new Int32(MAX_MESSAGE_SIZE),
    maxWriteBatchSize: new Int32(MAX_WRITE_BATCH_SIZE),
    localTime: new Date(),
    logicalSessionTimeoutMinutes: new Int32(30),
    connectionId: new Int32(ctx.connectionId),
    minWireVersion: new Int32(0),
    maxWireVersion: new Int32(21),
    readOnly: false,
    ok: 1,
  });
  return reply;
}

function listDatabases(cmd: Doc, ctx: CommandContext): Doc {
  const filter = (cmd.filter ?? {}) as Doc;
  const databases = [...ctx.engine.dbs.entries()]
    .map(([name, colls]) => ({ name, sizeOnDisk: 0, empty: colls.size === 0 }))
    .filter((d) => matches(d, filter));
  if (cmd.nameOnly) return { databases: databases.map(({ name }) => ({ name })), ok: 1 };
  return { databases, totalSize: 0, totalSizeMb: 0, ok: 1 };
}

const ok: Handler = () => ({ ok: 1 });

/** Counts only; sizes are not tracked (the data lives in memory, the journal is not per collection). */
function dbStats(_cmd: Doc, ctx: CommandContext): Doc {
  const colls = [...(ctx.engine.dbs.get(ctx.db)?.values() ?? [])];
  return {
    db: ctx.db,
    collections: colls.length,
    views: 0,
    objects: colls.reduce((n, c) => n + c.docs.size, 0),
    indexes: colls.reduce((n, c) => n + c.indexes.size + 1, 0),
    dataSize: 0,
    storageSize: 0,
    indexSize: 0,
    ok: 1,
  };
}

export const adminCommands: Record<string, Handler> = {
  hello: (cmd, ctx) => hello(cmd, ctx, false),
  isMaster: (cmd, ctx) => hello(cmd, ctx, true),
  ping: ok,
  buildInfo: () => ({
    version: SERVER_VERSION,
    gitVersion: 'mongo-embedded',
    versionArray: [new Int32(7), new Int32(0), new Int32(0), new Int32(0)],
    bits: 64,
    debug: false,
    maxBsonObjectSize: new Int32(MAX_BSON_OBJECT_SIZE),
    storageEngines: ['mongo-embedded'],
    modules: [],
    ok: 1,
  }),
  getParameter: (cmd) => {
    const reply: Doc = { ok: 1 };
    if (cmd.featureCompatibilityVersion !== undefined || cmd.getParameter === '*') {
      reply.featureCompatibilityVersion = { version: '7.0' };
    }
    return reply;
  },
  serverStatus: (_cmd, ctx) => ({
    host: 'localhost',
    version: SERVER_VERSION,
    process: 'mongo-embedded',
    pid: process.pid,
    uptime: Math.floor((Date.now() - ctx.server.startedAt) / 1000),
    uptimeMillis: Date.now() - ctx.server.startedAt,
    localTime: new Date(),
    connections: { current: ctx.server.connections(), available: 1000, totalCreated: ctx.server.totalConnections() },
    metrics: { queryExecutor: { scannedObjects: ctx.engine.scannedObjects() } },
    ok: 1,
  }),
  whatsmyuri: (_cmd, ctx) => ({ you: ctx.remote, ok: 1 }),
  connectionStatus: () => ({ authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] }, ok: 1 }),
  hostInfo: () => ({ system: { hostname: 'localhost' }, os: { type: process.platform }, extra: {}, ok: 1 }),
  listDatabases,
  dbStats,
  endSessions: ok,
  killSessions: ok,
  killAllSessions: ok,
  refreshSessions: ok,
  startSession: () => ({ id: { id: new Binary(new UUID().toBinary().buffer, 4) }, timeoutMinutes: 30, ok: 1 }),
  // reached only without txnNumber (with it the dispatcher already answered as a standalone mongod does)
  abortTransaction: () => ({ ok: 0, errmsg: 'Transaction numbers are only allowed on a replica set member or mongos', code: 20, codeName: 'IllegalOperation' }),
  commitTransaction: () => ({ ok: 0, errmsg: 'Transaction numbers are only allowed on a replica set member or mongos', code: 20, codeName: 'IllegalOperation' }),
};
