import { ApiError } from '@haru/api-client';

/** The server's Korean detail when it answered, else the screen's own fallback. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status > 0 && error.message ? error.message : fallback;
}
