import { useMemo } from 'react';
import { useScreenActions, type ScreenAction } from '@haru/ui-kit';
import { messages } from '../messages/ko';

type Path = keyof typeof messages.titles;

/** Declares the screen's title and breadcrumb for the shell header, plus any header actions. */
export function usePage(path: Path, actions?: ScreenAction[]): string {
  const title = messages.titles[path];
  const value = useMemo(() => ({ title, breadcrumb: [{ label: messages.breadcrumbRoot, to: '/home' }, title], actions }), [title, actions]);
  useScreenActions(value);
  return title;
}
