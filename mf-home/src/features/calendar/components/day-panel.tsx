import { useDraggable } from '@dnd-kit/core';
import { Link, useNavigate } from '@haru/router';
import { Button } from '@haru/ui-kit';
import type { CalendarEvent } from '@haru/contracts';
import { messages } from '../../../messages/ko';
import { formatDate, formatDateRange } from '@haru/dates';
import { linkOf, toneOf } from '../lib/day-events';
import { QuickCreate } from './quick-create';
import { RepeatMark } from './repeat-mark';
import { FollowLink, GridNavigate } from './drag-parts';
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
  /** the month view: to-dos, meetings and projects can be dragged from the list to another day (pointer, or Space and arrows) */
  movable?: boolean;
}

/**
 * An item's link; in the month view a to-do's, meeting's or project's link also picks it up for a move to another
 * day (a project's start and end shift by the days its entry moved from `date`, the day shown).
 */
function ItemLink({ event, date, movable }: { event: CalendarEvent; date: string; movable: boolean }) {
  // A WBS task, and a repeating to-do's coming occurrence (projected), are never moved from here. A plain link
  // registers nothing with the drag context and runs no router hooks (a busy day's list is drawn at each week switch).
  if (!movable || event.type === 'task' || event.projected) return <FollowLink href={linkOf(event)} className={styles.eventLink}><RepeatMark event={event} />{event.title}</FollowLink>;
  return <MovableLink event={event} date={date} />;
}

function MovableLink({ event, date }: { event: CalendarEvent; date: string }) {
  const { attributes, listeners, setNodeRef } = useDraggable({ id: `panel:${event.id}`, data: { event, preview: true, from: date } });
  const drag = { ...attributes, ...listeners, role: undefined, 'aria-roledescription': event.type === 'project' ? m.draggableProject : m.draggable, 'aria-describedby': attributes['aria-describedby'] };
  return <Link ref={setNodeRef} to={linkOf(event)} className={styles.eventLink} {...drag}><RepeatMark event={event} />{event.title}</Link>;
}

/** The chosen day's holidays and events, each linking to its own screen, and the quick create for that day. */
export function DayPanel({ date, events, holidays, creating, onCreate, onCloseCreate, movable = false }: Props) {
  const navigate = useNavigate();
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
        <GridNavigate.Provider value={navigate}>
        <ul className={styles.eventList}>
          {/* By place in the day's order: the next day's list (a week switch chooses the same weekday) updates these
              entries instead of removing and creating a busy day's ~70 rows. */}
          {events.map((e, i) => (
            <li key={i} className={styles.eventItem}>
              <span className={`${styles.dot} ${styles[toneOf(e)]}`} aria-hidden="true" />
              <span className={styles.eventType}>{m.typeLabel[e.type]}</span>
              <ItemLink event={e} date={date} movable={movable} />
              <span className={styles.eventMeta}>
                {e.type === 'meeting' && e.time}
                {e.type === 'todo' && `${e.time ? `${e.time} · ` : ''}${e.projected ? m.projected : e.completed ? m.completed : m.notCompleted}`}
                {e.type === 'project' && formatDateRange(e.date, e.end_date ?? e.date)}
                {e.type === 'task' && `${e.project_title ? `${e.project_title} · ` : ''}${formatDateRange(e.date, e.end_date ?? e.date)}`}
              </span>
            </li>
          ))}
        </ul>
        </GridNavigate.Provider>
      )}
    </section>
  );
}
