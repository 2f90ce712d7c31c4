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
   * What gets focus when the dialog opens. Use this rather than autoFocus, which React applies before the
   * dialog can remember the opener to give focus back to.
   */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * A dialog on the native <dialog> element: focus trapping, Esc and the backdrop come from the browser. Focus goes
 * back to what had it before the dialog opened (the button that opened it) when it closes.
 */
export function Modal({ open, title, onClose, closeLabel, children, footer, initialFocus }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocus.current = document.activeElement as HTMLElement | null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      initialFocus?.current?.focus();
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
