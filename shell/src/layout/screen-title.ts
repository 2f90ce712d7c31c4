import type { ScreenActions } from '@haru/ui-kit';
import { messages } from '../messages/ko';
import { appMessages } from '../messages/ko-app';

/** The header's title and breadcrumb: what the screen declared, else derived from the path. */
export function headerTitle(pathname: string, declared: ScreenActions): { title: string; breadcrumb: string[] } {
  const segment = pathname.split('/')[1] ?? '';
  const title = declared.title ?? appMessages.titles[segment] ?? messages.appName;
  const breadcrumb = declared.breadcrumb ?? (segment === 'home' ? [messages.appName] : [messages.appName, title]);
  return { title, breadcrumb };
}
