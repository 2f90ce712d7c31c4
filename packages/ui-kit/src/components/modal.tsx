import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  /** Accessible label of the close button, from the caller's messages module. */
  closeLabel: string;
  children: ReactNode;
  footer?: ReactNode;
  /**
   * What gets focus when the dialog opens; by default its first field (the place the user types), else the
   * browser's choice. Use this rather than autoFocus, which the dialog's opening would take away again.
   */
  initialFocus?: RefObject<HTMLElement | null>;
}

/** A dialog's first field: where focus starts unless the caller names another element. */
const FIRST_FIELD = 'input:not([type=hidden]):not(:disabled), textarea:not(:disabled), select:not(:disabled)';

/**
 * A dialog on the native <dialog> element: focus trapping, Esc and the backdrop come from the browser. Focus starts
 * on `initialFocus` or the first field, and goes back to what had it before the dialog opened (the button that
 * opened it) when it closes.
 */
export function Modal({ open, title, onClose, closeLabel, children, footer, initialFocus }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const returnFocus = useRef<HTMLElement | null>(null);
  // The opener is remembered while rendering the opening, before any child can take focus on mount.
  if (open && !ref.current?.open && !returnFocus.current && typeof document !== 'undefined') {
    returnFocus.current = document.activeElement as HTMLElement | null;
  }

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      (initialFocus ? initialFocus.current : dialog.querySelector<HTMLElement>(FIRST_FIELD))?.focus();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      returnFocus.current?.focus();
      returnFocus.current = null;
    }
  }, [open, initialFocus]);

  return (
    // A click on the backdrop closes; the keyboard way is the dialog's native Escape (onCancel).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- see above
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(e) => { e.preventDefault(); onClose(); }}
      onClick={(e) => { if (e.target === ref.current) onClose(); }}
    >
      {open && (
        <div className={styles.panel}>
          <header className={styles.header}>
            <h2 id={titleId} className={styles.title}>{title}</h2>
            <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>×</button>
          </header>
          <div className={styles.body}>{children}</div>
          {footer && <footer className={styles.footer}>{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}
