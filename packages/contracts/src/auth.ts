import { z } from 'zod';
import { foldLookAlikes, hasInvisible } from './identity-text';

/** Korean texts of sign-up, login, session and password change (SPEC.md sections 5 and 8). */
export const AUTH_MESSAGES = {
  usernameRequired: '아이디를 입력해주세요.',
  usernameFormat: '아이디는 3~30자의 한글, 영문, 숫자와 _ . - 만 사용할 수 있습니다.',
  emailRequired: '이메일을 입력해주세요.',
  emailInvalid: '올바른 이메일 주소를 입력해주세요.',
  passwordRequired: '비밀번호를 입력해주세요.',
  passwordTooShort: '비밀번호는 최소 6자리 이상이어야 합니다.',
  passwordTooLong: '비밀번호는 72바이트(영문 72자, 한글 24자)를 초과할 수 없습니다.',
  passwordEqualsUsername: '비밀번호는 아이디와 같을 수 없습니다.',
  passwordMismatch: '비밀번호가 일치하지 않습니다.',
  newPasswordMismatch: '새 비밀번호가 일치하지 않습니다.',
  newPasswordSame: '새 비밀번호는 현재 비밀번호와 달라야 합니다.',
  usernameTaken: '이미 사용 중인 아이디입니다.',
  emailTaken: '이미 사용 중인 이메일입니다.',
  loginFailed: '로그인에 실패했습니다. 아이디와 비밀번호를 확인해주세요.',
  loginThrottled: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.',
  registerThrottled: '회원가입 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.',
  usernameInvisible: '아이디에 보이지 않는 문자나 제어 문자는 사용할 수 없습니다.',
  emailInvisible: '이메일에 보이지 않는 문자나 제어 문자는 사용할 수 없습니다.',
  currentPasswordWrong: '현재 비밀번호가 올바르지 않습니다.',
  registered: '회원가입이 완료되었습니다!',
  registerFailed: '회원가입에 실패했습니다. 다시 시도해주세요.',
  passwordChanged: '비밀번호가 성공적으로 변경되었습니다.',
  passwordChangeFailed: '비밀번호 변경에 실패했습니다.',
  refreshRequired: '리프레시 토큰이 없습니다.',
  loggedOut: '로그아웃되었습니다.',
} as const;

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const PASSWORD_MIN = 6;
/** bcrypt reads only the first 72 bytes: longer passwords are rejected, never silently truncated. */
export const PASSWORD_MAX_BYTES = 72;
export const EMAIL_MAX = 254;

/**
 * After folding: Hangul syllables and compatibility jamo, ASCII letters and digits, `_ . -`. U+3164 (the Hangul
 * filler) sits inside the jamo block: excluded.
 */
const USERNAME_PATTERN = /^[\uAC00-\uD7A3\u3131-\u3163\u3165-\u318EA-Za-z0-9_.-]+$/u;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const utf8Bytes = (value: string) => new TextEncoder().encode(value).length;
export { hasInvisible };

/**
 * Usernames with look-alikes folded (a Hangul name typed on macOS is NFD; full-width letters and half-width jamo
 * become their ordinary forms), compared case-insensitively.
 */
export const normalizeUsername = (value: string) => foldLookAlikes(value).trim();
export const usernameKey = (value: string) => normalizeUsername(value).toLowerCase();
/** E-mail addresses are kept in NFC (NFKC could change a mailbox name); the key folds look-alikes with NFKC. */
export const normalizeEmail = (value: string) => value.normalize('NFC').trim();
export const emailKey = (value: string) => value.normalize('NFKC').trim().toLowerCase();
/** A password equal to the username (any case, look-alikes folded) is refused at sign-up and password change. */
export const passwordIsUsername = (password: string, username: string) => foldLookAlikes(password).toLowerCase() === usernameKey(username);

export const usernameSchema = z
  .string({ message: AUTH_MESSAGES.usernameRequired })
  .transform(normalizeUsername)
  .refine((v) => v.length > 0, { message: AUTH_MESSAGES.usernameRequired, abort: true })
  .refine((v) => !hasInvisible(v), { message: AUTH_MESSAGES.usernameInvisible, abort: true })
  .refine((v) => [...v].length >= USERNAME_MIN && [...v].length <= USERNAME_MAX && USERNAME_PATTERN.test(v), {
    message: AUTH_MESSAGES.usernameFormat,
  });

export const emailSchema = z
  .string({ message: AUTH_MESSAGES.emailRequired })
  .transform(normalizeEmail)
  .refine((v) => v.length > 0, { message: AUTH_MESSAGES.emailRequired, abort: true })
  .refine((v) => !hasInvisible(v), { message: AUTH_MESSAGES.emailInvisible, abort: true })
  .refine((v) => v.length <= EMAIL_MAX && EMAIL_PATTERN.test(v), { message: AUTH_MESSAGES.emailInvalid });

/** A new password: 6+ characters, at most 72 UTF-8 bytes. Never trimmed: spaces are part of a password. */
export const newPasswordSchema = z
  .string({ message: AUTH_MESSAGES.passwordRequired })
  .refine((v) => v.length > 0, { message: AUTH_MESSAGES.passwordRequired, abort: true })
  .refine((v) => [...v].length >= PASSWORD_MIN, { message: AUTH_MESSAGES.passwordTooShort, abort: true })
  .refine((v) => utf8Bytes(v) <= PASSWORD_MAX_BYTES, { message: AUTH_MESSAGES.passwordTooLong });

export const registerSchema = z
  .object({ username: usernameSchema, email: emailSchema, password: newPasswordSchema })
  .strict()
  .superRefine((v, ctx) => {
    if (passwordIsUsername(v.password, v.username)) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: AUTH_MESSAGES.passwordEqualsUsername });
    }
  });
export type RegisterInput = z.infer<typeof registerSchema>;

/** `username` holds a username or an e-mail address (anything with an @ is looked up as an e-mail). */
export const loginSchema = z
  .object({
    username: z.string({ message: AUTH_MESSAGES.usernameRequired }).trim().min(1, AUTH_MESSAGES.usernameRequired).max(EMAIL_MAX, AUTH_MESSAGES.loginFailed),
    password: z.string({ message: AUTH_MESSAGES.passwordRequired }).min(1, AUTH_MESSAGES.passwordRequired).max(1024, AUTH_MESSAGES.loginFailed),
  })
  .strict();
export type LoginInput = z.infer<typeof loginSchema>;

export const refreshSchema = z
  .object({ refresh_token: z.string({ message: AUTH_MESSAGES.refreshRequired }).min(1, AUTH_MESSAGES.refreshRequired).max(512, AUTH_MESSAGES.refreshRequired) })
  .strict();

export const logoutSchema = z.object({ refresh_token: z.string().max(512).optional() }).strict();

export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ message: AUTH_MESSAGES.passwordRequired }).min(1, AUTH_MESSAGES.passwordRequired).max(1024, AUTH_MESSAGES.currentPasswordWrong),
    newPassword: newPasswordSchema,
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.currentPassword === v.newPassword) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: AUTH_MESSAGES.newPasswordSame });
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  created_at: z.string(),
});
export type UserDto = z.infer<typeof userSchema>;

/** What login, register and refresh answer (SPEC.md section 7), plus the standard OAuth fields. */
export const authResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  user: userSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
