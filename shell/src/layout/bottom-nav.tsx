import { NavLink } from '@haru/router';
import { BOTTOM_NAV } from './nav-items';
import { Icon } from '@haru/ui-kit/src/icons';
import styles from './bottom-nav.module.css';
import { appMessages } from '../messages/ko-app';

/** Below 768 px: 홈, 유틸리티, 기능, 캘린더, 마이. */
export function BottomNav() {
  return (
    <nav className={styles.bottomNav} aria-label={appMessages.nav.main} data-testid="bottom-nav">
      {BOTTOM_NAV.map((item) => (
        <NavLink key={item.key} to={item.path} className={({ isActive }) => (isActive ? `${styles.item} ${styles.active}` : styles.item)}>
          <Icon icon={item.icon} size={22} />
          <span>{appMessages.nav[item.key]}</span>
        </NavLink>
      ))}
    </nav>
  );
}
