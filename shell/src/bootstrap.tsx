import { createRoot } from 'react-dom/client';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import '@haru/ui-kit/src/tokens.css';
import './global.css';
import { loadRegistry } from './mf/registry';
import { App } from './app';
import { applyStoredTheme } from './theme/theme';
import { captureInstallPrompt } from './pwa/install';

async function start() {
  applyStoredTheme();
  captureInstallPrompt();
  const registry = await loadRegistry();
  registerRemotes(registry.remotes.map(({ name, entry }) => ({ name, entry })));
  createRoot(document.getElementById('root')!).render(<App registry={registry} />);
}

void start();
