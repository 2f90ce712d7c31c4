import { ApiError, clearSession, readSession, request } from '@haru/api-client';

export interface Me { id: string; username: string; email: string; created_at: string }

export const meKey = ['auth', 'me'] as const;

export function fetchMe(): Promise<Me> {
  return request<Me>('/api/auth/me');
}

export function changePassword(currentPassword: string, newPassword: string): Promise<unknown> {
  return request('/api/auth/change-password', { method: 'PUT', body: { currentPassword, newPassword } });
}

/**
 * Ends this session on the server, then clears the tokens; the shell hears the change and goes to /login.
 * The tokens are cleared even when the server cannot be reached.
 */
export async function logout(): Promise<void> {
  const session = readSession();
  try {
    if (session) await request('/api/auth/logout', { method: 'POST', body: { refresh_token: session.refreshToken } });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.error('logout request failed', error);
  } finally {
    clearSession();
  }
}
