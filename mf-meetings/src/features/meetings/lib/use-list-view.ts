import { useCallback, useState } from 'react';

export type ListView = 'card' | 'list';
const KEY = 'haru.meetings.view';

/** Card or list view, remembered on this device. */
export function useListView(): [ListView, (v: ListView) => void] {
  const [view, setView] = useState<ListView>(() => (readStored() === 'list' ? 'list' : 'card'));
  const set = useCallback((v: ListView) => {
    setView(v);
    try {
      localStorage.setItem(KEY, v);
    } catch {
      // Storage can be full or blocked; the choice then lasts for this visit only.
    }
  }, []);
  return [view, set];
}

function readStored(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}
