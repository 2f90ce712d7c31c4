import { useCallback, useState } from 'react';
import { readSession } from '@haru/api-client';

/** The local-storage key of a per-user preference ('haru.calendar.view:minji'). */
export const userKey = (name: string) => `haru.${name}:${readSession()?.username ?? ''}`;

function read<T>(key: string, fallback: T, valid: (value: unknown) => value is T): T {
  try {
    const raw = localStorage.getItem(key);
    const value: unknown = raw === null ? null : JSON.parse(raw);
    return valid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

/**
 * A preference of this browser's signed-in user kept in local storage under `userKey(name)`; a missing, unreadable
 * or invalid stored value gives `fallback`.
 */
export function useStoredState<T>(name: string, fallback: T, valid: (value: unknown) => value is T): [T, (next: T) => void] {
  const [value, setValue] = useState(() => read(userKey(name), fallback, valid));
  const set = useCallback((next: T) => {
    setValue(next);
    try { localStorage.setItem(userKey(name), JSON.stringify(next)); } catch { /* storage full or denied: kept for this visit */ }
  }, [name]);
  return [value, set];
}
