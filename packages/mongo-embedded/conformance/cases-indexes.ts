// Index commands and unique-index enforcement with mongod's E11000 shapes.
import { MongoBulkWriteError } from 'mongodb';
import { commandError, rejects, type Case } from './target';

export const indexCases: Case[] = [
  {
    name: 'createIndexes, listIndexes, dropIndexes',
    async run({ db, coll }) {
      const c = coll();
      expect(await c.createIndex({ email: 1 }, { unique: true })).toBe('email_1');
      await c.createIndex({ ownerId: 1, createdAt: -1 });
      const list = await c.listIndexes().toArray();
      expect(list.map((i) => i.name)).toEqual(['_id_', 'email_1', 'ownerId_1_createdAt_-1']);
      expect(list[1]).toMatchObject({ key: { email: 1 }, unique: true, v: 2 });
      const again = await db.command({ createIndexes: c.collectionName, indexes: [{ key: { email: 1 }, name: 'email_1', unique: true }] });
      expect(again.numIndexesBefore).toBe(again.numIndexesAfter);
      await c.dropIndex('ownerId_1_createdAt_-1');
      expect((await c.listIndexes().toArray()).length).toBe(2);
      expect((await commandError(db, { dropIndexes: c.collectionName, index: 'nope_1' })).code).toBe(27);
      expect((await commandError(db, { dropIndexes: c.collectionName, index: '_id_' })).code).toBe(72);
      const conflict = await commandError(db, { createIndexes: c.collectionName, indexes: [{ key: { other: 1 }, name: 'email_1' }] });
      expect(conflict.code).toBe(86);
    },
  },
  {
    name: 'listIndexes on a missing collection is NamespaceNotFound (26)',
    async run({ db }) {
      expect((await commandError(db, { listIndexes: 'does_not_exist_here' })).code).toBe(26);
    },
  },
  {
    name: 'E11000 on insert has mongod errmsg, keyPattern and keyValue',
    async run({ coll, dbName }) {
      const c = coll();
      await c.createIndex({ email: 1 }, { unique: true });
      await c.insertOne({ email: 'a@b' });
      const err = await rejects(c.insertOne({ email: 'a@b' }));
      expect(err.code).toBe(11000);
      expect(err.message).toBe(`E11000 duplicate key error collection: ${dbName}.${c.collectionName} index: email_1 dup key: { email: "a@b" }`);
      expect(err.keyPattern).toEqual({ email: 1 });
      expect(err.keyValue).toEqual({ email: 'a@b' });
    },
  },
  {
    name: 'E11000 in writeErrors of an unordered insertMany',
    async run({ coll }) {
      const c = coll();
      await c.createIndex({ k: 1 }, { unique: true });
      const err = await rejects(c.insertMany([{ k: 1 }, { k: 1 }, { k: 2 }], { ordered: false }));
      expect(err).toBeInstanceOf(MongoBulkWriteError);
      const bulk = err as unknown as MongoBulkWriteError;
      expect(bulk.insertedCount).toBe(2);
      // the driver keeps only index/code/errmsg/errInfo of each write error
      const [we] = bulk.writeErrors as unknown as { index: number; code: number; errmsg: string }[];
      expect(we.index).toBe(1);
      expect(we.code).toBe(11000);
      expect(we.errmsg).toMatch(/index: k_1 dup key: \{ k: 1 \}$/);
    },
  },
  {
    name: 'E11000 on update and on findOneAndUpdate',
    async run({ coll, dbName }) {
      const c = coll();
      await c.createIndex({ email: 1 }, { unique: true });
      await c.insertMany([{ _id: 1, email: 'a' }, { _id: 2, email: 'b' }]);
      const err = await rejects(c.updateOne({ _id: 2 }, { $set: { email: 'a' } }));
      expect(err.code).toBe(11000);
      expect(err.message).toBe(`E11000 duplicate key error collection: ${dbName}.${c.collectionName} index: email_1 dup key: { email: "a" }`);
      const fam = await rejects(c.findOneAndUpdate({ _id: 2 }, { $set: { email: 'a' } }));
      expect(fam.code).toBe(11000);
      expect(fam.codeName).toBe('DuplicateKey');
      expect(fam.keyValue).toEqual({ email: 'a' });
      expect(await c.findOne({ _id: 2 })).toEqual({ _id: 2, email: 'b' });
    },
  },
  {
    name: 'duplicate _id is E11000 on _id_',
    async run({ coll, dbName }) {
      const c = coll();
      await c.insertOne({ _id: 7 as unknown as never });
      const err = await rejects(c.insertOne({ _id: 7 as unknown as never }));
      expect(err.message).toBe(`E11000 duplicate key error collection: ${dbName}.${c.collectionName} index: _id_ dup key: { _id: 7 }`);
    },
  },
  {
    name: 'compound unique index message and missing fields as null',
    async run({ coll, dbName }) {
      const c = coll();
      await c.createIndex({ a: 1, b: -1 }, { unique: true });
      await c.insertOne({ a: 1, b: 'x' });
      const err = await rejects(c.insertOne({ a: 1, b: 'x' }));
      expect(err.message).toBe(`E11000 duplicate key error collection: ${dbName}.${c.collectionName} index: a_1_b_-1 dup key: { a: 1, b: "x" }`);
      expect(err.keyPattern).toEqual({ a: 1, b: -1 });
      await c.insertOne({ z: 1 });
      const missing = await rejects(c.insertOne({ z: 2 }));
      expect(missing.keyValue).toEqual({ a: null, b: null });
    },
  },
  {
    name: 'sparse and partial unique indexes',
    async run({ coll }) {
      const s = coll();
      await s.createIndex({ e: 1 }, { unique: true, sparse: true });
      await s.insertMany([{ x: 1 }, { x: 2 }, { e: 'a' }]);
      expect((await rejects(s.insertOne({ e: 'a' }))).code).toBe(11000);
      const p = coll();
      await p.createIndex({ e: 1 }, { unique: true, partialFilterExpression: { active: true } });
      await p.insertMany([{ e: 'a', active: false }, { e: 'a', active: false }, { e: 'a', active: true }]);
      expect((await rejects(p.insertOne({ e: 'a', active: true }))).code).toBe(11000);
      expect(await p.countDocuments({ e: 'a' })).toBe(3);
    },
  },
  {
    name: 'multikey unique index compares array elements',
    async run({ coll }) {
      const c = coll();
      await c.createIndex({ tags: 1 }, { unique: true });
      await c.insertOne({ tags: ['a', 'b'] });
      await c.insertOne({ tags: ['c', 'c'] });
      const err = await rejects(c.insertOne({ tags: ['x', 'b'] }));
      expect(err.keyValue).toEqual({ tags: 'b' });
    },
  },
  {
    name: 'building a unique index over duplicates fails',
    async run({ coll }) {
      const c = coll();
      await c.insertMany([{ k: 1 }, { k: 1 }]);
      const err = await rejects(c.createIndex({ k: 1 }, { unique: true }));
      expect(err.code).toBe(11000);
      expect((await c.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
    },
  },
  {
    name: 'indexed equality, $in and range queries return the right documents',
    async run({ coll }) {
      const c = coll();
      await c.createIndex({ ownerId: 1, createdAt: -1 });
      await c.createIndex({ n: 1 });
      const docs = Array.from({ length: 60 }, (_, i) => ({ _id: i, ownerId: `u${i % 3}`, createdAt: new Date(1000 * i), n: i % 2 ? i : String(i) }));
      await c.insertMany(docs);
      const mine = await c.find({ ownerId: 'u1' }).sort({ createdAt: -1 }).limit(3).toArray();
      expect(mine.map((d) => d._id)).toEqual([58, 55, 52]);
      expect(await c.countDocuments({ ownerId: { $in: ['u0', 'u2'] } })).toBe(40);
      expect(await c.countDocuments({ ownerId: 'u1', createdAt: { $gte: new Date(30000) } })).toBe(10);
      expect((await c.find({ n: { $gt: 50 } }).toArray()).map((d) => d._id).sort()).toEqual([51, 53, 55, 57, 59]);
      expect((await c.find({ n: { $lt: 6 } }).toArray()).map((d) => d._id).sort()).toEqual([1, 3, 5]);
    },
  },
];
