import { embeddedThread } from './connect';

describe('embeddedThread', () => {
  it('when there is a second core, then the embedded database gets a worker thread; with one core it stays on the main thread', () => {
    expect(embeddedThread(undefined, 1)).toBe('main');
    expect(embeddedThread(undefined, 2)).toBe('worker');
    expect(embeddedThread(undefined, 8)).toBe('worker');
  });

  it('when EMBEDDED_DB_THREAD names a place, then it decides (config.ts rejects any other value at start)', () => {
    expect(embeddedThread('worker', 1)).toBe('worker');
    expect(embeddedThread('main', 8)).toBe('main');
  });
});
