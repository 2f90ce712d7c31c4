import { embeddedThread } from './connect';

describe('embeddedThread', () => {
  it('when fewer than 4 cores, then the embedded database stays on the main thread; from 4 cores it gets a worker', () => {
    expect(embeddedThread({}, 2)).toBe('main');
    expect(embeddedThread({}, 3)).toBe('main');
    expect(embeddedThread({}, 4)).toBe('worker');
  });

  it('when EMBEDDED_DB_THREAD names a place, then it decides; any other value falls back to the core count', () => {
    expect(embeddedThread({ EMBEDDED_DB_THREAD: 'worker' }, 2)).toBe('worker');
    expect(embeddedThread({ EMBEDDED_DB_THREAD: 'main' }, 8)).toBe('main');
    expect(embeddedThread({ EMBEDDED_DB_THREAD: 'yes' }, 8)).toBe('worker');
  });
});
