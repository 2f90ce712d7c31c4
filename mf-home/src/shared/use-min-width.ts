import { useSyncExternalStore } from 'react';

const query = (px: number) => `(min-width: ${px}px)`;
const hasMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/** One media query list per width: read at every render of a screen (matchMedia parses the query each call). */
const lists = new Map<number, MediaQueryList>();
const media = (px: number) => {
  let list = lists.get(px);
  if (!list) lists.set(px, (list = window.matchMedia(query(px))));
  return list;
};

/** Whether the viewport is at least `px` wide, following resizes (false where media queries are unknown). */
export function useMinWidth(px: number): boolean {
  return useSyncExternalStore(
    (notify) => {
      if (!hasMedia()) return () => undefined;
      const list = media(px);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => hasMedia() && media(px).matches,
    () => false,
  );
}
