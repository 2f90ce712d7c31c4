import { ApiError, CLIENT_MESSAGES } from '@haru/api-client';

/** SPEC.md section 8: meeting screens send the user to /login when a message includes this text. */
export const SESSION_EXPIRED_TEXT = '인증이 만료되었습니다';

export function isSessionExpired(message: string): boolean {
  return message.includes(SESSION_EXPIRED_TEXT);
}

/**
 * The text to show for a failed call: the server's detail (or message) when it sent one, else the screen's
 * fallback. The client already joins a list of details with commas.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.code === 'network' || error.message === CLIENT_MESSAGES.requestFailed) return fallback;
  return error.message || fallback;
}
