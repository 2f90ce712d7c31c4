import { useQuery } from '@tanstack/react-query';
import { authQueries } from '@haru/api-client';

/** The signed-in user (join date from created_at), cached under the shared auth key. */
export function useMe() {
  return useQuery(authQueries.me());
}
