import { Int32 } from 'bson';
import { Collection } from './collection';
import { Engine } from './database';
import { sweepExpired } from './ttl';

test('TTL sweep removes expired documents and keeps the rest', () => {
  const engine = new Engine();
  const coll = engine.ensureCollection('db', 'sessions');
  engine.createIndex(coll, { name: 'at_1', key: { at: new Int32(1) }, expireAfterSeconds: new Int32(60) });
  const now = Date.now();
  engine.insert(coll, Collection.prepare({ at: new Date(now - 120_000) }));
  engine.insert(coll, Collection.prepare({ at: [new Date(now), new Date(now - 61_000)] }));
  engine.insert(coll, Collection.prepare({ at: new Date(now - 10_000) }));
  engine.insert(coll, Collection.prepare({ at: 'not a date' }));
  engine.insert(coll, Collection.prepare({}));
  expect(sweepExpired(engine, now)).toBe(2);
  expect(coll.docs.size).toBe(3);
});
