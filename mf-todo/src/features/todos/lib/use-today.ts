import { useSyncExternalStore } from 'react';
import { seoulTime, todayInSeoul } from '@haru/dates';

export interface Clock { today: string; time: string }

/** One shared minute clock for every row: a single timer wakes the subscribers on each new minute. */
let current: Clock = { today: '', time: '' };
/** The start (ms) of the minute `current` was read in: within it the snapshot is `current` without reading the zone. */
let readIn = Number.NaN;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * React asks for the snapshot on every render and commit of every row; reading Seoul's date and time costs Intl
 * time-zone look-ups, so that is done once per minute (Seoul's offset is whole hours: its minutes start with UTC's).
 */
export function snapshot(): Clock {
  const now = Date.now();
  const minute = now - (now % 60_000);
  if (minute === readIn) return current;
  readIn = minute;
  const today = todayInSeoul(now);
  const time = seoulTime(now);
  if (today !== current.today || time !== current.time) current = { today, time };
  return current;
}

function schedule() {
  timer = setTimeout(() => {
    listeners.forEach((l) => l());
    schedule();
  }, 60_000 - (Date.now() % 60_000) + 50);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) schedule();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearTimeout(timer);
  };
}

/**
 * Today's date and the minute ('HH:MM') in Seoul, updated on each new minute while the screen stays open, so a
 * to-do due at 15:00 shows '(지연)' from 15:01.
 */
export function useClock(): Clock {
  return useSyncExternalStore(subscribe, snapshot);
}

/** Today's date in Seoul, updated when the day changes while the screen stays open. */
export function useToday(): string {
  return useClock().today;
}
