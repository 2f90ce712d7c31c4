import { onSessionChange } from '@haru/api-client';
import { API_CACHE_PREFIX } from './sw-protocol';

/** Deletes every account's offline copies on this device: after logout nothing of the user stays readable. */
export async function clearOfflineData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((n) => n.startsWith(API_CACHE_PREFIX)).map((n) => caches.delete(n)));
}

/** Clears the offline copies whenever the session ends (logout here or in another tab, or a failed refresh). */
export function clearOfflineDataOnSignOut(): () => void {
  return onSessionChange((session) => {
    if (!session) void clearOfflineData();
  });
}
