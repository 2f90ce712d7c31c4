import { useQuery } from '@tanstack/react-query';
import { authKeys, fetchMe } from '@haru/api-client';

/** The signed-in user (join date from created_at), cached under the shared auth key. */
export function useMe() {
  return useQuery({ queryKey: authKeys.me, queryFn: ({ signal }) => fetchMe(signal), staleTime: 5 * 60_000 });
}
