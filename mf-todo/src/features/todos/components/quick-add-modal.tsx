import { useState, type FormEvent } from 'react';
import { Alert, Button, Modal, TextField } from '@haru/ui-kit';
import { TODO_LIMITS } from '@haru/contracts';
import { useNavigate } from '@haru/router';
import { messages } from '../../../messages/ko';
import { useCreateTodo } from '../api/use-todos';
import { failureText, isAuthFailure } from '../lib/errors';

/** Quick add: a trimmed title is all it takes; the buttons are disabled while saving. */
export function QuickAddModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateTodo();
  const navigate = useNavigate();
  const close = () => {
    if (create.isPending) return;
    setTitle('');
    setError(null);
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = title.trim();
    if (!trimmed || create.isPending) return;
    setError(null);
    create.mutate({ title: trimmed, priority: 'medium', status: 'pending' }, {
      onSuccess: () => { setTitle(''); onClose(); },
      onError: (err) => (isAuthFailure(err) ? navigate('/login', { replace: true }) : setError(failureText(err, messages.form.addFailed))),
    });
  };
  return (
    <Modal open={open} title={messages.quickAdd.title} onClose={close} closeLabel={messages.close}>
      <form onSubmit={submit} style={{ display: 'flex', flexDirection: 'column', gap: 'var(--haru-space-4)' }}>
        <TextField
          label={messages.quickAdd.label}
          value={title}
          placeholder={messages.quickAdd.placeholder}
          onChange={(e) => { setTitle(e.target.value); setError(null); }}
          maxLength={TODO_LIMITS.title}
          disabled={create.isPending}
          autoFocus
        />
        {error && <Alert>{error}</Alert>}
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 'var(--haru-space-2)' }}>
          <Button onClick={close} disabled={create.isPending}>{messages.quickAdd.cancel}</Button>
          <Button type="submit" variant="primary" disabled={!title.trim() || create.isPending}>
            {create.isPending ? messages.quickAdd.saving : messages.quickAdd.save}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
