import { Button, Modal } from '@haru/ui-kit';
import { messages } from '../../../messages/ko';

const t = messages.confirm;

interface ConfirmDeleteProps {
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** '이 회의록을 삭제하시겠습니까?' as a dialog (keyboard and screen-reader friendly, unlike window.confirm). */
export function ConfirmDelete({ open, busy, onConfirm, onClose }: ConfirmDeleteProps) {
  return (
    <Modal
      open={open}
      title={t.title}
      closeLabel={t.close}
      onClose={onClose}
      footer={(
        <>
          <Button onClick={onClose} disabled={busy} autoFocus>{t.cancel}</Button>
          <Button variant="danger" busy={busy} onClick={onConfirm}>{t.ok}</Button>
        </>
      )}
    >
      <p style={{ margin: 0 }}>{t.body}</p>
    </Modal>
  );
}
