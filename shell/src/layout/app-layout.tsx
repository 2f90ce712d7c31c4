import { Outlet } from 'react-router-dom';
import { StagingBanner } from './staging-banner';
import { Sidebar } from './sidebar';
import { BottomNav } from './bottom-nav';
import { AboutPanel } from './about-panel';
import styles from './app-layout.module.css';

/** Protected screens: sidebar from 1024 px, bottom navigation below 768 px, content in between. */
export function AppLayout() {
  return (
    <div className={styles.layout}>
      <StagingBanner />
      <div className={styles.body}>
        <Sidebar />
        <main className={styles.content} id="main">
          <Outlet />
        </main>
      </div>
      <BottomNav />
      <AboutPanel />
    </div>
  );
}
