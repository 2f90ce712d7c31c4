import type { Crumb, ScreenActions } from '@haru/ui-kit';
import { messages } from '../messages/ko';
import { appMessages } from '../messages/ko-app';

/** The header's title and breadcrumb: what the screen declared, else derived from the path. */
export function headerTitle(pathname: string, declared: ScreenActions): { title: string; breadcrumb: Crumb[] } {
  const segment = pathname.split('/')[1] ?? '';
  const title = declared.title ?? appMessages.titles[segment] ?? messages.appName;
  const breadcrumb = declared.breadcrumb ?? (segment === 'home' ? [messages.appName] : [{ label: messages.appName, to: '/home' }, title]);
  return { title, breadcrumb };
}

/** The browser tab's title: the screen's name, then the app's ('할일 목록 · 하루'). */
export const documentTitle = (title: string): string => (title === messages.appName ? title : `${title} · ${messages.appName}`);
