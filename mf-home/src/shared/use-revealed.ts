import { useEffect, useState } from 'react';

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void };

/** Idle time to wait for at most before revealing the next part anyway. */
const IDLE_TIMEOUT_MS = 300;

/**
 * How many of `total` parts to render: `first` at once, then one more per idle period. Each part's rendering is
 * then its own short task instead of one long task at start-up, so the first parts paint and input stays answered.
 */
export function useRevealed(total: number, first: number): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown >= total) return undefined;
    const w = window as IdleWindow;
    const next = () => setShown((n) => n + 1);
    if (w.requestIdleCallback && w.cancelIdleCallback) {
      const id = w.requestIdleCallback(next, { timeout: IDLE_TIMEOUT_MS });
      return () => w.cancelIdleCallback?.(id);
    }
    const id = setTimeout(next, 16);
    return () => clearTimeout(id);
  }, [shown, total]);
  return shown;
}
