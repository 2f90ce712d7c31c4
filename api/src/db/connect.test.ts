import { embeddedThread } from './connect';

describe('embeddedThread', () => {
  it('when there is a second core, then the embedded database gets a worker thread; with one core it stays on the main thread', () => {
    expect(embeddedThread({}, 1)).toBe('main');
    expect(embeddedThread({}, 2)).toBe('worker');
    expect(embeddedThread({}, 8)).toBe('worker');
  });

  it('when EMBEDDED_DB_THREAD names a place, then it decides; any other value falls back to the core count', () => {
    expect(embeddedThread({ EMBEDDED_DB_THREAD: 'worker' }, 1)).toBe('worker');
    expect(embeddedThread({ EMBEDDED_DB_THREAD: 'main' }, 8)).toBe('main');
    expect(embeddedThread({ EMBEDDED_DB_THREAD: 'yes' }, 1)).toBe('main');
  });
});
