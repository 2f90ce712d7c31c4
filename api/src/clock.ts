import { seoulDate } from '@haru/dates';

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

let lastDay = { minute: Number.NaN, date: '' };
/**
 * seoulDate(now) worked out once per minute of the clock (every zone offset is whole minutes, so the date can only
 * change on a minute boundary): what cached answers that depend on the day (calendar, search) ask on every request.
 */
export function seoulDay(now: Date): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== lastDay.minute) lastDay = { minute, date: seoulDate(now) };
  return lastDay.date;
}
