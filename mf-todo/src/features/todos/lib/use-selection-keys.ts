import { useEffect } from 'react';
import type { Selection } from './use-selection';

const typing = (el: Element | null) => el instanceof HTMLElement && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName) && !(el instanceof HTMLInputElement && el.type === 'checkbox'));

/**
 * Keys of selection mode: Esc leaves it (focus back where it was) unless a dialog or picker has it; Ctrl/Cmd+A
 * selects every shown to-do unless a text field has focus.
 */
export function useSelectionKeys(selection: Selection) {
  const { active, stop, selectAll } = selection;
  useEffect(() => {
    if (!active) return undefined;
    const onKey = (e: KeyboardEvent) => {
      const target = e.target instanceof Element ? e.target : null;
      if (e.defaultPrevented || target?.closest('dialog, [role="dialog"]')) return;
      if (e.key === 'Escape') {
        e.preventDefault();
        stop(true);
      } else if (e.key.toLowerCase() === 'a' && (e.ctrlKey || e.metaKey) && !e.altKey && !typing(target)) {
        e.preventDefault();
        selectAll();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active, stop, selectAll]);
}
