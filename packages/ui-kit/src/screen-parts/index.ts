/**
 * Stateless pieces of a screen that /login never shows (a detail page's back link, a failed load's message with
 * 다시 시도): a subpath, so the shared root (loaded whole on /login) stays small and each remote bundles them.
 */
export { BackLink } from './back-link';
export { LoadError } from './load-error';
