import { ApiError } from '@haru/api-client';

/** Field name → Korean error message of a form. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The server's Korean detail for a refused request; otherwise the screen's own fallback text (SPEC.md 8). */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return fallback;
}
