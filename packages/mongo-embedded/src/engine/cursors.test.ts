import { Long } from 'bson';
import { CursorManager } from './cursors';

const docs = Array.from({ length: 250 }, (_, i) => ({ i }));

test('batches: first batch, getMore until exhausted, id 0 at the end', () => {
  const m = new CursorManager();
  const first = m.first('db.c', docs, 101, false);
  expect(first.docs).toHaveLength(101);
  expect(first.id.isZero()).toBe(false);
  const second = m.more(first.id, 'db.c', 100);
  expect(second.docs[0]).toEqual({ i: 101 });
  const last = m.more(first.id, 'db.c', 0);
  expect(last.docs).toHaveLength(49);
  expect(last.id.isZero()).toBe(true);
  expect(() => m.more(first.id, 'db.c', 10)).toThrow(/not found/);
  m.close();
});

test('idle cursors time out after 10 minutes', () => {
  const m = new CursorManager();
  const { id } = m.first('db.c', docs, 10, false);
  expect(m.reap(Date.now() + 9 * 60_000)).toBe(0);
  expect(m.reap(Date.now() + 10 * 60_000 + 1)).toBe(1);
  expect(() => m.more(id, 'db.c', 10)).toThrow(/not found/);
  m.close();
});

test('getMore on another namespace and killCursors', () => {
  const m = new CursorManager();
  const { id } = m.first('db.c', docs, 10, false);
  expect(() => m.more(id, 'db.other', 10)).toThrow(/different namespace/);
  expect(m.kill(id)).toBe(true);
  expect(m.kill(Long.fromNumber(12345))).toBe(false);
  m.close();
});

test('batchSize 0 opens a cursor with an empty first batch', () => {
  const m = new CursorManager();
  const first = m.first('db.c', docs, 0, false);
  expect(first.docs).toHaveLength(0);
  expect(m.more(first.id, 'db.c', 0).docs).toHaveLength(250);
  m.close();
});
