/** Theme preference (light, dark or system), kept per browser and resolved into data-theme on <html>. */
export type ThemePreference = 'light' | 'dark' | 'system';
const KEY = 'haru.theme';

export function readTheme(): ThemePreference {
  const value = localStorage.getItem(KEY);
  return value === 'light' || value === 'dark' ? value : 'system';
}

export function resolveTheme(pref: ThemePreference, prefersDark: boolean): 'light' | 'dark' {
  if (pref === 'system') return prefersDark ? 'dark' : 'light';
  return pref;
}

export function applyStoredTheme(): void {
  const media = window.matchMedia?.('(prefers-color-scheme: dark)');
  const apply = () => {
    document.documentElement.dataset.theme = resolveTheme(readTheme(), Boolean(media?.matches));
  };
  apply();
  media?.addEventListener?.('change', apply);
  window.addEventListener('storage', (e) => { if (e.key === KEY) apply(); });
  window.addEventListener('haru:theme-change', apply);
}

/** The palette's dark-mode command: switches between light and dark and tells every listener (as the my page does). */
export function toggleDarkTheme(): void {
  const prefersDark = Boolean(window.matchMedia?.('(prefers-color-scheme: dark)').matches);
  localStorage.setItem(KEY, resolveTheme(readTheme(), prefersDark) === 'dark' ? 'light' : 'dark');
  window.dispatchEvent(new Event('haru:theme-change'));
}
