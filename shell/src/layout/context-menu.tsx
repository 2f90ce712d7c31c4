import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { useCurrentScreenActions, type ScreenAction } from '@haru/ui-kit';
import { MenuList } from './menu-list';
import { appMessages } from '../messages/ko-app';

const MENU_WIDTH = 200;

/**
 * The custom context menu of the content area: the current screen's "new" action and other actions. A screen
 * that declares none keeps the browser's own menu; so does right-clicking text fields and links.
 */
export function ContextMenuArea({ children, className }: { children: ReactNode; className?: string }) {
  const screen = useCurrentScreenActions();
  const [at, setAt] = useState<{ x: number; y: number } | null>(null);
  const items: ScreenAction[] = [...(screen.create ? [screen.create] : []), ...(screen.actions ?? [])];

  useEffect(() => {
    if (!at) return undefined;
    const close = () => setAt(null);
    window.addEventListener('scroll', close, true);
    window.addEventListener('resize', close);
    document.addEventListener('mousedown', close);
    return () => {
      window.removeEventListener('scroll', close, true);
      window.removeEventListener('resize', close);
      document.removeEventListener('mousedown', close);
    };
  }, [at]);

  const onContextMenu = (e: MouseEvent) => {
    const target = e.target as HTMLElement;
    if (!items.length || target.closest('input, textarea, select, a, [contenteditable="true"]')) return;
    e.preventDefault();
    setAt({ x: Math.min(e.clientX, window.innerWidth - MENU_WIDTH - 8), y: Math.min(e.clientY, window.innerHeight - 48 * items.length - 8) });
  };

  return (
    <div className={className} onContextMenu={onContextMenu}>
      {children}
      {at && (
        <div role="presentation" onMouseDown={(e) => e.stopPropagation()}>
          <MenuList label={appMessages.layout.contextMenu} items={items} onClose={() => setAt(null)}
            style={{ position: 'fixed', left: at.x, top: Math.max(8, at.y), width: MENU_WIDTH }} />
        </div>
      )}
    </div>
  );
}
