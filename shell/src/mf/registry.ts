import { applyOverrideParams, readOverrides, writeOverrides, type Overrides } from './overrides';

export interface RemoteInfo { name: string; entry: string; version: string; overridden: boolean }
export interface LoadedRegistry { remotes: RemoteInfo[]; overrides: Overrides; rejected: string[] }

interface RegistryFile { remotes: { name: string; entry: string; version?: string }[]; overrideOrigins?: string[] }

const REGISTRY_TIMEOUT_MS = 5000;

/**
 * The id of the registry the one-port server writes into the app page (`api/src/web/page-html.ts`), as
 * `<script type="application/json">`: a data block, which the CSP does not treat as a script.
 */
export const INLINE_REGISTRY_ID = 'haru-registry';

/** The registry written into the page, if any (a page served elsewhere, e.g. the dev server, has none). */
function inlineRegistry(): RegistryFile | null {
  const text = document.getElementById(INLINE_REGISTRY_ID)?.textContent;
  if (!text) return null;
  try {
    const file = JSON.parse(text) as RegistryFile;
    return Array.isArray(file?.remotes) ? file : null;
  } catch {
    return null;
  }
}

async function fetchRegistry(): Promise<RegistryFile> {
  try {
    const response = await fetch('/remotes.json', { cache: 'no-store', signal: AbortSignal.timeout(REGISTRY_TIMEOUT_MS) });
    if (response.ok) return (await response.json()) as RegistryFile;
  } catch {
    // No registry: every remote area shows its fallback; the shell itself keeps working.
  }
  return { remotes: [] };
}

/**
 * The registry (the page's own copy, else /remotes.json) with this tab's staging overrides applied. The page's
 * copy saves a request before anything renders (issue 25).
 */
export async function loadRegistry(location: Location = window.location): Promise<LoadedRegistry> {
  const file = inlineRegistry() ?? (await fetchRegistry());
  const result = applyOverrideParams(location.search, readOverrides(), file.overrideOrigins ?? [], location.origin);
  writeOverrides(result.overrides);
  if (result.cleanedSearch !== location.search) {
    history.replaceState(history.state, '', `${location.pathname}${result.cleanedSearch}${location.hash}`);
  }
  const remotes = file.remotes.map((r) => ({
    name: r.name,
    entry: result.overrides[r.name] ?? r.entry,
    version: r.version ?? '',
    overridden: Boolean(result.overrides[r.name]),
  }));
  return { remotes, overrides: result.overrides, rejected: result.rejected };
}
