import { lazy, type ComponentType } from 'react';

const RETRY_DELAYS_MS = [400, 1200];
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A component loaded on first use (a remote's screens other than its first, mf-todo's board and selection bar).
 * Imported by path (`@haru/ui-kit/src/lazy-retry`), so each app bundles it. A failed chunk load is retried
 * (webpack forgets a failed chunk, so import() tries again) before the error reaches the remote's boundary: a
 * rejected lazy() is remembered for good.
 */
export function lazyRetry<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    for (let attempt = 0; ; attempt++) {
      try {
        return { default: await load() };
      } catch (error) {
        if (attempt >= RETRY_DELAYS_MS.length) throw error;
        await wait(RETRY_DELAYS_MS[attempt]);
      }
    }
  });
}
