import { AUTH_MESSAGES, passwordIsUsername, type ChangePasswordInput } from '@haru/contracts';
import { badRequest, unauthorized } from '../../http/app-error';
import { checkPasswordThrottled, passwordCheckLimits } from './attempts';
import { findUser } from './auth.service';
import { hashPassword } from './passwords';
import { revokeOtherSessions } from './sessions';
import { UserModel } from './user.model';

export interface ChangePasswordOptions { userId: string; sessionId: string; ip: string; signal?: AbortSignal }

const wrongCurrent = () => badRequest(AUTH_MESSAGES.currentPasswordWrong, [{ field: 'currentPassword', message: AUTH_MESSAGES.currentPasswordWrong }]);

/**
 * Needs the current password (guesses with a stolen access token are throttled like logins, counted before
 * bcrypt runs). The new hash is written only over the hash that was checked, so of two concurrent changes one
 * wins; then every other session of the user ends at once.
 */
export async function changePassword(input: ChangePasswordInput, { userId, sessionId, ip, signal }: ChangePasswordOptions): Promise<void> {
  const user = await findUser(userId);
  if (!user) throw unauthorized(AUTH_MESSAGES.currentPasswordWrong);
  const limits = passwordCheckLimits(`change-password:${userId}`, ip);
  if (!(await checkPasswordThrottled(limits, input.currentPassword, user.passwordHash, signal))) throw wrongCurrent();
  if (passwordIsUsername(input.newPassword, user.username)) {
    throw badRequest(AUTH_MESSAGES.passwordEqualsUsername, [{ field: 'newPassword', message: AUTH_MESSAGES.passwordEqualsUsername }]);
  }
  const passwordHash = await hashPassword(input.newPassword, signal);
  const written = await UserModel.updateOne({ _id: user._id, passwordHash: user.passwordHash }, { $set: { passwordHash, passwordChangedAt: new Date() } });
  if (written.modifiedCount === 0) throw wrongCurrent();
  await revokeOtherSessions(userId, sessionId);
}
