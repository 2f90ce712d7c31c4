import { errorFromResponse, networkError } from './errors';
import { clearSession, readSession, writeSession, type Session } from './tokens';
import { emitSessionExpired } from './events';

export interface AuthPayload {
  access_token: string;
  refresh_token: string;
  user: { id?: string; username: string; email?: string; created_at?: string };
}

let baseUrl = '';
let inFlight: Promise<Session | null> | null = null;

export function setBaseUrl(url: string): void {
  baseUrl = url.replace(/\/$/, '');
}
export function apiUrl(path: string): string {
  return `${baseUrl}${path}`;
}

export function sessionFromAuth(payload: AuthPayload): Session {
  return { accessToken: payload.access_token, refreshToken: payload.refresh_token, username: payload.user.username };
}

/**
 * Refresh the session once for every caller: concurrent callers in this page share one promise, and other
 * tabs wait on a Web Lock and then pick up the tokens the first tab stored instead of rotating again.
 * `staleRefreshToken` is the refresh token the caller saw; if the store already holds a newer one, someone else
 * refreshed and that session is used. Resolves null (after clearing the session) when refreshing fails.
 */
export function refreshSession(staleRefreshToken: string): Promise<Session | null> {
  if (!inFlight) {
    inFlight = withLock(() => doRefresh(staleRefreshToken)).finally(() => { inFlight = null; });
  }
  return inFlight;
}

async function withLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return fn();
  return locks.request('haru-token-refresh', fn) as Promise<T>;
}

const SYNC_WAIT_MS = 2000;
const SYNC_POLL_MS = 50;

/** localStorage is shared between tabs but synchronised asynchronously: poll briefly for the other tab's write. */
async function waitForNewerSession(staleRefreshToken: string): Promise<Session | null> {
  for (let waited = 0; waited < SYNC_WAIT_MS; waited += SYNC_POLL_MS) {
    const session = readSession();
    if (session && session.refreshToken !== staleRefreshToken) return session;
    await new Promise((resolve) => setTimeout(resolve, SYNC_POLL_MS));
  }
  return null;
}

async function doRefresh(staleRefreshToken: string): Promise<Session | null> {
  const current = readSession();
  if (!current) return null;
  if (current.refreshToken !== staleRefreshToken) return current;
  let response: Response;
  try {
    response = await fetch(apiUrl('/api/auth/refresh'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: current.refreshToken }),
    });
  } catch {
    throw networkError();
  }
  if (!response.ok) {
    const body = await response.json().catch(() => null);
    if (response.status >= 500) throw errorFromResponse(response.status, body);
    if ((body as { code?: unknown } | null)?.code === 'token_rotated') {
      // Another tab rotated this token a moment ago; its new tokens reach this tab's localStorage shortly.
      const newer = await waitForNewerSession(current.refreshToken);
      if (newer) return newer;
    }
    clearSession();
    emitSessionExpired();
    return null;
  }
  const session = sessionFromAuth((await response.json()) as AuthPayload);
  writeSession(session);
  return session;
}
