/**
 * Staging overrides: `?mf:mf-todo=<manifest url>` swaps one remote for a staged build in this tab only
 * (sessionStorage), and only for origins the registry allows. `?mf:mf-todo=reset` (or the banner) clears it.
 */
const STORAGE_KEY = 'haru.mf-overrides';

export type Overrides = Record<string, string>;

export function readOverrides(storage: Storage = sessionStorage): Overrides {
  try {
    const value = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as Overrides) : {};
  } catch {
    return {};
  }
}

export function writeOverrides(overrides: Overrides, storage: Storage = sessionStorage): void {
  if (Object.keys(overrides).length) storage.setItem(STORAGE_KEY, JSON.stringify(overrides));
  else storage.removeItem(STORAGE_KEY);
}

export interface OverrideResult { overrides: Overrides; rejected: string[]; cleanedSearch: string }

/** Applies `mf:<folder>=<url>` query parameters to the stored overrides. Folder names use dashes (mf-todo). */
export function applyOverrideParams(search: string, current: Overrides, allowedOrigins: string[], baseOrigin: string): OverrideResult {
  const params = new URLSearchParams(search);
  const overrides = { ...current };
  const rejected: string[] = [];
  for (const [key, value] of [...params.entries()]) {
    if (!key.startsWith('mf:')) continue;
    params.delete(key);
    const name = key.slice(3).replace(/-/g, '_');
    if (value === 'reset' || value === '') {
      delete overrides[name];
      continue;
    }
    if (isAllowed(value, allowedOrigins, baseOrigin)) overrides[name] = value;
    else rejected.push(name);
  }
  const rest = params.toString();
  return { overrides, rejected, cleanedSearch: rest ? `?${rest}` : '' };
}

function isAllowed(url: string, allowedOrigins: string[], baseOrigin: string): boolean {
  try {
    const { origin, protocol } = new URL(url, baseOrigin);
    if (protocol !== 'http:' && protocol !== 'https:') return false;
    return origin === baseOrigin || allowedOrigins.includes(origin);
  } catch {
    return false;
  }
}
