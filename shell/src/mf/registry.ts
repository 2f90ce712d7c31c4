import { applyOverrideParams, readOverrides, writeOverrides, type Overrides } from './overrides';

export interface RemoteInfo { name: string; entry: string; version: string; overridden: boolean }
export interface LoadedRegistry { remotes: RemoteInfo[]; overrides: Overrides; rejected: string[] }

interface RegistryFile { remotes: { name: string; entry: string; version?: string }[]; overrideOrigins?: string[] }

const REGISTRY_TIMEOUT_MS = 5000;

/** Fetches /remotes.json and applies this tab's staging overrides. */
export async function loadRegistry(location: Location = window.location): Promise<LoadedRegistry> {
  let file: RegistryFile = { remotes: [] };
  try {
    const response = await fetch('/remotes.json', { cache: 'no-store', signal: AbortSignal.timeout(REGISTRY_TIMEOUT_MS) });
    if (response.ok) file = (await response.json()) as RegistryFile;
  } catch {
    // No registry: every remote area shows its fallback; the shell itself keeps working.
  }
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
