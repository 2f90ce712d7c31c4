import { useRef } from 'react';
import { Button } from './button';
import { Modal } from './modal';
import styles from './modal.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question ('이 할일을 삭제하시겠습니까?') or a short title with the question as `body`. */
  title: string;
  body?: string;
  confirmLabel: string;
  /** Shown on the confirm button while `busy` (defaults to `confirmLabel`). */
  busyLabel?: string;
  cancelLabel: string;
  /** Accessible label of the close button. */
  closeLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A destructive confirmation in the app's own dialog (the native confirm() blocks the whole shell). Focus starts
 * on cancel, so Enter never deletes by accident; Esc, the backdrop and × cancel; focus returns to the opener.
 */
export function ConfirmDialog({ open, title, body, confirmLabel, busyLabel, cancelLabel, closeLabel, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      title={title}
      onClose={busy ? () => undefined : onCancel}
      closeLabel={closeLabel}
      initialFocus={cancelRef}
      footer={(
        <>
          <Button ref={cancelRef} onClick={onCancel} disabled={busy}>{cancelLabel}</Button>
          <Button variant="danger" onClick={onConfirm} busy={busy}>{busy ? busyLabel ?? confirmLabel : confirmLabel}</Button>
        </>
      )}
    >
      {body && <p className={styles.message}>{body}</p>}
    </Modal>
  );
}
