import { useEffect, useState } from 'react';
import { ApiError, CLIENT_MESSAGES } from '@haru/api-client';
import { changePasswordFormSchema } from '@haru/contracts';
import { Alert, Button, Modal, TextField } from '@haru/ui-kit';
import { applyServerErrors, preventImeSubmit, useContractForm } from '@haru/ui-kit/form';
import { messages } from '../../../messages/ko';
import { changePassword } from '../api/account';
import { CLOSE_AFTER_MS } from '../lib/password';
import styles from './mypage.module.css';

const m = messages.password;
const EMPTY = { currentPassword: '', newPassword: '', confirm: '' };

/** The server's detail, else the spec's failure text; no answer at all is the network message. */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status > 0) {
    return error.message && error.message !== CLIENT_MESSAGES.requestFailed ? error.message : m.failed;
  }
  return m.networkError;
}

export function PasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [success, setSuccess] = useState(false);
  const { register, handleSubmit, setError, reset, formState: { errors, isSubmitting } } = useContractForm(changePasswordFormSchema, { defaultValues: EMPTY });

  useEffect(() => {
    if (!open) { reset(EMPTY); setSuccess(false); }
  }, [open, reset]);
  useEffect(() => {
    if (!success) return undefined;
    const timer = setTimeout(onClose, CLOSE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [success, onClose]);

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    if (success) return;
    try {
      await changePassword(currentPassword, newPassword);
      setSuccess(true);
    } catch (err) {
      if (applyServerErrors(err, setError, ['currentPassword', 'newPassword'])) return;
      setError('root.server', { message: failureText(err) });
    }
  });

  return (
    <Modal open={open} title={m.title} onClose={onClose} closeLabel={messages.common.close}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- catches Enter bubbling from its fields during Korean IME composition */}
      <form className={styles.form} onSubmit={submit} onKeyDown={preventImeSubmit} noValidate data-testid="password-form">
        <TextField label={m.current} type="password" autoComplete="current-password" required disabled={success}
          error={errors.currentPassword?.message} {...register('currentPassword')} />
        <TextField label={m.next} type="password" autoComplete="new-password" required hint={m.hint} disabled={success}
          error={errors.newPassword?.message} {...register('newPassword')} />
        <TextField label={m.confirm} type="password" autoComplete="new-password" required disabled={success}
          error={errors.confirm?.message} {...register('confirm')} />
        {errors.root?.server && <Alert>{errors.root.server.message}</Alert>}
        {success && <Alert tone="success">{m.success}</Alert>}
        <div className={styles.formActions}>
          <Button onClick={onClose}>{messages.common.cancel}</Button>
          <Button type="submit" variant="primary" busy={isSubmitting} disabled={success}>{isSubmitting ? messages.common.saving : m.submit}</Button>
        </div>
      </form>
    </Modal>
  );
}
