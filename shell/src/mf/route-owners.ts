import manifest from '../../../apps.config.json';

/**
 * Which remote owns which top-level path segment: each remote's `routes` in apps.config.json (ARCHITECTURE.md
 * section 1). apps-manifest.test.ts fails when a remote's <Route path> is not covered by its own entry.
 */
export const ROUTE_OWNERS: Record<string, string> = Object.fromEntries(
  manifest.remotes.flatMap((remote) => remote.routes.map((segment) => [segment, remote.name])),
);

/** The remote that renders `pathname`, or null when no remote owns it. */
export function ownerOf(pathname: string): string | null {
  const segment = pathname.split('/')[1] ?? '';
  return Object.hasOwn(ROUTE_OWNERS, segment) ? ROUTE_OWNERS[segment] : null;
}
