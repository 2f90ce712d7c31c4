import { useEffect, useState, type FormEvent } from 'react';
import { ApiError, CLIENT_MESSAGES } from '@haru/api-client';
import { Alert, Button, Modal, TextField } from '@haru/ui-kit';
import { messages } from '../../../messages/ko';
import { changePassword } from '../api/account';
import { CLOSE_AFTER_MS, validatePasswordForm, type PasswordForm } from '../lib/password';
import styles from './mypage.module.css';

const m = messages.password;
const EMPTY: PasswordForm = { current: '', next: '', confirm: '' };

/** The server's detail, else the spec's failure text; no answer at all is the network message. */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status > 0) {
    return error.message && error.message !== CLIENT_MESSAGES.requestFailed ? error.message : m.failed;
  }
  return m.networkError;
}

export function PasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form, setForm] = useState<PasswordForm>(EMPTY);
  const [error, setError] = useState('');
  const [success, setSuccess] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) { setForm(EMPTY); setError(''); setSuccess(false); setSaving(false); }
  }, [open]);
  useEffect(() => {
    if (!success) return undefined;
    const timer = setTimeout(onClose, CLOSE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [success, onClose]);

  const update = (key: keyof PasswordForm) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [key]: e.target.value }));
    setError('');
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving || success) return;
    const invalid = validatePasswordForm(form);
    if (invalid) { setError(invalid); return; }
    setSaving(true);
    try {
      await changePassword(form.current, form.next);
      setSuccess(true);
    } catch (err) {
      setError(failureText(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={open} title={m.title} onClose={onClose} closeLabel={messages.common.close}>
      <form className={styles.form} onSubmit={submit} noValidate data-testid="password-form">
        <TextField label={m.current} type="password" autoComplete="current-password" value={form.current} onChange={update('current')} required disabled={success} />
        <TextField label={m.next} type="password" autoComplete="new-password" value={form.next} onChange={update('next')} required hint={m.hint} disabled={success} />
        <TextField label={m.confirm} type="password" autoComplete="new-password" value={form.confirm} onChange={update('confirm')} required disabled={success} />
        {error && <Alert>{error}</Alert>}
        {success && <Alert tone="success">{m.success}</Alert>}
        <div className={styles.formActions}>
          <Button onClick={onClose}>{messages.common.cancel}</Button>
          <Button type="submit" variant="primary" busy={saving} disabled={success}>{saving ? messages.common.saving : m.submit}</Button>
        </div>
      </form>
    </Modal>
  );
}
