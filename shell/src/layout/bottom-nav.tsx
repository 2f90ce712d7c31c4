import { Link, useLocation } from '@haru/router';
import { BOTTOM_NAV, bottomTabOf } from './nav-items';
import { Icon } from '@haru/ui-kit/src/icons';
import styles from './bottom-nav.module.css';
import { appMessages } from '../messages/ko-app';

/** Below 768 px: 홈, 유틸리티, 기능, 캘린더, 마이; the tab that owns the screen is highlighted (nav-items.ts). */
export function BottomNav() {
  const active = bottomTabOf(useLocation().pathname);
  return (
    <nav className={styles.bottomNav} aria-label={appMessages.nav.main} data-testid="bottom-nav">
      {BOTTOM_NAV.map((item) => (
        <Link key={item.key} to={item.path} className={item.key === active ? `${styles.item} ${styles.active}` : styles.item} aria-current={item.key === active ? 'page' : undefined}>
          <Icon icon={item.icon} size={22} />
          <span>{appMessages.nav[item.key]}</span>
        </Link>
      ))}
    </nav>
  );
}
