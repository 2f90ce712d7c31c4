import { useCallback, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from '@haru/router';
import { StagingBanner } from './staging-banner';
import { ConnectionBanner } from './connection-banner';
import { OfflineWrites } from './offline-writes';
import { Sidebar } from './sidebar';
import { BottomNav } from './bottom-nav';
import { AboutPanel } from './about-panel';
import { AppHeader } from './app-header';
import { ContextMenuArea } from './context-menu';
import { useLayoutShortcuts } from './use-shortcuts';
import { ReminderPoller } from '../reminders/reminder-poller';
import { PaletteLauncher } from '../palette/palette-launcher';
import styles from './app-layout.module.css';
import { appMessages } from '../messages/ko-app';

/**
 * Protected screens. Below 768 px: header + content + bottom navigation. 768–1023 px: header with a menu button
 * opening the sidebar as a drawer. From 1024 px: a fixed sidebar beside header and content.
 */
export function AppLayout() {
  const searchRef = useRef<HTMLInputElement>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const openPalette = useCallback(() => setPaletteOpen(true), []);
  const { pathname } = useLocation();
  const openDrawer = useCallback(() => setDrawerOpen(true), []);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const toggleDrawer = useCallback(() => {
    setDrawerOpen((open) => !open);
    // Keyboard users continue inside the drawer once it is visible.
    setTimeout(() => {
      const opened = document.querySelector('[aria-controls="haru-sidebar"]')?.getAttribute('aria-expanded') === 'true';
      if (opened) document.querySelector<HTMLElement>('#haru-sidebar a')?.focus();
    }, 80);
  }, []);
  useLayoutShortcuts(searchRef, openDrawer, openPalette);
  useEffect(closeDrawer, [pathname, closeDrawer]);
  useEffect(() => {
    if (!drawerOpen) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      closeDrawer();
      document.querySelector<HTMLButtonElement>('[aria-controls="haru-sidebar"]')?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawerOpen, closeDrawer]);

  return (
    <div className={styles.layout}>
      <a href="#main" className={styles.skip}>{appMessages.layout.skipToContent}</a>
      <StagingBanner />
      <ConnectionBanner />
      <OfflineWrites />
      <div className={styles.body}>
        <Sidebar ref={searchRef} drawerOpen={drawerOpen} onNavigate={closeDrawer} />
        {drawerOpen && <div className={styles.scrim} onClick={closeDrawer} aria-hidden="true" />}
        <div className={styles.column}>
          <AppHeader drawerOpen={drawerOpen} onToggleDrawer={toggleDrawer} onOpenSearch={openPalette} />
          <ContextMenuArea className={styles.contentArea}>
            <main className={styles.content} id="main" tabIndex={-1}>
              <Outlet />
            </main>
            <footer className={styles.footer}>
              <AboutPanel />
            </footer>
          </ContextMenuArea>
        </div>
      </div>
      <BottomNav />
      <ReminderPoller />
      <PaletteLauncher open={paletteOpen} onOpenChange={setPaletteOpen} />
    </div>
  );
}
