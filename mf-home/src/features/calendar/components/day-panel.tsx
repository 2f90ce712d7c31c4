import { Link } from '@haru/router';
import { Button } from '@haru/ui-kit';
import type { CalendarEvent } from '@haru/contracts';
import { messages } from '../../../messages/ko';
import { formatDate, formatDateRange } from '@haru/dates';
import { linkOf, toneOf } from '../lib/day-events';
import { QuickCreate } from './quick-create';
import { RepeatMark } from './repeat-mark';
import styles from './calendar.module.css';

const m = messages.calendar;

interface Props {
  date: string | null;
  events: CalendarEvent[];
  holidays: string[];
  /** the quick create open on this day: at a time (a slot of the hours) or all day; null when closed */
  creating: { time: string | null } | null;
  onCreate: (time: string | null) => void;
  onCloseCreate: () => void;
}

/** The chosen day's holidays and events, each linking to its own screen, and the quick create for that day. */
export function DayPanel({ date, events, holidays, creating, onCreate, onCloseCreate }: Props) {
  if (!date) return <p className={styles.muted}>{m.selectDay}</p>;
  const label = formatDate(date);
  return (
    <section aria-labelledby="calendar-day" aria-live="polite" data-testid="day-panel">
      <div className={styles.dayTitleRow}>
        <h2 id="calendar-day" className={styles.dayTitle}>{m.dayHeading(label)}</h2>
        <Button size="sm" onClick={() => onCreate(null)} aria-expanded={creating !== null}>{m.quickOpen}</Button>
      </div>
      {creating && <QuickCreate key={`${date} ${creating.time}`} date={date} time={creating.time} onClose={onCloseCreate} />}
      {holidays.length > 0 && <p className={styles.holidayNote}>{holidays.join(' · ')}</p>}
      {events.length === 0 ? (
        <p className={styles.muted}>{m.noEvents}</p>
      ) : (
        <ul className={styles.eventList}>
          {events.map((e) => (
            <li key={e.id} className={styles.eventItem}>
              <span className={`${styles.dot} ${styles[toneOf(e)]}`} aria-hidden="true" />
              <span className={styles.eventType}>{m.typeLabel[e.type]}</span>
              <Link to={linkOf(e)} className={styles.eventLink}><RepeatMark event={e} />{e.title}</Link>
              <span className={styles.eventMeta}>
                {e.type === 'meeting' && e.time}
                {e.type === 'todo' && `${e.time ? `${e.time} · ` : ''}${e.projected ? m.projected : e.completed ? m.completed : m.notCompleted}`}
                {e.type === 'project' && formatDateRange(e.date, e.end_date ?? e.date)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
