import { Button } from '@haru/ui-kit';
import { formatDate } from '@haru/dates';
import type { Meeting } from '@haru/contracts';
import { messages } from '../../../messages/ko';
import { openItems } from '../lib/carry-forward';
import styles from './action-item-list.module.css';

const t = messages.carry;

/** '이전 회의 미결 사항': the previous meeting's open action items, carried into this one with one click. */
export function CarryForward({ previous, onCarry }: { previous: Meeting | null; onCarry: () => void }) {
  const items = openItems(previous);
  if (!previous || items.length === 0) return null;
  return (
    <section className={styles.section} aria-label={t.heading}>
      <div className={styles.head}>
        <h2 className={styles.heading}>{t.heading}</h2>
        <Button size="sm" variant="primary" onClick={onCarry}>{t.carry(items.length)}</Button>
      </div>
      <p className={styles.muted}>{t.from(previous.title, formatDate(previous.date))}</p>
      <ul className={styles.list}>
        {items.map((i) => <li key={i.id} className={styles.text}>{i.text}{i.owner && <span className={styles.meta}>{i.owner}</span>}</li>)}
      </ul>
    </section>
  );
}
