import { Link } from '@haru/router';
import { messages } from '../../../messages/ko';
import { ToolPage } from '../../shared/components/tool-page';
import styles from './utilities-hub.module.css';

const m = messages.hub;
const CARDS = [
  { path: '/json-formatter', icon: '{ }', ...m.cards.json },
  { path: '/json-compare', icon: '⇄', ...m.cards.compare },
  { path: '/qr-generator', icon: '▦', ...m.cards.qr },
  { path: '/api-tester', icon: '↗', ...m.cards.api },
] as const;

/** /utilities: one card per tool, plus the spec's static tiles. */
export function UtilitiesHub() {
  return (
    <ToolPage title={messages.titles['/utilities']} intro={m.intro} isHub>
      <ul className={styles.cards}>
        {CARDS.map((c) => (
          <li key={c.path}>
            <Link to={c.path} className={styles.card}>
              <span className={styles.icon} aria-hidden="true">{c.icon}</span>
              <span className={styles.cardTitle}>{c.title}</span>
              <span className={styles.cardText}>{c.text}</span>
              <span className={styles.open} aria-hidden="true">{m.open} →</span>
            </Link>
          </li>
        ))}
      </ul>
      <ul className={styles.tiles} aria-label={m.tilesLabel}>
        {m.tiles.map((t) => (
          <li key={t.label} className={styles.tile}>
            <strong className={styles.tileValue}>{t.value}</strong>
            <span className={styles.tileLabel}>{t.label}</span>
          </li>
        ))}
      </ul>
    </ToolPage>
  );
}
