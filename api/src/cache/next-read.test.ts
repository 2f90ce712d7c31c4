import { nextReadBatcher } from './next-read';

/** A read the test answers by hand: which keys each read asked for, in order, and its resolve/reject. */
function manualReads<V>() {
  const reads: { keys: string[]; answer(values: Record<string, V>): void; fail(error: Error): void }[] = [];
  const readMany = (keys: string[]) => new Promise<Map<string, V>>((resolve, reject) => {
    reads.push({ keys, answer: (values) => resolve(new Map(Object.entries(values))), fail: reject });
  });
  return { reads, readMany };
}
/** Lets settled promises and setImmediate callbacks (where a read starts) run: two loop turns. */
const turn = () => new Promise((r) => setImmediate(() => setImmediate(r)));

describe('nextReadBatcher', () => {
  it('given callers in one loop turn, then one read serves them all, each key with its own value', async () => {
    const { reads, readMany } = manualReads<number>();
    const read = nextReadBatcher(readMany);
    const answers = Promise.all([read('a'), read('b'), read('a')]);
    await turn();
    expect(reads.map((r) => r.keys)).toEqual([['a', 'b']]);
    reads[0].answer({ a: 1, b: 2 });
    await expect(answers).resolves.toEqual([1, 2, 1]);
  });

  it('given a read is already out, then a new caller is answered by the next read, never by that one', async () => {
    const { reads, readMany } = manualReads<string>();
    const read = nextReadBatcher(readMany);
    const first = read('owner');
    await turn();
    expect(reads).toHaveLength(1);
    // a write lands now (after read 1 was issued); a request arriving after it must not take read 1's answer
    const second = read('owner');
    await turn();
    expect(reads).toHaveLength(1); // waits for read 1 to end: one read out at a time
    reads[0].answer({ owner: 'before the write' });
    await expect(first).resolves.toBe('before the write');
    await turn();
    expect(reads.map((r) => r.keys)).toEqual([['owner'], ['owner']]);
    reads[1].answer({ owner: 'after the write' });
    await expect(second).resolves.toBe('after the write');
  });

  it('given a read fails, then its callers get the error and the next callers a read of their own', async () => {
    const { reads, readMany } = manualReads<number>();
    const read = nextReadBatcher(readMany);
    const failed = read('a');
    await turn();
    const later = read('a');
    reads[0].fail(new Error('database down'));
    await expect(failed).rejects.toThrow('database down');
    await turn();
    reads[1].answer({ a: 7 });
    await expect(later).resolves.toBe(7);
  });

  it('given more keys than one read takes, then the batch is split into reads of at most that many', async () => {
    const { reads, readMany } = manualReads<number>();
    const read = nextReadBatcher(readMany, 2);
    const answers = Promise.all(['a', 'b', 'c'].map((k) => read(k)));
    await turn();
    expect(reads.map((r) => r.keys)).toEqual([['a', 'b'], ['c']]);
    reads[1].answer({ c: 3 });
    reads[0].answer({ a: 1, b: 2 });
    await expect(answers).resolves.toEqual([1, 2, 3]);
  });

  it('given a read that leaves a key out, then that caller gets an error, not undefined', async () => {
    const { reads, readMany } = manualReads<number>();
    const read = nextReadBatcher(readMany);
    const answers = [read('a'), read('b')];
    await turn();
    reads[0].answer({ a: 1 });
    await expect(answers[0]).resolves.toBe(1);
    await expect(answers[1]).rejects.toThrow('did not answer');
  });
});
