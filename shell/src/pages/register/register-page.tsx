import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from '@haru/router';
import { ApiError, register } from '@haru/api-client';
import { Alert, Button, TextField } from '@haru/ui-kit';
import { messages } from '../../messages/ko';
import { returnPath } from '../../auth/require-auth';
import { useSession } from '../../auth/use-session';
import { fieldOfServerError, validateRegister, type RegisterErrors, type RegisterFields } from './register-form';
import styles from '../auth-page.module.css';

const EMPTY: RegisterFields = { username: '', email: '', password: '', confirm: '' };

/** /register: four fields; on success the user is signed in and lands on /home. */
export function RegisterPage() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [fields, setFields] = useState(EMPTY);
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [busy, setBusy] = useState(false);
  if (session && !busy) return <Navigate to={returnPath(location.state)} replace />;

  const set = (key: keyof RegisterFields) => (value: string) => {
    setFields((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined, form: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateRegister(fields);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await register({ username: fields.username.trim(), email: fields.email.trim(), password: fields.password });
      window.alert(messages.register.success);
      navigate(returnPath(location.state), { replace: true });
    } catch (e) {
      const error = e instanceof ApiError ? e : null;
      // The server's detail when it answered; the spec's fallback when it could not be reached.
      const message = error && error.status > 0 ? error.message : messages.register.failed;
      setErrors({ [error ? fieldOfServerError(error.fieldErrors) : 'form']: message });
      setBusy(false);
    }
  }

  const field = (key: keyof RegisterFields) => ({ value: fields[key], error: errors[key], onChange: (e: { target: { value: string } }) => set(key)(e.target.value) });
  return (
    <main className={styles.page}>
      <section className={`${styles.card} ${styles.reveal}`} aria-labelledby="register-title">
        <Link to="/" className={styles.brand}>{messages.appName}</Link>
        <h1 id="register-title" className={styles.title}>{messages.register.title}</h1>
        <p className={styles.subtitle}>{messages.register.subtitle}</p>
        <form className={styles.form} onSubmit={submit} noValidate>
          <TextField label={messages.register.username} name="username" autoComplete="username" autoCapitalize="none" spellCheck={false}
            hint={messages.register.usernameHint} required autoFocus {...field('username')} />
          <TextField label={messages.register.email} name="email" type="email" autoComplete="email" required {...field('email')} />
          <TextField label={messages.register.password} name="password" type="password" autoComplete="new-password"
            hint={messages.register.passwordHint} required {...field('password')} />
          <TextField label={messages.register.confirm} name="confirm" type="password" autoComplete="new-password" required {...field('confirm')} />
          {errors.form && <Alert>{errors.form}</Alert>}
          <Button type="submit" variant="primary" className={styles.submit} busy={busy}>
            {busy ? messages.register.submitting : messages.register.submit}
          </Button>
        </form>
        <p className={styles.switch}>
          {messages.register.hasAccount}
          <Link to="/login" state={location.state}>{messages.register.toLogin}</Link>
        </p>
      </section>
    </main>
  );
}
