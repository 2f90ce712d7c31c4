import { useSyncExternalStore } from 'react';
import { seoulTime, todayInSeoul } from '@haru/dates';

export interface Clock { today: string; time: string }

/** One shared minute clock for every row: a single timer wakes the subscribers on each new minute. */
let current: Clock = { today: '', time: '' };
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

function snapshot(): Clock {
  const today = todayInSeoul();
  const time = seoulTime();
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
