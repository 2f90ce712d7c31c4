import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from '@haru/router';
import { isExpired, onSessionExpired, readSession, refreshSession } from '@haru/api-client';
import { Spinner } from '@haru/ui-kit';
import { messages } from '../messages/ko';
import { useSession } from './use-session';
import styles from './require-auth.module.css';

/**
 * Guard: without a session the visitor goes to /login (which brings them back here after signing in). When the
 * stored access token has expired, a spinner shows while the session is renewed, so no screen starts with a
 * token the API would refuse.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  // Signed out while here (logout, here or in another tab): the next login starts fresh at /home.
  const wasSignedIn = useRef(session !== null);
  const [checking, setChecking] = useState(() => {
    const stored = readSession();
    return stored !== null && isExpired(stored.accessToken);
  });

  useEffect(() => onSessionExpired(() => navigate('/login', { replace: true, state: { from: currentPath() } })), [navigate]);

  useEffect(() => {
    if (!checking) return;
    const stored = readSession();
    // Another tab may have renewed the session since the first render: its fresh tokens need no second rotation.
    if (!stored || !isExpired(stored.accessToken)) {
      setChecking(false);
      return;
    }
    // A network failure leaves the session in place: the screens show their own errors and retry later.
    refreshSession(stored.refreshToken, stored.accessToken).catch(() => undefined).finally(() => setChecking(false));
  }, [checking]);

  if (!session && wasSignedIn.current) return <Navigate to="/login" replace />;
  if (!session) return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}${location.hash}` }} />;
  if (checking) {
    return (
      <div className={styles.checking} data-testid="auth-checking">
        <Spinner label={messages.guard.checking} />
      </div>
    );
  }
  return <>{children}</>;
}

function currentPath(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

/** Where to go after signing in: the page the guard turned away, if it is an in-app path. */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return '/home';
  if (['/', '/login', '/intro', '/register'].includes(from.split(/[?#]/)[0])) return '/home';
  return from;
}
