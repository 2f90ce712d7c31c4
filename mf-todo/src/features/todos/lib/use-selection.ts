import { useCallback, useMemo, useRef, useState } from 'react';
import { rangeIds } from './bulk';

export interface Selection {
  active: boolean;
  /** The selected ids, in the shown order; after `selectMatching`, the not yet loaded ones follow in the server's order. */
  ids: string[];
  /** `selectMatching` chose every to-do the list matches, loaded or not. */
  matching: boolean;
  has: (id: string) => boolean;
  /** A click on a row's selection box; `range` (Shift) sets every row from the last clicked one to the same state. */
  toggle: (id: string, range: boolean) => void;
  selectAll: () => void;
  /** Selects these ids too (every to-do the list matches, read from the server), beyond the loaded pages. */
  selectMatching: (all: readonly string[]) => void;
  clear: () => void;
  start: () => void;
  /** Leaves selection mode; `restoreFocus` puts focus back where it was when the mode started. */
  stop: (restoreFocus?: boolean) => void;
}

/**
 * Selection mode of the to-do list and board: which shown to-dos are selected, and where focus was before.
 * `groupOf` (the board's column of each id) keeps a Shift range inside one column; across columns a Shift-click
 * selects just the card clicked.
 */
export function useSelection(order: readonly string[], groupOf?: ReadonlyMap<string, string>): Selection {
  const [active, setActive] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [matching, setMatching] = useState<readonly string[] | null>(null);
  const anchor = useRef<string | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const toggle = useCallback((id: string, range: boolean) => {
    const from = anchor.current;
    anchor.current = id;
    setSelected((current) => {
      const on = !current.has(id);
      const sameGroup = !groupOf || (from !== null && groupOf.get(from) === groupOf.get(id));
      const span = range && from && sameGroup ? rangeIds(order, from, id) : [];
      const next = new Set(current);
      for (const each of span.length > 0 ? span : [id]) {
        if (on) next.add(each);
        else next.delete(each);
      }
      return next;
    });
  }, [order, groupOf]);
  const selectAll = useCallback(() => setSelected(new Set(order)), [order]);
  const selectMatching = useCallback((all: readonly string[]) => {
    setMatching(all);
    setSelected(new Set([...order, ...all]));
  }, [order]);
  const clear = useCallback(() => { setSelected(new Set()); setMatching(null); anchor.current = null; }, []);
  const start = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setActive(true);
  }, []);
  const stop = useCallback((restoreFocus = false) => {
    setActive(false);
    clear();
    if (restoreFocus && opener.current?.isConnected) opener.current.focus();
  }, [clear]);

  const ids = useMemo(() => {
    const shown = new Set(order);
    const unloaded = (matching ?? []).filter((id) => !shown.has(id));
    return [...order, ...unloaded].filter((id) => selected.has(id));
  }, [order, selected, matching]);
  const has = useCallback((id: string) => selected.has(id), [selected]);
  return { active, ids, matching: matching !== null, has, toggle, selectAll, selectMatching, clear, start, stop };
}
