import { useCallback, useMemo, useRef, useState } from 'react';
import { rangeIds } from './bulk';

export interface Selection {
  active: boolean;
  /** The selected ids still shown, in the shown order. */
  ids: string[];
  has: (id: string) => boolean;
  /** A click on a row's selection box; `range` (Shift) sets every row from the last clicked one to the same state. */
  toggle: (id: string, range: boolean) => void;
  selectAll: () => void;
  clear: () => void;
  start: () => void;
  /** Leaves selection mode; `restoreFocus` puts focus back where it was when the mode started. */
  stop: (restoreFocus?: boolean) => void;
}

/** Selection mode of the to-do list: which shown to-dos are selected, and where focus was before. */
export function useSelection(order: readonly string[]): Selection {
  const [active, setActive] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const anchor = useRef<string | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const toggle = useCallback((id: string, range: boolean) => {
    const from = anchor.current;
    anchor.current = id;
    setSelected((current) => {
      const on = !current.has(id);
      const span = range && from ? rangeIds(order, from, id) : [];
      const next = new Set(current);
      for (const each of span.length > 0 ? span : [id]) {
        if (on) next.add(each);
        else next.delete(each);
      }
      return next;
    });
  }, [order]);
  const selectAll = useCallback(() => setSelected(new Set(order)), [order]);
  const clear = useCallback(() => { setSelected(new Set()); anchor.current = null; }, []);
  const start = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setActive(true);
  }, []);
  const stop = useCallback((restoreFocus = false) => {
    setActive(false);
    clear();
    if (restoreFocus && opener.current?.isConnected) opener.current.focus();
  }, [clear]);

  const ids = useMemo(() => order.filter((id) => selected.has(id)), [order, selected]);
  const has = useCallback((id: string) => selected.has(id), [selected]);
  return { active, ids, has, toggle, selectAll, clear, start, stop };
}
