import { Link, Navigate, useLocation, useNavigate } from '@haru/router';
import { ApiError, register as createAccount } from '@haru/api-client';
import { registerFormSchema } from '@haru/contracts';
import { Alert, Button, TextField } from '@haru/ui-kit';
import { applyServerErrors, preventImeSubmit, useContractForm } from '@haru/ui-kit/form';
import { messages } from '../../messages/ko';
import { returnPath } from '../../auth/require-auth';
import { useSession } from '../../auth/use-session';
import styles from '../auth-page.module.css';

/** /register: four fields; on success the user is signed in and lands on /home. */
export function RegisterPage() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useContractForm(registerFormSchema, {
    defaultValues: { username: '', email: '', password: '', confirm: '' },
  });
  if (session && !isSubmitting) return <Navigate to={returnPath(location.state)} replace />;

  const submit = handleSubmit(async ({ username, email, password }) => {
    try {
      await createAccount({ username, email, password });
      window.alert(messages.register.success);
      navigate(returnPath(location.state), { replace: true });
    } catch (e) {
      // The server's detail when it answered (beside its field when it names one); the spec's fallback otherwise.
      const answered = e instanceof ApiError && e.status > 0;
      if (answered && applyServerErrors(e, setError, ['username', 'email', 'password'])) return;
      setError('root.server', { message: answered ? e.message : messages.register.failed });
    }
  });

  return (
    <main className={styles.page}>
      <section className={`${styles.card} ${styles.reveal}`} aria-labelledby="register-title">
        <Link to="/" className={styles.brand}>{messages.appName}</Link>
        <h1 id="register-title" className={styles.title}>{messages.register.title}</h1>
        <p className={styles.subtitle}>{messages.register.subtitle}</p>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- catches Enter bubbling from its fields during Korean IME composition */}
        <form className={styles.form} onSubmit={submit} onKeyDown={preventImeSubmit} noValidate>
          <TextField label={messages.register.username} autoComplete="username" autoCapitalize="none" spellCheck={false}
            hint={messages.register.usernameHint} required autoFocus error={errors.username?.message} {...register('username')} />
          <TextField label={messages.register.email} type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
          <TextField label={messages.register.password} type="password" autoComplete="new-password"
            hint={messages.register.passwordHint} required error={errors.password?.message} {...register('password')} />
          <TextField label={messages.register.confirm} type="password" autoComplete="new-password" required error={errors.confirm?.message} {...register('confirm')} />
          {errors.root?.server && <Alert>{errors.root.server.message}</Alert>}
          <Button type="submit" variant="primary" className={styles.submit} busy={isSubmitting}>
            {isSubmitting ? messages.register.submitting : messages.register.submit}
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
