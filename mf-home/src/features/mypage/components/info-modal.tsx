import type { ReactNode } from 'react';
import { Button, Modal } from '@haru/ui-kit';
import { messages } from '../../../messages/ko';

export function InfoModal({ open, title, onClose, children }: { open: boolean; title: string; onClose: () => void; children: ReactNode }) {
  return (
    <Modal open={open} title={title} onClose={onClose} closeLabel={messages.common.close} footer={<Button onClick={onClose}>{messages.common.close}</Button>}>
      {children}
    </Modal>
  );
}
