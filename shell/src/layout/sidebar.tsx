import { forwardRef } from 'react';
import { NavLink } from '@haru/router';
import { messages } from '../messages/ko';
import { SIDEBAR_SECTIONS, type SidebarItem } from './nav-items';
import { SidebarSearch } from './sidebar-search';
import { useBadges, type Badges } from './use-badges';
import { UserBox } from './user-box';
import { Icon } from '@haru/ui-kit/src/icons';
import styles from './sidebar.module.css';
import { appMessages } from '../messages/ko-app';

interface SidebarProps {
  /** Tablet: the sidebar is a drawer, open or closed. Desktop ignores it. */
  drawerOpen?: boolean;
  onNavigate?: () => void;
}

/** Desktop sidebar (from 1024 px) and tablet drawer: search, the three sections with live badges, the user. */
export const Sidebar = forwardRef<HTMLInputElement, SidebarProps>(function Sidebar({ drawerOpen, onNavigate }, searchRef) {
  const badges = useBadges();
  return (
    <nav className={`${styles.sidebar} ${drawerOpen ? styles.open : ''}`} aria-label={appMessages.nav.main} id="haru-sidebar">
      <NavLink to="/home" className={styles.brand} onClick={onNavigate}>{messages.appName}</NavLink>
      <SidebarSearch ref={searchRef} onNavigate={onNavigate} />
      {SIDEBAR_SECTIONS.map((section) => (
        <section key={section.key} className={styles.section} aria-labelledby={`nav-${section.key}`}>
          <h2 id={`nav-${section.key}`} className={styles.heading}>{appMessages.nav.sections[section.key]}</h2>
          <ul className={styles.list}>
            {section.items.map((item) => <SidebarLink key={item.key} item={item} badges={badges} onNavigate={onNavigate} />)}
          </ul>
        </section>
      ))}
      <UserBox />
    </nav>
  );
});

function SidebarLink({ item, badges, onNavigate }: { item: SidebarItem; badges: Badges; onNavigate?: () => void }) {
  const label = appMessages.nav[item.key as keyof typeof appMessages.nav] as string;
  return (
    <li>
      <NavLink to={item.path} onClick={onNavigate} className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}>
        <span className={styles.label}><Icon icon={item.icon} size={18} />{label}</span>
        {item.badge && <Badge badge={item.badge} count={badges.counts[item.badge]} unavailable={badges.unavailable} />}
      </NavLink>
    </li>
  );
}

function Badge({ badge, count, unavailable }: { badge: NonNullable<SidebarItem['badge']>; count: number | null; unavailable: boolean }) {
  const title = appMessages.layout.badgeTitles[badge];
  if (unavailable) {
    const text = appMessages.layout.badgeUnavailable(title);
    return <span className={`${styles.badge} ${styles.badgeUnavailable}`} data-testid={`badge-${badge}`} data-state="unavailable" title={text} aria-label={text}>–</span>;
  }
  if (count === null || count === 0) return null;
  return (
    <span className={styles.badge} data-testid={`badge-${badge}`} title={title} aria-label={appMessages.layout.badge(title, count)}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
