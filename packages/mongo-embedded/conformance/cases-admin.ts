// Handshake, server information and DDL commands.
import { Long } from 'mongodb';
import { commandError, type Case } from './target';

export const adminCases: Case[] = [
  {
    name: 'hello reports mongod limits',
    async run({ db }) {
      const r = await db.admin().command({ hello: 1 });
      expect(r.isWritablePrimary).toBe(true);
      expect(r.maxBsonObjectSize).toBe(16777216);
      expect(r.maxMessageSizeBytes).toBe(48000000);
      expect(r.maxWriteBatchSize).toBe(100000);
      expect(typeof r.logicalSessionTimeoutMinutes).toBe('number');
      expect(r.localTime).toBeInstanceOf(Date);
    },
  },
  {
    name: 'legacy isMaster answers ismaster',
    async run({ db }) {
      const r = await db.admin().command({ isMaster: 1 });
      expect(r.ismaster).toBe(true);
    },
  },
  {
    name: 'ping, buildInfo (any case), getParameter, serverStatus, whatsmyuri, connectionStatus',
    async run({ db }) {
      const admin = db.admin();
      expect((await admin.command({ ping: 1 })).ok).toBe(1);
      const info = await admin.command({ buildinfo: 1 });
      expect(info.version).toMatch(/^\d+\.\d+/);
      expect(Array.isArray(info.versionArray)).toBe(true);
      const fcv = await admin.command({ getParameter: 1, featureCompatibilityVersion: 1 });
      expect(typeof fcv.featureCompatibilityVersion.version).toBe('string');
      expect((await admin.command({ serverStatus: 1 })).ok).toBe(1);
      expect((await admin.command({ whatsmyuri: 1 })).you).toMatch(/:\d+$/);
      expect((await admin.command({ connectionStatus: 1 })).authInfo).toBeDefined();
    },
  },
  {
    name: 'dbStats counts collections and objects',
    async run({ client }) {
      const db = client.db(`conf_stats_${process.pid}`);
      await db.collection('a').insertMany([{ x: 1 }, { x: 2 }]);
      await db.collection('b').insertOne({ y: 1 });
      const s = await db.stats();
      expect(s).toMatchObject({ db: db.databaseName, collections: 2, objects: 3 });
      await db.dropDatabase();
    },
  },
  {
    name: 'unknown command is CommandNotFound (59)',
    async run({ db }) {
      const err = await commandError(db, { noSuchCommandHere: 1 });
      expect(err.code).toBe(59);
      expect(err.codeName).toBe('CommandNotFound');
    },
  },
  {
    name: 'listDatabases includes a database after a write',
    async run({ db, coll, dbName }) {
      await coll().insertOne({ a: 1 });
      const r = await db.admin().listDatabases();
      expect(r.databases.map((d) => d.name)).toContain(dbName);
    },
  },
  {
    name: 'create, listCollections, drop; create of an existing collection',
    async run({ db }) {
      await db.createCollection('made');
      const names = (await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name);
      expect(names).toContain('made');
      // mongod 7.0 answers 48 NamespaceExists; newer servers may accept an identical create (drivers handle both)
      const code = await db.command({ create: 'made' }).then(() => 0, (e: { code?: number }) => e.code);
      expect([0, 48]).toContain(code);
      expect(await db.collection('made').drop()).toBe(true);
      const after = (await db.listCollections({ name: 'made' }).toArray()).length;
      expect(after).toBe(0);
    },
  },
  {
    name: 'listCollections with a filter returns full info',
    async run({ db }) {
      await db.createCollection('infoColl');
      const [info] = await db.listCollections({ name: 'infoColl' }).toArray();
      expect(info).toMatchObject({ name: 'infoColl', type: 'collection' });
      expect((info as { idIndex?: { name: string } }).idIndex?.name).toBe('_id_');
    },
  },
  {
    name: 'dropDatabase removes every collection',
    async run({ client }) {
      const other = client.db(`conf_drop_${process.pid}`);
      await other.collection('x').insertOne({ a: 1 });
      await other.dropDatabase();
      expect(await other.listCollections().toArray()).toEqual([]);
    },
  },
  {
    name: 'endSessions and killSessions',
    async run({ client, db }) {
      const session = client.startSession();
      await db.collection('sessions_probe').findOne({}, { session });
      const id = session.id!;
      await session.endSession();
      expect((await db.admin().command({ endSessions: [id] })).ok).toBe(1);
      expect((await db.admin().command({ killSessions: [] })).ok).toBe(1);
    },
  },
  {
    name: 'transactions are refused like a standalone mongod (20)',
    async run({ db, coll }) {
      const hello = await db.admin().command({ hello: 1 });
      if (hello.setName || hello.msg === 'isdbgrid') return; // only meaningful against a standalone
      const name = coll().collectionName;
      const err = await commandError(db, {
        insert: name, documents: [{ a: 1 }], txnNumber: Long.fromNumber(1), startTransaction: true, autocommit: false,
      });
      expect(err.code).toBe(20);
      expect(err.message).toContain('Transaction numbers are only allowed on a replica set member or mongos');
    },
  },
  {
    name: 'driver withTransaction fails cleanly on a standalone',
    async run({ client, db, coll }) {
      const hello = await db.admin().command({ hello: 1 });
      if (hello.setName || hello.msg === 'isdbgrid') return;
      const c = coll();
      const session = client.startSession();
      try {
        await expect(session.withTransaction(async () => {
          await c.insertOne({ a: 1 }, { session });
        })).rejects.toThrow();
      } finally {
        await session.endSession();
      }
      expect(await c.countDocuments()).toBe(0);
    },
  },
];
