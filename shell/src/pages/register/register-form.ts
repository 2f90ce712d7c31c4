import { messages } from '../../messages/ko';

export interface RegisterFields { username: string; email: string; password: string; confirm: string }
export type RegisterErrors = Partial<Record<keyof RegisterFields | 'form', string>>;

/** Client-side checks of SPEC.md section 5 (the server checks again, with its own Korean messages). */
export function validateRegister(fields: RegisterFields): RegisterErrors {
  const errors: RegisterErrors = {};
  if (!fields.username.trim()) errors.username = messages.register.required;
  if (!fields.email.trim()) errors.email = messages.register.required;
  if (!fields.password) errors.password = messages.register.required;
  if (!fields.confirm) errors.confirm = messages.register.required;
  else if (fields.password !== fields.confirm) errors.confirm = messages.register.mismatch;
  return errors;
}

/** Which field a server validation error belongs to, so the message shows beside it. */
export function fieldOfServerError(fieldErrors: { field: string }[]): keyof RegisterFields | 'form' {
  const field = fieldErrors[0]?.field;
  return field === 'username' || field === 'email' || field === 'password' ? field : 'form';
}
