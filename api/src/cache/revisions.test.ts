import mongoose from 'mongoose';
import { bumpStamp, readStamps, stampsNow, useStampSource, applyRelayedStamp } from './revisions';
import { startTestApi, type TestApi } from '../../test/harness';

// readStamps, from either source. `database` (MONGODB_URI): one database read shared among concurrent requests
// (next-read.ts; the order of reads and callers is tested there): every request must still get its own owner's
// stamps, and a stamp another process replaced before a request must be the one it gets (nothing is kept here).
// `memory` (the embedded database's default): kept in this process, read from the database once per owner, moved by
// every bumpStamp here and every stamp another worker relays (stamp-relay.ts) before that write is answered.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, 60_000);
afterAll(() => api.close());

const newOwner = () => new mongoose.Types.ObjectId().toHexString();
const turn = () => new Promise((r) => setImmediate(r));

const revisions = () => mongoose.connection.collection<{ _id: string; stamp: string }>('revisions');
afterEach(() => useStampSource('memory'));

describe('readStamps from the database (REVISION_STAMPS=database)', () => {
  beforeEach(() => useStampSource('database'));

  it('given many owners asking at once, then each gets its own stamps, and none before its first write', async () => {
    const owners = Array.from({ length: 12 }, newOwner);
    for (const [i, owner] of owners.entries()) if (i % 2 === 0) await bumpStamp(i % 4 === 0 ? 'todos' : 'sessions', owner);
    const first = await Promise.all(owners.map((o) => readStamps(o)));
    const again = await Promise.all([...owners].reverse().map((o) => readStamps(o)));
    expect([...again].reverse()).toEqual(first);
    for (const [i, stamps] of first.entries()) {
      expect(stamps.meetings).toBe('none');
      expect(stamps.projects).toBe('none');
      expect(stamps.todos === 'none').toBe(i % 4 !== 0);
      expect(stamps.sessions === 'none').toBe(i % 2 !== 0 || i % 4 === 0);
    }
    const written = first.filter((_s, i) => i % 2 === 0).map((s) => (s.todos === 'none' ? s.sessions : s.todos));
    expect(new Set(written).size).toBe(written.length);
  });

  it('given another process replaced a stamp (while reads of this one are out), then the next request gets the new stamp', async () => {
    const owner = newOwner();
    await bumpStamp('sessions', owner);
    for (let i = 0; i < 5; i++) {
      const earlier = readStamps(owner);
      await turn(); // that read is issued now
      // what a logout through another API process writes: straight into the database, nothing in this process
      const stamp = `other-process-${i}`;
      await revisions().updateOne({ _id: `sessions:${owner}` }, { $set: { stamp } });
      const [, seen] = await Promise.all([earlier, readStamps(owner)]);
      expect(seen.sessions).toBe(stamp);
    }
  });
});

describe('readStamps kept in memory (REVISION_STAMPS=memory)', () => {
  beforeEach(() => useStampSource('memory'));

  it('given an owner read once, then later reads need no database: a stamp written behind the API is not seen, one bumped through it is', async () => {
    const owner = newOwner();
    await bumpStamp('todos', owner);
    expect(stampsNow(owner)).toBeUndefined();
    const first = await readStamps(owner);
    expect(stampsNow(owner)).toBe(first);
    // proves the copy is what answers: a write straight into the database (no API process did it) is not read
    await revisions().updateOne({ _id: `todos:${owner}` }, { $set: { stamp: 'behind-the-api' } });
    expect((await readStamps(owner)).todos).toBe(first.todos);
    await bumpStamp('todos', owner);
    const after = await readStamps(owner);
    expect(after.todos).not.toBe(first.todos);
    expect(after.todos).toBe((await revisions().findOne({ _id: `todos:${owner}` }))!.stamp);
    expect(after.sessions).toBe(first.sessions);
    // what another worker's write brings (stamp-relay.ts)
    applyRelayedStamp('sessions', owner, 'from-another-worker');
    expect((await readStamps(owner)).sessions).toBe('from-another-worker');
  });

  it('given a stamp written while the owner’s first read is out, then that read is not kept and the next request gets the new stamp', async () => {
    for (let i = 0; i < 5; i++) {
      const owner = newOwner();
      await bumpStamp('sessions', owner);
      const old = (await revisions().findOne({ _id: `sessions:${owner}` }))!.stamp;
      const first = readStamps(owner);
      await turn(); // the read is issued now, and returns the old stamp
      applyRelayedStamp('sessions', owner, `relayed-${i}`);
      await revisions().updateOne({ _id: `sessions:${owner}` }, { $set: { stamp: `relayed-${i}` } });
      expect([old, `relayed-${i}`]).toContain((await first).sessions);
      expect((await readStamps(owner)).sessions).toBe(`relayed-${i}`);
      expect(stampsNow(owner)?.sessions).toBe(`relayed-${i}`);
    }
  });

  it('given the database source, then nothing is kept in memory', async () => {
    useStampSource('database');
    const owner = newOwner();
    await readStamps(owner);
    expect(stampsNow(owner)).toBeUndefined();
  });
});
