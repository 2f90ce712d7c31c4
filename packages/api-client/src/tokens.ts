/** The token store: localStorage under the spec's keys, plus change notification across remotes and tabs. */
export const TOKEN_KEYS = { access: 'access_token', refresh: 'refresh_token', username: 'username' } as const;

export interface Session { accessToken: string; refreshToken: string; username: string }

type Listener = (session: Session | null) => void;
const listeners = new Set<Listener>();

export function readSession(): Session | null {
  const accessToken = localStorage.getItem(TOKEN_KEYS.access);
  const refreshToken = localStorage.getItem(TOKEN_KEYS.refresh);
  if (!accessToken || !refreshToken) return null;
  return { accessToken, refreshToken, username: localStorage.getItem(TOKEN_KEYS.username) ?? '' };
}

export function writeSession(session: Session): void {
  localStorage.setItem(TOKEN_KEYS.access, session.accessToken);
  localStorage.setItem(TOKEN_KEYS.refresh, session.refreshToken);
  localStorage.setItem(TOKEN_KEYS.username, session.username);
  notify(session);
}

export function clearSession(): void {
  for (const key of Object.values(TOKEN_KEYS)) localStorage.removeItem(key);
  notify(null);
}

export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(session: Session | null) {
  for (const listener of listeners) listener(session);
}

// Another tab logged in, refreshed or logged out.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === null || (Object.values(TOKEN_KEYS) as string[]).includes(e.key)) notify(readSession());
  });
}

/** The claims of a JWT (not verified: the server does that), or null when they cannot be read. */
export function tokenClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return json && typeof json === 'object' ? json : null;
  } catch {
    return null;
  }
}

/** Seconds since epoch at which a JWT expires, or null when it cannot be read. */
export function tokenExpiry(token: string): number | null {
  const exp = tokenClaims(token)?.exp;
  return typeof exp === 'number' ? exp : null;
}

/** Expired, or about to expire within `skewSeconds`. */
export function isExpired(token: string, nowMs = Date.now(), skewSeconds = 10): boolean {
  const exp = tokenExpiry(token);
  return exp !== null && exp * 1000 <= nowMs + skewSeconds * 1000;
}
