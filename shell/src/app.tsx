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
          {/* Navigation renders at once, as a click expects (React transitions would defer it and leave the old
              screen up for a moment); a route whose code is still downloading shows the pending spinner. */}
          <BrowserRouter useTransitions={false}>
            <ShellRoutes />
          </BrowserRouter>
        </ScreenActionsProvider>
      </ToastProvider>
    </RegistryContext.Provider>
  );
}
