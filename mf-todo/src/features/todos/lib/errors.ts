import { ApiError, CLIENT_MESSAGES } from '@haru/api-client';

/** The server's detail when there is one, else the screen's fallback (SPEC.md section 8). */
export function failureText(error: unknown, fallback: string): string {
  const hasDetail = error instanceof ApiError && error.status > 0 && error.status < 500 && error.message !== CLIENT_MESSAGES.requestFailed;
  return hasDetail ? error.message : fallback;
}
