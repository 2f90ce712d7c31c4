/** The API's idea of "now": injected where time decides behaviour (reminders), so tests can advance it. */
export interface Clock { now(): Date }

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests set and advance by hand. */
export function manualClock(start: Date | string): Clock & { set(to: Date | string): void; advance(ms: number): void } {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (to) => { current = new Date(to); },
    advance: (ms) => { current = new Date(current.getTime() + ms); },
  };
}
