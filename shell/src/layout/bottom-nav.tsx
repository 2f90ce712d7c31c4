import { NavLink } from 'react-router-dom';
import { messages } from '../messages/ko';
import { BOTTOM_NAV } from './nav-items';
import styles from './bottom-nav.module.css';

export function BottomNav() {
  return (
    <nav className={styles.bottomNav} aria-label={messages.nav.main}>
      {BOTTOM_NAV.map((item) => (
        <NavLink key={item.key} to={item.path} className={({ isActive }) => (isActive ? `${styles.item} ${styles.active}` : styles.item)}>
          {messages.nav[item.key]}
        </NavLink>
      ))}
    </nav>
  );
}
