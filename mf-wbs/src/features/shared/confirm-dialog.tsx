import { Button, Modal } from '@haru/ui-kit';
import { messages } from '../../messages/ko';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  detail?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A delete confirmation in the app's own dialog (keyboard and screen-reader friendly, unlike window.confirm). */
export function ConfirmDialog({ open, title, detail, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      closeLabel={messages.common.close}
      footer={
        <>
          <Button onClick={onCancel} disabled={busy}>{messages.common.cancel}</Button>
          <Button variant="danger" onClick={onConfirm} busy={busy} autoFocus>
            {busy ? messages.common.deleting : messages.common.delete}
          </Button>
        </>
      }
    >
      {detail && <p style={{ margin: 0 }}>{detail}</p>}
    </Modal>
  );
}
