import { CLIENT_MESSAGES } from './messages';

export interface FieldError { field: string; message: string }

/** Every failed call raises this; `message` is the Korean text to show. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: FieldError[];
  /** The response body (a 412 carries the current item as `current`). */
  readonly body: unknown;

  constructor(message: string, status: number, code = 'error', fieldErrors: FieldError[] = [], body: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.body = body;
  }
}

/**
 * The spec's mapping: `detail` (a string, or a list of messages joined by commas), else `message`, else the
 * generic text.
 */
export function messageFromBody(body: unknown): string {
  if (body && typeof body === 'object') {
    const { detail, message } = body as { detail?: unknown; message?: unknown };
    if (typeof detail === 'string' && detail) return detail;
    if (Array.isArray(detail) && detail.length) {
      return detail.map((d) => (typeof d === 'string' ? d : (d as { msg?: string; message?: string })?.msg ?? (d as { message?: string })?.message ?? '')).filter(Boolean).join(', ');
    }
    if (typeof message === 'string' && message) return message;
  }
  return CLIENT_MESSAGES.requestFailed;
}

/**
 * The text a screen shows for a failed call (SPEC.md section 8): the server's detail for a refused request (4xx; a
 * list of details arrives joined by commas), else the screen's own fallback (network failure, 5xx, anything else).
 * An expired session needs nothing here: api-client signals it and the shell goes to /login.
 */
export function failureText(error: unknown, fallback: string): string {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return refused && error.message && error.message !== CLIENT_MESSAGES.requestFailed ? error.message : fallback;
}

export function errorFromResponse(status: number, body: unknown): ApiError {
  const b = (body ?? {}) as { code?: unknown; errors?: unknown };
  const code = typeof b.code === 'string' ? b.code : 'error';
  const fieldErrors = Array.isArray(b.errors) ? (b.errors as FieldError[]) : [];
  return new ApiError(messageFromBody(body), status, code, fieldErrors, body);
}

export function networkError(): ApiError {
  return new ApiError(CLIENT_MESSAGES.unknown, 0, 'network');
}

export function sessionExpiredError(): ApiError {
  return new ApiError(CLIENT_MESSAGES.sessionExpired, 401, 'session_expired');
}
