import { useWatch } from 'react-hook-form';
import { Alert, Button, Modal, TextField } from '@haru/ui-kit';
import { applyServerErrors, preventImeSubmit, useContractForm } from '@haru/ui-kit/form';
import { TODO_LIMITS, todoCreateSchema } from '@haru/contracts';
import { messages } from '../../../messages/ko';
import { useCreateTodo } from '../api/use-todos';
import { failureText } from '@haru/api-client';

const EMPTY = { title: '', priority: 'medium', status: 'pending' } as const;

/** Quick add: a trimmed title is all it takes; the buttons are disabled while saving. */
export function QuickAddModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateTodo();
  const { register, control, handleSubmit, setError, reset, formState: { errors } } = useContractForm(todoCreateSchema, { defaultValues: EMPTY });
  const title = useWatch({ control, name: 'title' }) ?? '';
  const close = () => {
    if (create.isPending) return;
    reset(EMPTY);
    onClose();
  };
  const submit = handleSubmit(async (body) => {
    if (create.isPending) return;
    try {
      await create.mutateAsync(body);
      reset(EMPTY);
      onClose();
    } catch (err) {
      if (!applyServerErrors(err, setError, ['title'])) setError('root.server', { message: failureText(err, messages.form.addFailed) });
    }
  });
  return (
    <Modal open={open} title={messages.quickAdd.title} onClose={close} closeLabel={messages.close}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- catches Enter bubbling from its fields during Korean IME composition */}
      <form onSubmit={submit} onKeyDown={preventImeSubmit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 'var(--haru-space-4)' }}>
        <TextField
          label={messages.quickAdd.label}
          placeholder={messages.quickAdd.placeholder}
          maxLength={TODO_LIMITS.title}
          disabled={create.isPending}
          error={errors.title?.message}
          autoFocus
          {...register('title')}
        />
        {errors.root?.server && <Alert>{errors.root.server.message}</Alert>}
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
