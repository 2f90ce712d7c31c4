import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { opensUpward, roomAround } from '../lib/time';

/**
 * A popover anchored under (or, when there is little room below, above) a control: open state, the flip rule,
 * closing on Escape (focus back to the toggle), on a press outside and when focus leaves.
 */
export function useDropdown(flipThreshold: number) {
  const [open, setOpen] = useState(false);
  const [upward, setUpward] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const show = useCallback(() => {
    const anchor = rootRef.current;
    if (anchor) {
      const { below, above } = roomAround(anchor);
      setUpward(opensUpward(below, above, flipThreshold));
    }
    setOpen(true);
  }, [flipThreshold]);

  const close = useCallback((refocus = true) => {
    setOpen(false);
    if (refocus) toggleRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (e: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, close]);

  const onKeyDown = useCallback((e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      close();
    }
  }, [open, close]);

  // Tabbing out of the control and its popover closes the popover. A blur to nowhere (Safari does not focus
  // clicked buttons) is left to the outside-press handler.
  const onBlur = useCallback((e: FocusEvent) => {
    const next = e.relatedTarget as Node | null;
    if (open && next && rootRef.current && !rootRef.current.contains(next)) close(false);
  }, [open, close]);

  return { open, upward, show, close, onBlur, toggle: () => (open ? close(false) : show()), rootRef, toggleRef, onKeyDown };
}
