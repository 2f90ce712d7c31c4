import { useEffect, useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ScreenActionsProvider, ToastProvider } from '@haru/ui-kit';
import { onSessionChange } from '@haru/api-client';
import type { LoadedRegistry } from './mf/registry';
import { RegistryContext } from './mf/registry-context';
import { routes } from './routes';

export function createQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } });
}

export function App({ registry }: { registry: LoadedRegistry }) {
  const router = useMemo(() => createBrowserRouter(routes), []);
  const queryClient = useMemo(createQueryClient, []);
  // Signed out (here, in another tab, or by a failed refresh): no cached data of that user survives.
  useEffect(() => onSessionChange((session) => { if (!session) queryClient.clear(); }), [queryClient]);
  return (
    <RegistryContext.Provider value={registry}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <ScreenActionsProvider>
            <RouterProvider router={router} />
          </ScreenActionsProvider>
        </ToastProvider>
      </QueryClientProvider>
    </RegistryContext.Provider>
  );
}
