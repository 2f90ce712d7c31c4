import { messages } from '../../../messages/ko';
import styles from './calendar.module.css';

const m = messages.calendar;

export function Legend() {
  return (
    <ul className={styles.legend} aria-label={m.legend}>
      <li><span className={`${styles.dot} ${styles.completed}`} aria-hidden="true" />{m.legendCompleted}</li>
      <li><span className={`${styles.dot} ${styles.pending}`} aria-hidden="true" />{m.legendPending}</li>
      <li><span className={`${styles.dot} ${styles.meeting}`} aria-hidden="true" />{m.legendMeeting}</li>
      <li><span className={`${styles.dot} ${styles.project}`} aria-hidden="true" />{m.legendProject}</li>
      <li><span className={`${styles.dot} ${styles.task}`} aria-hidden="true" />{m.legendTask}</li>
      <li><span className={styles.legendHoliday} aria-hidden="true">1</span>{m.legendHoliday}</li>
    </ul>
  );
}
