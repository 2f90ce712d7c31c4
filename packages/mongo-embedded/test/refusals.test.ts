// Features the embedded server does not implement must fail loudly (238 NotImplemented), never answer wrongly.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient, type Collection, type Document } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo } from '../src/index';

let server: EmbeddedMongo;
let dir: string;
let client: MongoClient;
let coll: Collection<Document>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mongo-embedded-refuse-'));
  server = await startEmbeddedMongo({ dataDir: dir, log: () => {} });
  client = await new MongoClient(server.uri).connect();
  coll = client.db('r').collection('c');
  await coll.insertMany([{ a: 1, s: 'x', loc: [0, 0] }, { a: 2, s: 'y', loc: [1, 1] }]);
});

afterAll(async () => {
  await client.close();
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

const refused = { code: 238, codeName: 'NotImplemented' };

test.each<[string, () => Promise<unknown>]>([
  ['collation on find', () => coll.find({}, { collation: { locale: 'en', strength: 2 } }).toArray()],
  ['collation on update', () => coll.updateOne({ s: 'X' }, { $set: { b: 1 } }, { collation: { locale: 'en' } })],
  ['collation on an index', () => coll.createIndex({ s: 1 }, { collation: { locale: 'en' } })],
  ['$text', () => coll.find({ $text: { $search: 'x' } }).toArray()],
  ['$where', () => coll.find({ $where: 'this.a > 1' }).toArray()],
  ['$function in $expr', () => coll.find({ $expr: { $function: { body: 'function(){return true}', args: [], lang: 'js' } } }).toArray()],
  ['$accumulator', () => coll.aggregate([{ $group: { _id: null, x: { $accumulator: { init: 'function(){}', accumulate: 'function(){}', accumulateArgs: [], merge: 'function(){}', lang: 'js' } } } }]).toArray()],
  ['$near', () => coll.find({ loc: { $near: [0, 0] } }).toArray()],
  ['$geoWithin', () => coll.find({ loc: { $geoWithin: { $center: [[0, 0], 1] } } }).toArray()],
  ['$out', () => coll.aggregate([{ $out: 'other' }]).toArray()],
  ['text index', () => coll.createIndex({ s: 'text' })],
  ['2dsphere index', () => coll.createIndex({ loc: '2dsphere' })],
  ['let variables', () => coll.find({ $expr: { $eq: ['$a', '$$x'] } }, { let: { x: 1 } }).toArray()],
  ['capped collection', () => client.db('r').createCollection('capped', { capped: true, size: 1000 })],
  ['positional projection on a dotted path', () => coll.findOne({ 'x.y': 1 }, { projection: { 'x.y.$': 1 } })],
])('%s is refused', async (_name, run) => {
  await expect(run()).rejects.toMatchObject(refused);
});

test('refusals do not change data', async () => {
  expect(await coll.countDocuments()).toBe(2);
  expect((await coll.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
});

test('an invalid pipeline is a client error, not an internal error', async () => {
  await expect(coll.aggregate([{ $group: { _id: null, x: { $bogusOp: 1 } } }]).toArray()).rejects.toMatchObject({ code: 2 });
});
