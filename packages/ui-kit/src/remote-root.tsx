import type { ReactNode } from 'react';

/**
 * Wraps a remote's exposed App: marks which remote and which released version rendered this area, so testers,
 * the about panel and the e2e deploy test can tell what is running.
 */
export function RemoteRoot({ name, version, children }: { name: string; version: string; children: ReactNode }) {
  return <div data-remote-root={name} data-remote-version={version}>{children}</div>;
}
