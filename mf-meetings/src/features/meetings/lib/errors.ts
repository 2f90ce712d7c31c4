import { ApiError, CLIENT_MESSAGES } from '@haru/api-client';

/**
 * The text to show for a failed call: the server's detail (or message) when it sent one, else the screen's
 * fallback. The client already joins a list of details with commas. An expired session needs nothing here:
 * api-client signals it and the shell goes to /login (SPEC.md section 8).
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.code === 'network' || error.message === CLIENT_MESSAGES.requestFailed) return fallback;
  return error.message || fallback;
}
