import type { KeyboardEvent } from 'react';

/** ARIA tabs: Left/Right (wrapping), Home and End move between tabs and focus the chosen one. */
export function tabKeyHandler<T extends string>(tabs: readonly T[], current: T, select: (t: T) => void, idOf: (t: T) => string) {
  return (e: KeyboardEvent) => {
    const i = tabs.indexOf(current);
    const next = e.key === 'ArrowRight' ? tabs[(i + 1) % tabs.length]
      : e.key === 'ArrowLeft' ? tabs[(i - 1 + tabs.length) % tabs.length]
        : e.key === 'Home' ? tabs[0]
          : e.key === 'End' ? tabs[tabs.length - 1]
            : null;
    if (!next) return;
    e.preventDefault();
    select(next);
    document.getElementById(idOf(next))?.focus();
  };
}
