import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from '@haru/router';
import { login } from '@haru/api-client';
import { Alert, Button, TextField } from '@haru/ui-kit';
import { messages } from '../../messages/ko';
import { returnPath } from '../../auth/require-auth';
import { useSession } from '../../auth/use-session';
import { IntroSplash } from './intro-splash';
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
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError(messages.login.required);
      return;
    }
    setBusy(true);
    setError('');
    try {
      await login({ username: username.trim(), password });
      navigate(returnPath(location.state), { replace: true });
    } catch (e) {
      // SPEC.md section 5: any failure shows one message; throttling keeps its own (it says when to retry).
      setError((e as { status?: number }).status === 429 ? (e as Error).message : messages.login.failed);
      setBusy(false);
    }
  }

  return (
    <section className={`${styles.card} ${styles.reveal}`} aria-labelledby="login-title">
      <Link to="/" className={styles.brand}>{messages.appName}</Link>
      <h1 id="login-title" className={styles.title}>{messages.login.title}</h1>
      <p className={styles.subtitle}>{messages.login.subtitle}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField label={messages.login.username} name="username" autoComplete="username" autoCapitalize="none" spellCheck={false}
          value={username} onChange={(e) => setUsername(e.target.value)} required autoFocus />
        <TextField label={messages.login.password} name="password" type="password" autoComplete="current-password"
          value={password} onChange={(e) => setPassword(e.target.value)} required />
        {error && <Alert>{error}</Alert>}
        <Button type="submit" variant="primary" className={styles.submit} busy={busy}>
          {busy ? messages.login.submitting : messages.login.submit}
        </Button>
      </form>
      <p className={styles.switch}>
        {messages.login.noAccount}
        <Link to="/register" state={location.state}>{messages.login.toRegister}</Link>
      </p>
    </section>
  );
}
