import { knownLive, rememberLive } from './live-sessions';

const T0 = Date.UTC(2026, 10, 26, 9, 0, 0);
const entry = (o: Partial<{ userId: string; stamp: string; expiresAt: number; foundAt: number }> = {}) => ({
  userId: 'u1', stamp: 's1', expiresAt: T0 + 3_600_000, foundAt: T0, ...o,
});

describe('sessions this process found live', () => {
  it('given a session found live under a stamp, then it is known live while that stamp and its owner hold', () => {
    rememberLive('a', entry());
    expect(knownLive('a', 'u1', 's1', T0 + 1_000)).toBe(true);
  });

  it('given a revocation replaced the sessions stamp, then the session must be read again (and stays forgotten)', () => {
    rememberLive('b', entry());
    expect(knownLive('b', 'u1', 's2', T0 + 1_000)).toBe(false);
    expect(knownLive('b', 'u1', 's1', T0 + 1_000)).toBe(false);
  });

  it('given a token naming another owner for the same session id, then it is not known live', () => {
    rememberLive('c', entry());
    expect(knownLive('c', 'u2', 's1', T0 + 1_000)).toBe(false);
  });

  it('given the session has ended, then it is not known live', () => {
    rememberLive('d', entry({ expiresAt: T0 + 5_000 }));
    expect(knownLive('d', 'u1', 's1', T0 + 4_999)).toBe(true);
    expect(knownLive('d', 'u1', 's1', T0 + 5_000)).toBe(false);
  });

  it('given a minute has passed since it was read, then it is read again (a revocation whose stamp was never replaced)', () => {
    rememberLive('e', entry());
    expect(knownLive('e', 'u1', 's1', T0 + 59_999)).toBe(true);
    expect(knownLive('e', 'u1', 's1', T0 + 60_000)).toBe(false);
  });

  it('given more sessions than it keeps, then the oldest is forgotten first', () => {
    rememberLive('first', entry());
    for (let i = 0; i < 20_000; i++) rememberLive(`s${i}`, entry());
    expect(knownLive('first', 'u1', 's1', T0)).toBe(false);
    expect(knownLive('s19999', 'u1', 's1', T0)).toBe(true);
  });
});
