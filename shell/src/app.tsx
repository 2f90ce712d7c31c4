import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ScreenActionsProvider, ToastProvider } from '@haru/ui-kit';
import type { LoadedRegistry } from './mf/registry';
import { RegistryContext } from './mf/registry-context';
import { routes } from './routes';

export function App({ registry }: { registry: LoadedRegistry }) {
  const router = useMemo(() => createBrowserRouter(routes), []);
  return (
    <RegistryContext.Provider value={registry}>
      <ToastProvider>
        <ScreenActionsProvider>
          <RouterProvider router={router} />
        </ScreenActionsProvider>
      </ToastProvider>
    </RegistryContext.Provider>
  );
}
