import mongoose from 'mongoose';
import { bumpStamp, readStamps } from './revisions';
import { startTestApi, type TestApi } from '../../test/harness';

// readStamps shares one database read among concurrent requests (next-read.ts; the order of reads and callers is
// tested there): every request must still get its own owner's stamps, and a stamp another process replaced before
// a request must be the one it gets (nothing of the stamps is kept in this process).
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, 60_000);
afterAll(() => api.close());

const newOwner = () => new mongoose.Types.ObjectId().toHexString();
const turn = () => new Promise((r) => setImmediate(r));

describe('readStamps', () => {
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
    const revisions = mongoose.connection.collection<{ _id: string; stamp: string }>('revisions');
    for (let i = 0; i < 5; i++) {
      const earlier = readStamps(owner);
      await turn(); // that read is issued now
      // what a logout through another API process writes: straight into the database, nothing in this process
      const stamp = `other-process-${i}`;
      await revisions.updateOne({ _id: `sessions:${owner}` }, { $set: { stamp } });
      const [, seen] = await Promise.all([earlier, readStamps(owner)]);
      expect(seen.sessions).toBe(stamp);
    }
  });
});
