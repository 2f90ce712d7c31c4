import { ListCache } from './list-cache';

const body = (n: number) => Buffer.alloc(n, 1);

describe('ListCache', () => {
  it('when the stamp differs, then the entry is not answered and is dropped', () => {
    const cache = new ListCache();
    cache.set('todos:a:[]', { stamp: 's1', body: body(10), headers: {} });
    expect(cache.get('todos:a:[]', 's1')?.body.length).toBe(10);
    expect(cache.get('todos:a:[]', 's2')).toBeUndefined();
    expect(cache.get('todos:a:[]', 's1')).toBeUndefined();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('when an entry is older than maxAgeMs, then it is not answered', () => {
    let now = 1_000;
    const cache = new ListCache({ maxAgeMs: 100, now: () => now });
    cache.set('k', { stamp: 's', body: body(1), headers: {} });
    now += 100;
    expect(cache.get('k', 's')).toBeDefined();
    now += 1;
    expect(cache.get('k', 's')).toBeUndefined();
  });

  it('when over maxBytes, then the least recently used entries go first', () => {
    const cache = new ListCache({ maxBytes: 30 });
    cache.set('a', { stamp: 's', body: body(10), headers: {} });
    cache.set('b', { stamp: 's', body: body(10), headers: {} });
    cache.set('c', { stamp: 's', body: body(10), headers: {} });
    cache.get('a', 's');
    cache.set('d', { stamp: 's', body: body(10), headers: {} });
    expect(cache.get('b', 's')).toBeUndefined();
    expect(cache.get('a', 's')).toBeDefined();
    expect(cache.size).toEqual({ entries: 3, bytes: 30 });
  });

  it('when over maxEntries, then the least recently used entry goes first', () => {
    const cache = new ListCache({ maxEntries: 2 });
    cache.set('a', { stamp: 's', body: body(1), headers: {} });
    cache.set('b', { stamp: 's', body: body(1), headers: {} });
    cache.get('a', 's');
    cache.set('c', { stamp: 's', body: body(1), headers: {} });
    expect(cache.get('b', 's')).toBeUndefined();
    expect(cache.get('a', 's')).toBeDefined();
    expect(cache.size).toEqual({ entries: 2, bytes: 2 });
  });

  it('when an entry is larger than maxEntryBytes, then it is not kept', () => {
    const cache = new ListCache({ maxEntryBytes: 5 });
    cache.set('big', { stamp: 's', body: body(6), headers: {} });
    expect(cache.size.entries).toBe(0);
  });

  it('when a prefix is dropped, then only that owner’s entries go', () => {
    const cache = new ListCache();
    cache.set('todos:a:1', { stamp: 's', body: body(1), headers: {} });
    cache.set('todos:a:2', { stamp: 's', body: body(1), headers: {} });
    cache.set('todos:ab:1', { stamp: 's', body: body(1), headers: {} });
    cache.dropPrefix('todos:a:');
    expect(cache.get('todos:ab:1', 's')).toBeDefined();
    expect(cache.size.entries).toBe(1);
  });
});
