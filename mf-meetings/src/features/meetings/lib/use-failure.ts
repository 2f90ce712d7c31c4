import { useCallback } from 'react';
import { useNavigate } from '@haru/router';
import { failureMessage, isSessionExpired } from './errors';

/**
 * Turns a failed call into the text to show; SPEC.md section 8: a message containing '인증이 만료되었습니다'
 * sends the user to /login instead.
 */
export function useFailure() {
  const navigate = useNavigate();
  return useCallback((error: unknown, fallback: string): string => {
    const text = failureMessage(error, fallback);
    if (isSessionExpired(text)) navigate('/login', { replace: true });
    return text;
  }, [navigate]);
}
