import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from '@haru/router';
import { ApiError, login } from '@haru/api-client';
import { Alert, Button, TextField } from '@haru/ui-kit';
// The IME guard alone: '@haru/ui-kit/form' would bring react-hook-form into /login's first download.
import { preventImeSubmit } from '@haru/ui-kit/src/form/ime-submit';
import { messages } from '../../messages/ko';
import { returnPath } from '../../auth/require-auth';
import { useSession } from '../../auth/use-session';
import { IntroSplash } from './intro-splash';
import { useLoginForm } from './use-login-form';
import styles from '../auth-page.module.css';

// The intro shows once per page load (SPEC.md: the hasSeenIntro flag is reset at each load).
let introSeenThisLoad = false;

/** /intro and /login: the intro splash, then the form. A signed-in visitor goes on at once. */
export function LoginPage() {
  const session = useSession();
  const location = useLocation();
  const [showIntro, setShowIntro] = useState(!introSeenThisLoad);
  if (session) return <Navigate to={returnPath(location.state)} replace />;
  const finishIntro = () => {
    introSeenThisLoad = true;
    setShowIntro(false);
  };
  return (
    <main className={styles.page}>
      {showIntro ? <IntroSplash onDone={finishIntro} /> : <LoginForm />}
    </main>
  );
}

function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const { field, errors, submitting, submit, fail } = useLoginForm(async (input) => {
    try {
      await login(input);
      navigate(returnPath(location.state), { replace: true });
    } catch (e) {
      // SPEC.md section 5: any failure shows one message; throttling keeps its own (it says when to retry).
      fail(e instanceof ApiError && e.status === 429 ? e.message : messages.login.failed);
    }
  });

  return (
    <section className={`${styles.card} ${styles.reveal}`} aria-labelledby="login-title">
      <Link to="/" className={styles.brand}>{messages.appName}</Link>
      <h1 id="login-title" className={styles.title}>{messages.login.title}</h1>
      <p className={styles.subtitle}>{messages.login.subtitle}</p>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- catches Enter bubbling from its fields during Korean IME composition */}
      <form className={styles.form} onSubmit={(e) => void submit(e)} onKeyDown={preventImeSubmit} noValidate>
        <TextField label={messages.login.username} autoComplete="username" autoCapitalize="none" spellCheck={false}
          required autoFocus error={errors.username} {...field('username')} />
        <TextField label={messages.login.password} type="password" autoComplete="current-password"
          required error={errors.password} {...field('password')} />
        {errors.root && <Alert>{errors.root}</Alert>}
        <Button type="submit" variant="primary" className={styles.submit} busy={submitting}>
          {submitting ? messages.login.submitting : messages.login.submit}
        </Button>
      </form>
      <p className={styles.switch}>
        {messages.login.noAccount}
        <Link to="/register" state={location.state}>{messages.login.toRegister}</Link>
      </p>
    </section>
  );
}
