/**
 * Theme preference, shared with the shell through localStorage 'haru.theme' and the 'haru:theme-change' window
 * event (shell/src/theme/theme.ts resolves it into data-theme on <html>).
 */
export type ThemePreference = 'light' | 'dark' | 'system';
export const THEME_KEY = 'haru.theme';
export const THEME_EVENT = 'haru:theme-change';
export const THEMES: ThemePreference[] = ['light', 'dark', 'system'];

export function readTheme(): ThemePreference {
  const value = localStorage.getItem(THEME_KEY);
  return value === 'light' || value === 'dark' ? value : 'system';
}

export function writeTheme(pref: ThemePreference): void {
  if (pref === 'system') localStorage.removeItem(THEME_KEY);
  else localStorage.setItem(THEME_KEY, pref);
  window.dispatchEvent(new Event(THEME_EVENT));
}
