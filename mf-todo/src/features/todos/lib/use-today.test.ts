import { snapshot } from './use-today';

afterEach(() => { jest.useRealTimers(); });

const at = (iso: string) => jest.useFakeTimers({ now: new Date(iso), doNotFake: ['setTimeout', 'clearTimeout', 'queueMicrotask', 'nextTick'] });

describe('the shared minute clock', () => {
  it('reads Seoul once per minute: the same snapshot within it, the new minute and day after it, and an earlier time again', () => {
    at('2025-01-14T15:30:05Z');
    const first = snapshot();
    expect(first).toEqual({ today: '2025-01-15', time: '00:30' });
    jest.setSystemTime(new Date('2025-01-14T15:30:59Z'));
    expect(snapshot()).toBe(first);
    jest.setSystemTime(new Date('2025-01-14T15:31:00Z'));
    expect(snapshot()).toEqual({ today: '2025-01-15', time: '00:31' });
    jest.setSystemTime(new Date('2025-01-13T14:59:30Z'));
    expect(snapshot()).toEqual({ today: '2025-01-13', time: '23:59' });
  });
});
