import { useNavigate } from '@haru/router';
import { messages } from '../../messages/ko';

/** SPEC.md section 8: creation screens go to /login when the error says the session expired. */
export function useSessionExpiredRedirect(): (message: string) => boolean {
  const navigate = useNavigate();
  return (message) => {
    if (!message.includes(messages.common.sessionExpired)) return false;
    navigate('/login', { replace: true });
    return true;
  };
}
