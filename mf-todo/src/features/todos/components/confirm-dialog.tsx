import { Button, Modal } from '@haru/ui-kit';
import { messages } from '../../../messages/ko';

interface ConfirmDialogProps {
  open: boolean;
  text: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** An in-page confirmation (the native confirm() blocks the whole shell and cannot be styled). */
export function ConfirmDialog({ open, text, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      title={text}
      onClose={onCancel}
      closeLabel={messages.close}
      footer={(
        <>
          <Button onClick={onCancel} disabled={busy}>{messages.confirm.cancel}</Button>
          <Button variant="danger" onClick={onConfirm} busy={busy} autoFocus>{messages.confirm.ok}</Button>
        </>
      )}
    >
      {null}
    </Modal>
  );
}
