import { ApiError, errorFromResponse, networkError, sessionExpiredError } from './errors';
import { CLIENT_MESSAGES } from './messages';
import { apiUrl, refreshSession } from './refresh';
import { isExpired, readSession } from './tokens';
import { emitSessionExpired } from './events';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** false for login/register/refresh: no bearer token. */
  auth?: boolean;
  signal?: AbortSignal;
  /** Extra headers (Idempotency-Key, If-Match). */
  headers?: Record<string, string>;
  /** Sees a successful response before its body is returned (e.g. to read a paging header). */
  onResponse?: (response: Response) => void;
}

/**
 * One JSON call. With auth: refreshes an expired access token first; on 401 refreshes and retries once; when
 * refreshing fails the session is cleared and '인증이 만료되었습니다. 다시 로그인해주세요.' is raised.
 * Session expiry is decided in this client only: the failed refresh signals `session-expired`
 * (`onSessionExpired`; the shell navigates to /login) and the call fails with code 'session_expired'. Screens
 * never look at the message text.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  if (options.auth === false) return send<T>(path, options, null);
  let session = readSession();
  if (!session) {
    emitSessionExpired();
    throw new ApiError(CLIENT_MESSAGES.missingToken, 401, 'unauthorized');
  }
  if (isExpired(session.accessToken)) {
    session = await refreshSession(session.refreshToken, session.accessToken);
    if (!session) throw sessionExpiredError();
  }
  try {
    return await send<T>(path, options, session.accessToken);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    const renewed = await refreshSession(session.refreshToken, session.accessToken);
    if (!renewed) throw sessionExpiredError();
    return send<T>(path, options, renewed.accessToken);
  }
}

async function send<T>(path: string, options: RequestOptions, token: string | null): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw networkError();
  }
  const body = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) throw errorFromResponse(response.status, body);
  options.onResponse?.(response);
  return body as T;
}
