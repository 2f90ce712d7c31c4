import { createRoot } from 'react-dom/client';
import '@haru/ui-kit/src/tokens.css';
import './global.css';
import type { LoadedRegistry } from './mf/registry';
import { App } from './app';
import { applyStoredTheme } from './theme/theme';
import { captureInstallPrompt } from './pwa/install';

/** Renders the app once the registry (started by index.ts, see mf/start.ts) is read. */
export async function start(registryLoading: Promise<LoadedRegistry>) {
  applyStoredTheme();
  captureInstallPrompt();
  const registry = await registryLoading;
  createRoot(document.getElementById('root')!).render(<App registry={registry} />);
}
