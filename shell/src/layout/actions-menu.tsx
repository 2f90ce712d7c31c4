import { useEffect, useRef, useState } from 'react';
import type { ScreenAction } from '@haru/ui-kit';
import { MenuList } from './menu-list';
import styles from './app-header.module.css';
import { appMessages } from '../messages/ko-app';

/** "More" button with the screen's secondary actions when there are more than fit in the header. */
export function ActionsMenu({ actions }: { actions: ScreenAction[] }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    const close = (e: MouseEvent) => { if (!buttonRef.current?.parentElement?.contains(e.target as Node)) setOpen(false); };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);
  return (
    <div className={styles.more}>
      <button ref={buttonRef} type="button" className={styles.moreButton} aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {appMessages.layout.moreActions}
      </button>
      {open && (
        <MenuList
          label={appMessages.layout.moreActions}
          items={actions}
          className={styles.moreMenu}
          onClose={() => { setOpen(false); buttonRef.current?.focus(); }}
        />
      )}
    </div>
  );
}
