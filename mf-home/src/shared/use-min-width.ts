import { useSyncExternalStore } from 'react';

const query = (px: number) => `(min-width: ${px}px)`;
const hasMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/** Whether the viewport is at least `px` wide, following resizes (false where media queries are unknown). */
export function useMinWidth(px: number): boolean {
  return useSyncExternalStore(
    (notify) => {
      if (!hasMedia()) return () => undefined;
      const media = window.matchMedia(query(px));
      media.addEventListener('change', notify);
      return () => media.removeEventListener('change', notify);
    },
    () => hasMedia() && window.matchMedia(query(px)).matches,
    () => false,
  );
}
