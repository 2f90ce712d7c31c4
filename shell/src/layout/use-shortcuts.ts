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

/** Ctrl/Cmd+K: focus the menu search (opening the tablet drawer first). Ctrl/Cmd+N: the screen's "new" action. */
export function useLayoutShortcuts(searchRef: RefObject<HTMLInputElement | null>, openDrawer: () => void): void {
  const screen = useCurrentScreenActions();
  const create = screen.create;
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey || e.isComposing) return;
      const key = e.key.toLowerCase();
      if (key === 'k') {
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
  }, [searchRef, openDrawer, create]);
}
