import { errorFromResponse, networkError } from './errors';
import { clearSession, isExpired, readSession, writeSession, type Session } from './tokens';
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
 * `staleRefreshToken` (and `staleAccessToken`) are the tokens the caller saw; if the store already holds newer
 * ones, someone else refreshed and that session is used. Resolves null (after clearing the session) when
 * refreshing fails.
 */
export function refreshSession(staleRefreshToken: string, staleAccessToken?: string): Promise<Session | null> {
  if (!inFlight) {
    inFlight = withLock(() => doRefresh(staleRefreshToken, staleAccessToken)).finally(() => { inFlight = null; });
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

/**
 * Whether another tab already refreshed. Besides a newer refresh token, a torn read counts: the other tab's two
 * storage writes can land between this caller's two reads, pairing the old (expired) access token with the new
 * refresh token. The store then holds a fresh access token the caller never saw; rotating again would be waste.
 */
function refreshedElsewhere(current: Session, staleRefreshToken: string, staleAccessToken?: string): boolean {
  if (current.refreshToken !== staleRefreshToken) return true;
  return staleAccessToken !== undefined && current.accessToken !== staleAccessToken && !isExpired(current.accessToken);
}

async function doRefresh(staleRefreshToken: string, staleAccessToken?: string): Promise<Session | null> {
  const current = readSession();
  if (!current) return null;
  if (refreshedElsewhere(current, staleRefreshToken, staleAccessToken)) return current;
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
