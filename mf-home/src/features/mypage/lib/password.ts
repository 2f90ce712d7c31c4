import { messages } from '../../../messages/ko';

export const PASSWORD_MIN = 6;
export const CLOSE_AFTER_MS = 2000;

export interface PasswordForm { current: string; next: string; confirm: string }

/** SPEC.md section 5: all three required, new = confirmation, new at least 6 characters. Null when valid. */
export function validatePasswordForm(form: PasswordForm): string | null {
  if (!form.current || !form.next || !form.confirm) return messages.password.required;
  if (form.next !== form.confirm) return messages.password.mismatch;
  if (form.next.length < PASSWORD_MIN) return messages.password.tooShort;
  return null;
}
