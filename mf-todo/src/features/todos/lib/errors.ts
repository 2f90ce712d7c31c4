import { ApiError, CLIENT_MESSAGES, clearSession } from '@haru/api-client';

/** The server's detail when there is one, else the screen's fallback (SPEC.md section 8). */
export function failureText(error: unknown, fallback: string): string {
  const hasDetail = error instanceof ApiError && error.status > 0 && error.status < 500 && error.message !== CLIENT_MESSAGES.requestFailed;
  return hasDetail ? error.message : fallback;
}

/** A 401 that survived the refresh: the token is cleared and the caller goes to /login (SPEC.md section 8). */
export function isAuthFailure(error: unknown): boolean {
  if (error instanceof ApiError && error.status === 401) {
    clearSession();
    return true;
  }
  return false;
}
