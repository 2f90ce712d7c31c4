import { useNavigate } from '@haru/router';
import { useQueryClient } from '@tanstack/react-query';
import { logout } from '@haru/api-client';
import { clearQueuedWrites } from '@haru/api-client/offline';
import { Button } from '@haru/ui-kit';
import { useSession } from '../auth/use-session';
import styles from './sidebar.module.css';
import { appMessages } from '../messages/ko-app';

export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    // Writes still queued offline go with the session (issue 24): the next account on this device never sends them.
    await clearQueuedWrites().catch(() => undefined);
    await logout();
    queryClient.clear();
    navigate('/login', { replace: true });
  };
}

/** Who is signed in, and the logout button. */
export function UserBox() {
  const session = useSession();
  const onLogout = useLogout();
  return (
    <div className={styles.user}>
      <span className={styles.avatar} aria-hidden="true">{session?.username.slice(0, 1).toUpperCase()}</span>
      <span className={styles.userName}>{appMessages.layout.signedInAs(session?.username ?? '')}</span>
      <Button variant="ghost" size="sm" onClick={onLogout} data-testid="logout">{appMessages.layout.logout}</Button>
    </div>
  );
}
