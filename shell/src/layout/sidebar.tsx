import { NavLink } from 'react-router-dom';
import { messages } from '../messages/ko';
import { SIDEBAR_SECTIONS } from './nav-items';
import styles from './sidebar.module.css';

export function Sidebar() {
  return (
    <nav className={styles.sidebar} aria-label={messages.nav.main}>
      <NavLink to="/home" className={styles.brand}>{messages.appName}</NavLink>
      {SIDEBAR_SECTIONS.map((section) => (
        <section key={section.key} className={styles.section}>
          <h2 className={styles.heading}>{messages.nav.sections[section.key]}</h2>
          <ul className={styles.list}>
            {section.items.map((item) => (
              <li key={item.key}>
                <NavLink to={item.path} className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}>
                  {messages.nav[item.key]}
                </NavLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
