import { changePassword as putPassword, logout } from '@haru/api-client';

/** The account calls, through the shared client (one session for every remote and tab). */
export { logout };

export function changePassword(currentPassword: string, newPassword: string): Promise<unknown> {
  return putPassword({ currentPassword, newPassword });
}
