import { useLayoutEffect, useState, useSyncExternalStore, type RefObject } from 'react';

const onResize = (listener: () => void) => {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
};
const windowWidth = () => window.innerWidth;

/**
 * How many of a one-line row of chips (the children of `line`, `count` of them) fit whole: it starts from all of
 * them whenever `what` (the to-do) or the window's width changes, and drops the last chip before the browser paints
 * while the line overflows, down to the first chip, which always stays. All of them (`count`) when `measure` is
 * false, e.g. in the card view, where the chips wrap.
 */
export function useChipsThatFit(line: RefObject<HTMLElement | null>, count: number, what: unknown, measure: boolean): number {
  const width = useSyncExternalStore(onResize, windowWidth, () => 0);
  const [state, setState] = useState({ what, width, count, fit: count });
  let fit = state.fit;
  if (state.what !== what || state.width !== width || state.count !== count) {
    fit = count;
    setState({ what, width, count, fit });
  }
  useLayoutEffect(() => {
    const box = line.current;
    if (!measure || !box || fit <= 1 || box.scrollWidth <= box.clientWidth + 0.5) return;
    setState((s) => ({ ...s, fit: Math.min(s.fit, fit - 1) }));
  });
  return measure ? Math.min(fit, count) : count;
}
