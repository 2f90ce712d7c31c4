import type { Meeting } from '@haru/contracts';
import { messages } from '../../../messages/ko';
import { formatDate, formatDateTime, formatTime } from '@haru/dates';
import { ActionItemList } from './action-item-list';
import styles from './meeting-view.module.css';

const t = messages.detail;
const SECTIONS = [
  ['agenda', messages.form.agenda],
  ['content', messages.form.content],
  ['decisions', messages.form.decisions],
] as const;


/** The read-only meeting: facts on top, the three text sections kept as written (line breaks included), the action items. */
export function MeetingView({ meeting }: { meeting: Meeting }) {
  return (
    <article className={styles.view}>
      <dl className={styles.facts}>
        <div>
          <dt>{t.when}</dt>
          <dd>{formatDate(meeting.date)} {formatTime(meeting.time)}</dd>
        </div>
        <div>
          <dt>{t.location}</dt>
          <dd>{meeting.location || t.none}</dd>
        </div>
        <div>
          <dt>{t.attendees}</dt>
          <dd>
            {meeting.attendees.length ? (
              <ul className={styles.tags}>{meeting.attendees.map((a) => <li key={a} className={styles.tag}>{a}</li>)}</ul>
            ) : t.none}
          </dd>
        </div>
      </dl>
      {SECTIONS.map(([field, label]) => (
        <section key={field} className={styles.section} aria-label={label}>
          <h2 className={styles.heading}>{label}</h2>
          {meeting[field] ? <p className={styles.text}>{meeting[field]}</p> : <p className={styles.muted}>{t.none}</p>}
        </section>
      ))}
      <ActionItemList meeting={meeting} />
      <p className={styles.stamps}>
        {t.createdAt(formatDateTime(meeting.created_at))} · {t.updatedAt(formatDateTime(meeting.updated_at))}
      </p>
    </article>
  );
}
