import { useEffect, useState } from 'react';
import { Navigate, useLocation } from '@haru/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { onSessionChange, retryTransient, STALE_MS } from '@haru/api-client';
import { RequireAuth } from './auth/require-auth';
import { AppLayout } from './layout/app-layout';
import { ownerOf } from './mf/route-owners';
import { RemoteSlot } from './mf/remote-slot';
import { clearOfflineDataOnSignOut } from './pwa/offline-data';

/**
 * Everything behind the guard, loaded only once a signed-in screen is visited: the layout, the query client
 * the remotes share, and the remote slot. Landing, login and register never download it.
 */
function createQueryClient() {
  // The same policy as api-client's query factories, for any query that does not come from one. Offline, a query
  // still runs once ('offlineFirst'): the service worker answers it from the user's offline copy (issue 24).
  return new QueryClient({ defaultOptions: { queries: { staleTime: STALE_MS.list, retry: retryTransient, refetchOnWindowFocus: false, networkMode: 'offlineFirst' } } });
}

export function ProtectedApp() {
  const [queryClient] = useState(createQueryClient);
  // Signed out (here, in another tab, or by a failed refresh): no cached data of that user survives.
  useEffect(() => onSessionChange((session) => { if (!session) queryClient.clear(); }), [queryClient]);
  useEffect(clearOfflineDataOnSignOut, []);
  return (
    <QueryClientProvider client={queryClient}>
      <RequireAuth><AppLayout /></RequireAuth>
    </QueryClientProvider>
  );
}

/** Renders the remote that owns the current path; any other path goes to /home. */
export function RemoteOutlet() {
  const { pathname } = useLocation();
  const owner = ownerOf(pathname);
  if (!owner) return <Navigate to="/home" replace />;
  return <RemoteSlot key={owner} name={owner} />;
}
