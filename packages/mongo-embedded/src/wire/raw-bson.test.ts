import { Binary, BSON, Decimal128, Double, Int32, Long, MaxKey, ObjectId, Timestamp } from 'bson';
import type { Doc } from '../engine/values';
import { cursorReply, isCached, peekBytes, putRecord, storedBytes } from './raw-bson';

const sample = (i: number): Doc => ({
  _id: new ObjectId(),
  ownerId: new ObjectId(),
  title: `할 일 ${i} ✓ émoji 🙂`,
  n: new Int32(i),
  big: Long.fromString('9007199254740993'),
  price: new Double(1.5),
  dec: Decimal128.fromString('12.345'),
  at: new Date(1_700_000_000_000 + i),
  ts: new Timestamp({ t: 1, i }),
  bin: new Binary(Buffer.from([1, 2, 3])),
  tags: ['a', { nested: [1, 2, { deep: null }] }],
  nothing: null,
  max: new MaxKey(),
});

test.each([0, 1, 10, 11, 101, 250])('a %i-document cursor reply is byte-identical to BSON.serialize', (count) => {
  const docs = Array.from({ length: count }, (_, i) => sample(i));
  const id = count > 100 ? Long.fromBigInt((1n << 61n) | 12345n) : Long.ZERO;
  for (const field of ['firstBatch', 'nextBatch'] as const) {
    const raw = cursorReply(field, docs.map(storedBytes), id, 'haru.할일');
    const expected = BSON.serialize({ cursor: { [field]: docs, id, ns: 'haru.할일' }, ok: 1 });
    expect(Buffer.from(raw.bytes).equals(Buffer.from(expected))).toBe(true);
  }
});

test('a journal put record is byte-identical to BSON.serialize', () => {
  const doc = sample(3);
  const expected = BSON.serialize({ op: 'put', db: 'haru', c: 'todos', doc });
  expect(putRecord('haru', 'todos', storedBytes(doc)).equals(Buffer.from(expected))).toBe(true);
});

test('stored bytes are cached per document object; peekBytes does not fill the cache', () => {
  const a = sample(1);
  const b = sample(2);
  expect(storedBytes(a)).toBe(storedBytes(a));
  expect(isCached(a)).toBe(true);
  expect(Buffer.from(peekBytes(b)).equals(Buffer.from(BSON.serialize(b)))).toBe(true);
  expect(isCached(b)).toBe(false);
});

test('small encodings share the cache slabs; large ones own their memory; bytes stay exact', () => {
  const small = Array.from({ length: 10 }, (_, i) => sample(i));
  const large = { ...sample(3), memo: 'x'.repeat(5000) };
  const slabs = new Set(small.map((d) => storedBytes(d).buffer));
  expect(slabs.size).toBeLessThanOrEqual(2); // ten ~300-byte documents fill at most two 16 KiB slabs
  for (const buffer of slabs) expect(buffer.byteLength).toBe(16 * 1024);
  expect(storedBytes(large).byteLength).toBe(storedBytes(large).buffer.byteLength);
  for (const d of [...small, large]) expect(Buffer.from(storedBytes(d)).equals(Buffer.from(BSON.serialize(d)))).toBe(true);
});
