/**
 * PWA install: Chromium fires `beforeinstallprompt` once, early; it is kept here so the landing page's
 * button can show the browser's install dialog later. Other browsers get install instructions instead.
 */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    listeners.forEach((l) => l());
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    listeners.forEach((l) => l());
  });
}

export function canPromptInstall(): boolean {
  return deferred !== null;
}

export function onInstallAvailabilityChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isInstalled(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
}

/** Shows the browser's install dialog; resolves whether the user accepted, or null when no dialog is available. */
export async function promptInstall(): Promise<boolean | null> {
  if (!deferred) return null;
  const event = deferred;
  deferred = null;
  await event.prompt();
  return (await event.userChoice).outcome === 'accepted';
}
