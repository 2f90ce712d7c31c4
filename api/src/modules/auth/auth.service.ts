import mongoose from 'mongoose';
import {
  AUTH_MESSAGES,
  emailKey,
  usernameKey,
  type ChangePasswordInput,
  type LoginInput,
  type RegisterInput,
  type UserDto,
} from '@haru/contracts';
import { AppError, badRequest, unauthorized } from '../../http/app-error';
import { hashPassword, verifyPassword } from './passwords';
import { revokeOtherSessions, startSession, type TokenPair } from './sessions';
import { clearLoginFailures, loginRetryAfter, recordLoginFailure } from './throttle';
import { UserModel, type UserDoc } from './user.model';

export interface AuthResult { user: UserDto; tokens: TokenPair }

export class ThrottledError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'too_many_requests', AUTH_MESSAGES.loginThrottled);
  }
}

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

export async function register(secret: string, input: RegisterInput, signal?: AbortSignal): Promise<AuthResult> {
  const keys = { usernameKey: usernameKey(input.username), emailKey: emailKey(input.email) };
  if (await UserModel.exists({ usernameKey: keys.usernameKey })) throw duplicateError('username');
  if (await UserModel.exists({ emailKey: keys.emailKey })) throw duplicateError('email');
  const passwordHash = await hashPassword(input.password, signal);
  let user: UserDoc;
  try {
    const created = await UserModel.create({ username: input.username, email: input.email.trim(), passwordHash, ...keys });
    user = created.toObject() as UserDoc;
  } catch (error) {
    // Two sign-ups raced past the checks above; the unique index decides.
    const field = duplicateOf(error);
    if (field) throw duplicateError(field);
    throw error;
  }
  return { user: toUserDto(user), tokens: await startSession(secret, String(user._id)) };
}

/** Username or e-mail (anything with an @) plus password; throttled per identifier+IP and per IP. */
export async function login(secret: string, input: LoginInput, ip: string, signal?: AbortSignal): Promise<AuthResult> {
  const byEmail = input.username.includes('@');
  const key = byEmail ? emailKey(input.username) : usernameKey(input.username);
  const wait = await loginRetryAfter(key, ip);
  if (wait > 0) throw new ThrottledError(wait);
  const user = (await UserModel.findOne(byEmail ? { emailKey: key } : { usernameKey: key }).lean()) as UserDoc | null;
  const ok = await verifyPassword(input.password, user?.passwordHash ?? null, signal);
  if (!user || !ok) {
    await recordLoginFailure(key, ip);
    throw unauthorized(AUTH_MESSAGES.loginFailed);
  }
  await clearLoginFailures(key, ip);
  return { user: toUserDto(user), tokens: await startSession(secret, String(user._id)) };
}

export async function findUser(userId: string): Promise<UserDoc | null> {
  if (!mongoose.isValidObjectId(userId)) return null;
  return (await UserModel.findById(userId).lean()) as UserDoc | null;
}

/** Needs the current password; on success every other session of the user ends at once. */
export async function changePassword(userId: string, sessionId: string, input: ChangePasswordInput, ip: string, signal?: AbortSignal): Promise<void> {
  const user = await findUser(userId);
  if (!user) throw unauthorized(AUTH_MESSAGES.currentPasswordWrong);
  // Guessing the current password with a stolen access token is throttled like a login.
  const throttleKey = `change-password:${userId}`;
  const wait = await loginRetryAfter(throttleKey, ip);
  if (wait > 0) throw new ThrottledError(wait);
  if (!(await verifyPassword(input.currentPassword, user.passwordHash, signal))) {
    await recordLoginFailure(throttleKey, ip);
    throw badRequest(AUTH_MESSAGES.currentPasswordWrong, [{ field: 'currentPassword', message: AUTH_MESSAGES.currentPasswordWrong }]);
  }
  if (input.newPassword.normalize('NFC').toLowerCase() === user.usernameKey) {
    throw badRequest(AUTH_MESSAGES.passwordEqualsUsername, [{ field: 'newPassword', message: AUTH_MESSAGES.passwordEqualsUsername }]);
  }
  await clearLoginFailures(throttleKey, ip);
  const passwordHash = await hashPassword(input.newPassword, signal);
  await UserModel.updateOne({ _id: user._id }, { $set: { passwordHash, passwordChangedAt: new Date() } });
  await revokeOtherSessions(userId, sessionId);
}
