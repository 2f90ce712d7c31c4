import { useEffect } from 'react';
import { Link, useLocation } from '@haru/router';
import { Button, useCurrentScreenActions, type Crumb } from '@haru/ui-kit';
import { Icon, Search } from '@haru/ui-kit/src/icons';
import { isMac } from './sidebar-search';
import { documentTitle, headerTitle } from './screen-title';
import { ActionsMenu } from './actions-menu';
import styles from './app-header.module.css';
import { appMessages } from '../messages/ko-app';

interface AppHeaderProps { drawerOpen: boolean; onToggleDrawer: () => void; onOpenSearch: () => void }

/**
 * Title and breadcrumb (the screen itself owns the page's h1), then only what the current screen declares through useScreenActions(): view toggles,
 * secondary actions (export …) and the "new" action (also Ctrl/Cmd+N). Nothing declared, nothing shown.
 */
export function AppHeader({ drawerOpen, onToggleDrawer, onOpenSearch }: AppHeaderProps) {
  const { pathname } = useLocation();
  const screen = useCurrentScreenActions();
  const { title, breadcrumb } = headerTitle(pathname, screen);
  const actions = screen.actions ?? [];
  // One place names every signed-in screen in the browser tab: the title the screen declared (or its path's).
  useEffect(() => { document.title = documentTitle(title); }, [title]);
  return (
    <header className={styles.header} data-testid="app-header">
      <button type="button" className={styles.menuButton} onClick={onToggleDrawer} aria-expanded={drawerOpen} aria-controls="haru-sidebar"
        aria-label={drawerOpen ? appMessages.layout.closeMenu : appMessages.layout.openMenu}>
        <span aria-hidden="true" className={styles.burger} />
      </button>
      <div className={styles.titles}>
        <nav aria-label={appMessages.layout.breadcrumb} className={styles.breadcrumb}>
          <ol>{breadcrumb.map((crumb, i) => <CrumbItem key={`${crumbLabel(crumb)}-${i}`} crumb={crumb} current={i === breadcrumb.length - 1} />)}</ol>
        </nav>
        <p className={styles.title} data-testid="header-title">{title}</p>
      </div>
      <div className={styles.tools}>
        <button type="button" className={styles.searchButton} onClick={onOpenSearch} aria-label={appMessages.palette.open}
          aria-keyshortcuts={isMac ? 'Meta+K' : 'Control+K'} title={`${appMessages.palette.open} (${appMessages.layout.searchShortcut(isMac)})`} data-testid="header-search">
          <Icon icon={Search} size={18} />
        </button>
        {screen.views && screen.views.length > 1 && (
          <div className={styles.views} role="group" aria-label={appMessages.layout.views}>
            {screen.views.map((view) => (
              <button key={view.id} type="button" className={styles.view} aria-pressed={screen.activeView === view.id} onClick={() => screen.onViewChange?.(view.id)}>
                {view.label}
              </button>
            ))}
          </div>
        )}
        {actions.length > 0 && actions.length <= 2 && actions.map((action) => (
          <Button key={action.id} size="sm" onClick={action.run} className={styles.secondary}>{action.label}</Button>
        ))}
        {actions.length > 2 && <ActionsMenu actions={actions} />}
        {screen.create && (
          <Button variant="primary" size="sm" onClick={screen.create.run} title={appMessages.layout.newShortcut(isMac)} aria-keyshortcuts={isMac ? 'Meta+N' : 'Control+N'} data-testid="header-create">
            {screen.create.label}
          </Button>
        )}
      </div>
    </header>
  );
}

const crumbLabel = (crumb: Crumb) => (typeof crumb === 'string' ? crumb : crumb.label);

/** A breadcrumb step: a link back, except the current screen (and a step the screen gave no path). */
function CrumbItem({ crumb, current }: { crumb: Crumb; current: boolean }) {
  if (current || typeof crumb === 'string') return <li aria-current={current ? 'page' : undefined}>{crumbLabel(crumb)}</li>;
  return <li><Link to={crumb.to} className={styles.crumbLink}>{crumb.label}</Link></li>;
}
