// Further behaviours an app relies on: bulkWrite, Korean text, $lookup pipelines, server-generated _id, odd updates.
import { Decimal128, ObjectId, type UpdateFilter } from 'mongodb';
import { rejects, type Case, type Loose } from './target';

export const moreCases: Case[] = [
  {
    name: 'Korean strings sort and match by regex',
    async run({ coll }) {
      const c = coll();
      await c.insertMany([{ t: '하루' }, { t: '가방' }, { t: '나무' }, { t: 'apple' }, { t: '하늘' }]);
      expect((await c.find().sort({ t: 1 }).toArray()).map((d) => d.t)).toEqual(['apple', '가방', '나무', '하늘', '하루']);
      expect((await c.find({ t: /^하/ }).sort({ t: -1 }).toArray()).map((d) => d.t)).toEqual(['하루', '하늘']);
    },
  },
  {
    name: 'strings compare by code point (UTF-8 order), emoji after U+FFxx',
    async run({ coll }) {
      const c = coll();
      await c.insertMany([{ t: '😀' }, { t: '～' }, { t: 'z' }]);
      expect((await c.find().sort({ t: 1 }).toArray()).map((d) => d.t)).toEqual(['z', '～', '😀']);
      expect(await c.countDocuments({ t: { $gt: '～' } })).toBe(1);
    },
  },
  {
    name: 'bulkWrite with mixed operations',
    async run({ coll }) {
      const c = coll();
      await c.insertMany([{ _id: 1, n: 1 }, { _id: 2, n: 2 }]);
      const r = await c.bulkWrite([
        { insertOne: { document: { _id: 3, n: 3 } } },
        { updateOne: { filter: { _id: 1 }, update: { $inc: { n: 10 } } } },
        { updateMany: { filter: { n: { $gte: 2 } }, update: { $set: { big: true } } } },
        { replaceOne: { filter: { _id: 2 }, replacement: { n: 20 } } },
        { deleteOne: { filter: { _id: 3 } } },
        { updateOne: { filter: { _id: 4 }, update: { $set: { n: 4 } }, upsert: true } },
      ]);
      expect(r).toMatchObject({ insertedCount: 1, matchedCount: 5, modifiedCount: 5, deletedCount: 1, upsertedCount: 1 });
      expect(await c.find().sort({ _id: 1 }).toArray()).toEqual([{ _id: 1, n: 11, big: true }, { _id: 2, n: 20 }, { _id: 4, n: 4 }]);
    },
  },
  {
    name: '$lookup with let and pipeline',
    async run({ db, coll }) {
      const orders = coll();
      const items = db.collection(`${orders.collectionName}_items`);
      await orders.insertMany([{ _id: 1, sku: 'a', qty: 5 }, { _id: 2, sku: 'b', qty: 1 }]);
      await items.insertMany([{ sku: 'a', stock: 10 }, { sku: 'a', stock: 2 }, { sku: 'b', stock: 0 }]);
      const r = await orders.aggregate([
        { $lookup: { from: items.collectionName, let: { s: '$sku', q: '$qty' }, pipeline: [
          { $match: { $expr: { $and: [{ $eq: ['$sku', '$$s'] }, { $gte: ['$stock', '$$q'] }] } } },
          { $project: { _id: 0, stock: 1 } },
        ], as: 'ok' } },
        { $sort: { _id: 1 } },
      ]).toArray();
      expect(r.map((o) => o.ok)).toEqual([[{ stock: 10 }], []]);
    },
  },
  {
    name: 'insert without _id gets an ObjectId first',
    async run({ db, coll }) {
      const c = coll();
      await db.command({ insert: c.collectionName, documents: [{ a: 1 }] });
      const [doc] = await c.find().toArray();
      expect(doc._id).toBeInstanceOf(ObjectId);
      expect(Object.keys(doc)).toEqual(['_id', 'a']);
    },
  },
  {
    name: 'array updates: $unset element, $pop, $push $position, $currentDate',
    async run({ coll }) {
      const c = coll();
      await c.insertOne({ _id: 1, a: [1, 2, 3], b: [1, 2, 3], c: [1, 4] });
      const update = { $unset: { 'a.1': '' }, $pop: { b: -1 }, $push: { c: { $each: [2, 3], $position: 1 } }, $currentDate: { at: true } };
      await c.updateOne({ _id: 1 }, update as object as UpdateFilter<Loose>);
      const d = await c.findOne({ _id: 1 });
      expect([d?.a, d?.b, d?.c]).toEqual([[1, null, 3], [2, 3], [1, 2, 3, 4]]);
      expect(d?.at).toBeInstanceOf(Date);
    },
  },
  {
    name: 'no match without upsert changes nothing; E11000 on upsert',
    async run({ coll }) {
      const c = coll();
      await c.createIndex({ k: 1 }, { unique: true });
      await c.insertOne({ k: 1, q: 'x' });
      expect(await c.updateOne({ q: 'none' }, { $set: { k: 2 } })).toMatchObject({ matchedCount: 0, modifiedCount: 0, upsertedCount: 0 });
      const err = await rejects(c.updateOne({ q: 'y' }, { $set: { k: 1 } }, { upsert: true }));
      expect(err.code).toBe(11000);
      expect(await c.countDocuments()).toBe(1);
    },
  },
  {
    name: 'operations on a missing collection',
    async run({ db }) {
      const c = db.collection('never_created_here');
      expect(await c.find().toArray()).toEqual([]);
      expect(await c.countDocuments()).toBe(0);
      expect((await c.deleteMany({})).deletedCount).toBe(0);
      expect(await c.distinct('x')).toEqual([]);
      expect(await c.aggregate([{ $match: {} }]).toArray()).toEqual([]);
    },
  },
  {
    name: 'Decimal128 $inc is exact',
    async run({ coll }) {
      const c = coll();
      await c.insertOne({ _id: 1, price: Decimal128.fromString('0.1') });
      await c.updateOne({ _id: 1 }, { $inc: { price: Decimal128.fromString('0.2') } });
      expect(String((await c.findOne({ _id: 1 }))?.price)).toBe('0.3');
    },
  },
  {
    name: 'positional projection field.$',
    async run({ coll }) {
      const c = coll();
      await c.insertOne({ _id: 1, xs: [1, 5, 9] });
      expect(await c.findOne({ xs: { $gt: 4 } }, { projection: { 'xs.$': 1 } })).toEqual({ _id: 1, xs: [5] });
    },
  },
  {
    name: 'projection $slice and $elemMatch',
    async run({ coll }) {
      const c = coll();
      await c.insertOne({ _id: 1, a: 'x', xs: [1, 2, 3, 4], ys: [{ k: 1 }, { k: 2 }] });
      expect(await c.findOne({}, { projection: { xs: { $slice: -2 } } })).toEqual({ _id: 1, a: 'x', xs: [3, 4], ys: [{ k: 1 }, { k: 2 }] });
      expect(await c.findOne({}, { projection: { ys: { $elemMatch: { k: 2 } } } })).toEqual({ _id: 1, ys: [{ k: 2 }] });
    },
  },
];
