import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const MANIFEST_TIMEOUT_MS = 5000;
const SCRIPT_TIMEOUT_MS = 8000;

/** Marker returned instead of a module when a remote cannot load; RemoteSlot turns it into a fallback. */
export interface FallbackModule { default: undefined; __mfFallback: { id: string; message: string } }

export function isFallbackModule(value: unknown): value is FallbackModule {
  return Boolean(value && typeof value === 'object' && '__mfFallback' in value);
}

/**
 * Runtime plugin (React-free): time-outs on manifest and script fetches, so a hung remote ends in a fallback
 * instead of an endless spinner; and errorLoadRemote, so a failed load becomes a marker the UI can handle.
 */
export default function haruRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'haru-runtime-plugin',
    fetch(url, init) {
      return fetch(url, { ...init, signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
    },
    createScript() {
      return { timeout: SCRIPT_TIMEOUT_MS } as unknown as HTMLScriptElement;
    },
    errorLoadRemote(args) {
      const { id, error, lifecycle, from } = args as { id: string; error?: unknown; lifecycle: string; from?: string };
      if (lifecycle === 'afterResolve') return undefined;
      const marker: FallbackModule = { default: undefined, __mfFallback: { id, message: String((error as Error)?.message ?? error) } };
      window.dispatchEvent(new CustomEvent('mf:remote-error', { detail: marker.__mfFallback }));
      return from === 'build' ? () => marker : marker;
    },
  };
}
