import { BrowserRouter } from '@haru/router';
import { ScreenActionsProvider, ToastProvider } from '@haru/ui-kit';
import type { LoadedRegistry } from './mf/registry';
import { RegistryContext } from './mf/registry-context';
import { ShellRoutes } from './routes';

export function App({ registry }: { registry: LoadedRegistry }) {
  return (
    <RegistryContext.Provider value={registry}>
      <ToastProvider>
        <ScreenActionsProvider>
          <BrowserRouter>
            <ShellRoutes />
          </BrowserRouter>
        </ScreenActionsProvider>
      </ToastProvider>
    </RegistryContext.Provider>
  );
}
