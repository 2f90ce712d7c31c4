import { useEffect, useState } from 'react';

export interface PublicConfig { macos_app_url: string | null }

/** GET /api/config (public): where the macOS app is downloaded from, if anywhere. */
export function usePublicConfig(): PublicConfig | null {
  const [config, setConfig] = useState<PublicConfig | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/config', { signal: controller.signal })
      .then((r) => (r.ok ? r.json() : { macos_app_url: null }))
      .then((body: PublicConfig) => setConfig({ macos_app_url: typeof body.macos_app_url === 'string' ? body.macos_app_url : null }))
      .catch(() => { if (!controller.signal.aborted) setConfig({ macos_app_url: null }); });
    return () => controller.abort();
  }, []);
  return config;
}
