import mongoose from 'mongoose';
import {
  AUTH_MESSAGES,
  emailKey,
  usernameKey,
  type LoginInput,
  type RegisterInput,
  type UserDto,
} from '@haru/contracts';
import { AppError, unauthorized } from '../../http/app-error';
import { checkPasswordThrottled, passwordCheckLimits, reserveOrThrottle } from './attempts';
import { ClientGoneError, PasswordQueueFullError } from './bcrypt-gate';
import { hashPassword } from './passwords';
import { startSession, type TokenPair } from './sessions';
import { authTestHooks } from './test-hooks';
import { releaseAttempt, THROTTLE_WINDOW_MS } from './throttle';
import { UserModel, type UserDoc } from './user.model';

export interface AuthResult { user: UserDto; tokens: TokenPair }
export interface RegisterOptions { ip: string; maxPerIp: number; signal?: AbortSignal }
export interface LoginOptions { ip: string; signal?: AbortSignal }

export function toUserDto(user: UserDoc): UserDto {
  return { id: String(user._id), username: user.username, email: user.email, created_at: user.createdAt.toISOString() };
}

function duplicateOf(error: unknown): 'username' | 'email' | null {
  const e = error as { code?: number; keyPattern?: Record<string, unknown>; message?: string };
  if (e?.code !== 11000) return null;
  const where = `${Object.keys(e.keyPattern ?? {}).join(',')} ${e.message ?? ''}`;
  return where.includes('emailKey') ? 'email' : 'username';
}

/** 409 naming the field, so a form can show the message beside it. */
function duplicateError(field: 'username' | 'email'): AppError {
  const detail = field === 'email' ? AUTH_MESSAGES.emailTaken : AUTH_MESSAGES.usernameTaken;
  return new AppError(409, 'conflict', detail, [{ field, message: detail }]);
}

async function createAccount(input: RegisterInput, signal?: AbortSignal): Promise<UserDoc> {
  // The keys are NFKC and lower-case: a look-alike (full-width letters, half-width jamo, NFD Hangul) of an
  // existing name or address has the same key, so it is a conflict here or at the unique index.
  const keys = { usernameKey: usernameKey(input.username), emailKey: emailKey(input.email) };
  if (await UserModel.exists({ usernameKey: keys.usernameKey })) throw duplicateError('username');
  if (await UserModel.exists({ emailKey: keys.emailKey })) throw duplicateError('email');
  const passwordHash = await hashPassword(input.password, signal);
  try {
    const created = await UserModel.create({ username: input.username, email: input.email, passwordHash, ...keys });
    return created.toObject() as UserDoc;
  } catch (error) {
    // Two sign-ups raced past the checks above; the unique index decides.
    const field = duplicateOf(error);
    if (field) throw duplicateError(field);
    throw error;
  }
}

/**
 * Sign-up, throttled per address (`maxPerIp` attempts per window, counted before anything is looked up), so
 * neither mass sign-ups nor probing which names and addresses exist go fast.
 */
export async function register(secret: string, input: RegisterInput, { ip, maxPerIp, signal }: RegisterOptions): Promise<AuthResult> {
  const slots = await reserveOrThrottle([{ key: `register-ip:${ip}`, max: maxPerIp, windowMs: THROTTLE_WINDOW_MS }], AUTH_MESSAGES.registerThrottled);
  let user: UserDoc;
  try {
    user = await createAccount(input, signal);
  } catch (error) {
    // Refused before any work was done: not an attempt.
    if (error instanceof PasswordQueueFullError || error instanceof ClientGoneError) await releaseAttempt(slots);
    throw error;
  }
  const tokens = await startSession(secret, String(user._id), user.passwordHash);
  if (!tokens) throw unauthorized(AUTH_MESSAGES.registerFailed);
  return { user: toUserDto(user), tokens };
}

/** Anything with an @ is an e-mail address (a username cannot hold one). */
const isEmail = (name: string) => name.includes('@');
const loginKey = (name: string) => (isEmail(name) ? emailKey(name) : usernameKey(name));

async function findByLoginName(name: string): Promise<UserDoc | null> {
  const filter = isEmail(name) ? { emailKey: loginKey(name) } : { usernameKey: loginKey(name) };
  return (await UserModel.findOne(filter).lean()) as UserDoc | null;
}

/**
 * Username or e-mail (anything with an @) plus password. Throttled per account+IP (username and e-mail logins
 * of one account share the counter; an unknown name has its own) and per IP. The session is created only while
 * the password hash that was checked is still the account's (a password change in between refuses it).
 */
export async function login(secret: string, input: LoginInput, { ip, signal }: LoginOptions): Promise<AuthResult> {
  const user = await findByLoginName(input.username);
  const subject = user ? `account:${String(user._id)}` : `name:${loginKey(input.username)}`;
  const ok = await checkPasswordThrottled(passwordCheckLimits(subject, ip), input.password, user?.passwordHash ?? null, signal);
  if (!user || !ok) throw unauthorized(AUTH_MESSAGES.loginFailed);
  await authTestHooks.afterPasswordCheck?.(String(user._id));
  const tokens = await startSession(secret, String(user._id), user.passwordHash);
  if (!tokens) throw unauthorized(AUTH_MESSAGES.loginFailed);
  return { user: toUserDto(user), tokens };
}

export async function findUser(userId: string): Promise<UserDoc | null> {
  if (!mongoose.isValidObjectId(userId)) return null;
  return (await UserModel.findById(userId).lean()) as UserDoc | null;
}
