import type { AuthResponse, ChangePasswordInput, UserDto } from '@haru/contracts';
import { request } from './http';
import { queryDef, STALE_MS } from './policy';
import { apiUrl, sessionFromAuth } from './refresh';
import { clearSession, readSession, writeSession } from './tokens';
import { clearDrafts } from './drafts';

export interface LoginInput { username: string; password: string }
export interface RegisterInput { username: string; email: string; password: string }

/** TanStack Query keys of the session. */
export const authKeys = { me: ['auth', 'me'] as const };

export const authQueries = {
  me: () => queryDef(authKeys.me, fetchMe, STALE_MS.account),
};

/** Username or e-mail plus password; on success the session is stored (every remote and tab sees it). */
export async function login(input: LoginInput): Promise<UserDto> {
  const body = await request<AuthResponse>('/api/auth/login', { method: 'POST', body: input, auth: false });
  writeSession(sessionFromAuth(body));
  return body.user;
}

/** Creates the account and signs in at once (the spec's register answers like login). */
export async function register(input: RegisterInput): Promise<UserDto> {
  const body = await request<AuthResponse>('/api/auth/register', { method: 'POST', body: input, auth: false });
  writeSession(sessionFromAuth(body));
  return body.user;
}

export function fetchMe(signal?: AbortSignal): Promise<UserDto> {
  return request<UserDto>('/api/auth/me', { signal });
}

/** Other sessions end on the server; this one stays signed in. */
export function changePassword(input: ChangePasswordInput): Promise<{ message: string }> {
  return request<{ message: string }>('/api/auth/change-password', { method: 'PUT', body: input });
}

/**
 * Ends the session on the server (best effort: it also works with an expired access token, by refresh token)
 * and always clears the local session, which signs out every remote and tab.
 */
export async function logout(): Promise<void> {
  const session = readSession();
  clearDrafts();
  clearSession();
  if (!session) return;
  try {
    await fetch(apiUrl('/api/auth/logout'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.accessToken}` },
      body: JSON.stringify({ refresh_token: session.refreshToken }),
      keepalive: true,
    });
  } catch {
    // Offline: the local session is gone; the server's session simply expires.
  }
}
