import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

export type Placement = 'top' | 'bottom';

/** SPEC.md: a dropdown opens upward when there is under `threshold` px below it and more room above. */
export function choosePlacement(spaceBelow: number, spaceAbove: number, threshold: number): Placement {
  return spaceBelow < threshold && spaceAbove > spaceBelow ? 'top' : 'bottom';
}

/**
 * A popover anchored to a control: open state, the flip rule, closing on Escape (focus back to the toggle), on a
 * press outside and when focus leaves the control and its panel.
 */
export function usePopover(flipThreshold: number) {
  const [open, setOpen] = useState(false);
  const [placement, setPlacement] = useState<Placement>('bottom');
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const show = useCallback(() => {
    const rect = rootRef.current?.getBoundingClientRect();
    if (rect) setPlacement(choosePlacement(window.innerHeight - rect.bottom, rect.top, flipThreshold));
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

  // Tabbing out closes the panel. A blur to nowhere (Safari does not focus clicked buttons) is left to the
  // outside-press handler.
  const onBlur = useCallback((e: FocusEvent) => {
    const next = e.relatedTarget as Node | null;
    if (open && next && rootRef.current && !rootRef.current.contains(next)) close(false);
  }, [open, close]);

  const toggle = useCallback(() => (open ? close(false) : show()), [open, close, show]);
  return { open, placement, show, close, toggle, onBlur, onKeyDown, rootRef, toggleRef };
}
