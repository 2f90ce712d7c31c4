// BSON type fidelity, numeric comparisons across types, and mongod's cross-type sort order.
import { Binary, Decimal128, Double, Int32, Long, MaxKey, MinKey, ObjectId, Timestamp, type Document } from 'mongodb';
import type { Case, Loose } from './target';

const RAW = { promoteValues: false, promoteLongs: false, promoteBuffers: false } as const;
const typeOf = (v: unknown) => (v as { _bsontype?: string })?._bsontype ?? (v instanceof Date ? 'Date' : typeof v);

export const typeCases: Case[] = [
  {
    name: 'BSON types survive a round trip',
    async run({ coll }) {
      const c = coll();
      const oid = new ObjectId();
      const doc = {
        _id: 1, i: new Int32(5), l: Long.fromString('9007199254740993'), d: new Double(5), f: new Double(2.5),
        dec: Decimal128.fromString('1.10'), date: new Date(1700000000123), oid, bin: new Binary(Buffer.from([1, 2, 3]), 0),
        ts: new Timestamp({ t: 1, i: 2 }), nested: { a: [new Int32(1), new Double(1)] }, nul: null, b: true, s: 'str',
      };
      await c.insertOne(doc);
      const back = (await c.findOne({ _id: 1 }, RAW)) as Document;
      expect(typeOf(back.i)).toBe('Int32');
      expect(typeOf(back.l)).toBe('Long');
      expect(back.l.toString()).toBe('9007199254740993');
      expect(typeOf(back.d)).toBe('Double');
      expect(typeOf(back.f)).toBe('Double');
      expect(typeOf(back.dec)).toBe('Decimal128');
      expect(back.dec.toString()).toBe('1.10');
      expect(back.date.getTime()).toBe(1700000000123);
      expect(back.oid.toHexString()).toBe(oid.toHexString());
      expect(typeOf(back.bin)).toBe('Binary');
      expect(typeOf(back.ts)).toBe('Timestamp');
      expect(back.nested.a.map(typeOf)).toEqual(['Int32', 'Double']);
      expect(back.nul).toBeNull();
    },
  },
  {
    name: 'numbers compare across Int32, Long, Double and Decimal128',
    async run({ coll }) {
      const c = coll();
      await c.insertMany([
        { _id: 'i', n: new Int32(5) }, { _id: 'l', n: Long.fromNumber(5) }, { _id: 'd', n: new Double(5) },
        { _id: 'm', n: Decimal128.fromString('5.0') }, { _id: 'big', n: Long.fromNumber(7) }, { _id: 'half', n: new Double(4.5) },
      ]);
      const q = async (f: Document) => (await c.find(f).toArray()).map((d) => d._id).sort();
      expect(await q({ n: 5 })).toEqual(['d', 'i', 'l', 'm']);
      expect(await q({ n: Decimal128.fromString('5') })).toEqual(['d', 'i', 'l', 'm']);
      expect(await q({ n: { $gt: 4.9 } })).toEqual(['big', 'd', 'i', 'l', 'm']);
      expect(await q({ n: { $lt: Long.fromNumber(5) } })).toEqual(['half']);
      expect(await q({ n: { $type: 'long' } })).toEqual(['big', 'l']);
      expect(await q({ n: { $type: 'double' } })).toEqual(['d', 'half']);
      expect(await q({ n: { $type: 'number' } })).toEqual(['big', 'd', 'half', 'i', 'l', 'm']);
    },
  },
  {
    name: '$inc keeps integer types and widens Int32 to Long on overflow',
    async run({ coll }) {
      const c = coll();
      await c.insertOne({ _id: 1, i: new Int32(2147483647), l: Long.fromNumber(1), d: new Double(1.5), j: new Int32(1) });
      await c.updateOne({ _id: 1 }, { $inc: { i: new Int32(1), l: new Int32(2), d: new Int32(1), j: new Int32(1) } });
      const d = (await c.findOne({ _id: 1 }, RAW)) as Document;
      expect([typeOf(d.i), d.i.toString()]).toEqual(['Long', '2147483648']);
      expect([typeOf(d.l), d.l.toString()]).toEqual(['Long', '3']);
      expect([typeOf(d.d), d.d.value]).toEqual(['Double', 2.5]);
      expect([typeOf(d.j), d.j.value]).toEqual(['Int32', 2]);
    },
  },
  {
    name: 'cross-type sort order',
    async run({ coll }) {
      const c = coll();
      const values: [string, unknown][] = [
        ['maxkey', new MaxKey()], ['regex', /a/], ['ts', new Timestamp({ t: 5, i: 1 })], ['date', new Date(0)],
        ['bool', false], ['oid', new ObjectId('000000000000000000000001')], ['bin', new Binary(Buffer.from([1]))],
        ['array', [5]], ['object', { a: 1 }], ['string', 'a'], ['number', 3], ['null', null], ['minkey', new MinKey()],
      ];
      await c.insertMany(values.map(([k, v]) => ({ _id: k, v })));
      await c.insertOne({ _id: 'missing' });
      const asc = (await c.find({ _id: { $ne: 'missing' } }).sort({ v: 1, _id: 1 }).toArray()).map((d) => d._id);
      expect(asc).toEqual(['minkey', 'null', 'number', 'array', 'string', 'object', 'bin', 'oid', 'bool', 'date', 'ts', 'regex', 'maxkey']);
      const withMissing = (await c.find({ _id: { $in: ['missing', 'null', 'number'] } }).sort({ v: -1, _id: -1 }).toArray()).map((d) => d._id);
      expect(withMissing).toEqual(['number', 'null', 'missing']);
    },
  },
  {
    name: 'array sort uses min ascending and max descending',
    async run({ coll }) {
      const c = coll();
      await c.insertMany([{ _id: 'a', v: [1, 10] }, { _id: 'b', v: [3, 4] }, { _id: 'c', v: 2 }]);
      expect((await c.find().sort({ v: 1 }).toArray()).map((d) => d._id)).toEqual(['a', 'c', 'b']);
      expect((await c.find().sort({ v: -1 }).toArray()).map((d) => d._id)).toEqual(['a', 'b', 'c']);
    },
  },
  {
    name: 'comparison operators only match the same type',
    async run({ coll }) {
      const c = coll();
      await c.insertMany([{ _id: 1, v: 5 }, { _id: 2, v: '5' }, { _id: 3, v: new Date(5) }, { _id: 4, v: null }]);
      expect((await c.find({ v: { $gt: 1 } }).toArray()).map((d) => d._id)).toEqual([1]);
      expect((await c.find({ v: { $gte: '' } }).toArray()).map((d) => d._id)).toEqual([2]);
      expect((await c.find({ v: { $lte: null } }).toArray()).map((d) => d._id)).toEqual([4]);
    },
  },
  {
    name: 'ObjectId and its hex string are different values',
    async run({ coll }) {
      const c = coll();
      const oid = new ObjectId();
      await c.insertOne({ ref: oid });
      expect(await c.countDocuments({ ref: oid.toHexString() })).toBe(0);
      expect(await c.countDocuments({ ref: oid })).toBe(1);
    },
  },
  {
    name: 'aggregate keeps BSON types of joined documents',
    async run({ db, coll }) {
      const c = coll();
      const other = db.collection<Loose>(`${c.collectionName}_prices`);
      await other.insertOne({ _id: 'p1', amount: Decimal128.fromString('19.90'), qty: new Double(2) });
      await c.insertOne({ _id: 1, price: 'p1' });
      const [d] = await c.aggregate([{ $lookup: { from: other.collectionName, localField: 'price', foreignField: '_id', as: 'p' } }], RAW).toArray();
      expect(typeOf(d.p[0].amount)).toBe('Decimal128');
      expect(d.p[0].amount.toString()).toBe('19.90');
      expect(typeOf(d.p[0].qty)).toBe('Double');
    },
  },
  {
    name: 'aggregate keeps Long through $addFields',
    async run({ coll }) {
      const c = coll();
      await c.insertOne({ _id: 1, l: Long.fromNumber(5) });
      const [d] = await c.aggregate([{ $addFields: { x: 1 } }], RAW).toArray();
      expect(typeOf(d.l)).toBe('Long');
    },
  },
];
