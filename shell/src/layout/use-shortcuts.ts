import { useEffect, type RefObject } from 'react';
import { useCurrentScreenActions } from '@haru/ui-kit';

/** The tablet drawer becomes visible only after React renders it open; hidden elements cannot take focus. */
function focusWhenVisible(input: HTMLInputElement, attemptsLeft = 6): void {
  input.focus();
  if (document.activeElement === input) {
    input.select();
    return;
  }
  if (attemptsLeft > 0) setTimeout(() => focusWhenVisible(input, attemptsLeft - 1), 50);
}

/**
 * Ctrl/Cmd+K: the search palette, at every width. Ctrl/Cmd+Shift+K: focus the sidebar's menu search (opening the
 * tablet drawer first). Ctrl/Cmd+N: the screen's "new" action.
 */
export function useLayoutShortcuts(searchRef: RefObject<HTMLInputElement | null>, openDrawer: () => void, openPalette: () => void): void {
  const screen = useCurrentScreenActions();
  const create = screen.create;
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || e.isComposing) return;
      const key = e.key.toLowerCase();
      if (key === 'k' && !e.shiftKey) {
        e.preventDefault();
        openPalette();
      } else if (e.shiftKey && key !== 'k') {
        return;
      } else if (key === 'k') {
        const input = searchRef.current;
        if (!input || window.innerWidth < 768) return;
        e.preventDefault();
        if (window.innerWidth < 1024) openDrawer();
        focusWhenVisible(input);
      } else if (key === 'n' && create) {
        e.preventDefault();
        create.run();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [searchRef, openDrawer, openPalette, create]);
}
