import { lazy, type ComponentType } from 'react';

const RETRY_DELAYS_MS = [400, 1200];
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A screen loaded on first visit, so /home evaluates only its own code. A failed chunk load is retried (webpack
 * forgets a failed chunk, so import() tries again) before the error reaches the shell's remote boundary: a rejected
 * lazy() is remembered for good.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
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
