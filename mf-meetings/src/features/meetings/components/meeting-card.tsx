import { Link } from '@haru/router';
import type { Meeting } from '@haru/contracts';
import { MEETING_LIMITS } from '@haru/contracts/src/meeting-values';
import { messages } from '../../../messages/ko';
import { formatDate, formatTime } from '@haru/dates';
import { agendaPreview } from '../lib/format';
import styles from './meeting-card.module.css';

const t = messages.list;

interface MeetingCardProps {
  meeting: Meeting;
  layout: 'card' | 'list';
  onDelete: (meeting: Meeting) => void;
  deleting: boolean;
}

/**
 * One meeting in the list. The title is the link to /meeting/{id} and stretches over the whole card, so a click
 * anywhere opens it while the delete button stays a separate control.
 */
export function MeetingCard({ meeting, layout, onDelete, deleting }: MeetingCardProps) {
  const shown = meeting.attendees.slice(0, MEETING_LIMITS.attendeeTags);
  const more = meeting.attendees.length - shown.length;
  const preview = agendaPreview(meeting.agenda);
  return (
    <article className={`${styles.card} ${styles[layout]}`} data-testid="meeting-card" data-layout={layout}>
      <div className={styles.top}>
        <h2 className={styles.title}>
          <Link to={`/meeting/${meeting.id}`} className={styles.link}>{meeting.title}</Link>
        </h2>
        <button
          type="button"
          className={styles.delete}
          aria-label={t.deleteLabel(meeting.title)}
          disabled={deleting}
          onClick={() => onDelete(meeting)}
        >
          {t.delete}
        </button>
      </div>
      <p className={styles.when}>
        <time dateTime={`${meeting.date}T${meeting.time}`}>{formatDate(meeting.date)} · {formatTime(meeting.time)}</time>
      </p>
      {preview && <p className={styles.preview}>{preview}</p>}
      <div className={styles.meta}>
        <span>{meeting.location || t.noLocation}</span>
        <span aria-hidden="true">·</span>
        <span>{t.attendeeCount(meeting.attendees.length)}</span>
      </div>
      {shown.length > 0 && (
        <ul className={styles.tags} aria-label={messages.form.attendees}>
          {shown.map((name) => <li key={name} className={styles.tag}>{name}</li>)}
          {more > 0 && <li className={`${styles.tag} ${styles.more}`} aria-label={t.moreAttendeesLabel(more)}>{t.moreAttendees(more)}</li>}
        </ul>
      )}
    </article>
  );
}
