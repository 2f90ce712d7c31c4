import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { failureText, meetingQueries, todoQueries } from '@haru/api-client';
import { createOrQueue, localMeeting, localTodo } from '@haru/api-client/offline';
import { Button, isComposing, useToast } from '@haru/ui-kit';
import { formatShortDate } from '@haru/dates';
import { messages } from '../../../messages/ko';
import styles from './calendar.module.css';

const m = messages.calendar;
type Kind = 'todo' | 'meeting';
/** A meeting needs a time: one picked from an all-day place starts at 9. */
const DEFAULT_MEETING_TIME = '09:00';

/**
 * A small dialog to add a to-do or a meeting on `date` (at `time` when a slot of the hours was chosen): the focus
 * starts in the title, Enter saves once (not the Enter that completes a Hangul syllable), Esc closes. Closing gives
 * the focus back to what opened it (the '+ 추가' button or the grid's slot).
 */
export function QuickCreate({ date, time, onClose }: { date: string; time: string | null; onClose: () => void }) {
  // Read while rendering, before the title takes the focus.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  const close = () => {
    onClose();
    if (opener?.isConnected) opener.focus();
  };
  const client = useQueryClient();
  const toast = useToast();
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<Kind>('todo');
  const [saving, setSaving] = useState(false);
  const busy = useRef(false); // a second Enter before the re-render must not save twice
  const blank = title.trim().length === 0;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (blank || busy.current) return;
    busy.current = true;
    setSaving(true);
    try {
      // Offline (or when the network fails on the way) the create is queued and the calendar shows it at once.
      if (kind === 'todo') {
        const body = { title: title.trim(), due_date: date, due_time: time };
        await createOrQueue('todo', body, (id, now) => localTodo(id, body, now));
      } else {
        const body = { title: title.trim(), date, time: time ?? DEFAULT_MEETING_TIME };
        await createOrQueue('meeting', body, (id, now) => localMeeting(id, body, now));
      }
      const keys = kind === 'todo' ? todoQueries.afterWrite : meetingQueries.afterWrite;
      await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
      toast.show(m.created(m.typeLabel[kind]), 'success');
      close();
    } catch (error) {
      toast.show(failureText(error, m.createFailed), 'danger');
      busy.current = false;
      setSaving(false);
    }
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' && isComposing(e)) e.preventDefault(); // that Enter completes a Hangul syllable
    if (e.key === 'Escape') { e.stopPropagation(); close(); }
  };

  return (
    <div role="dialog" aria-label={m.quickCreate} className={styles.quick} data-testid="quick-create">
      <form onSubmit={submit}>
        <p className={styles.quickWhen}>{formatShortDate(date)}{time ? ` ${time}` : ''}</p>
        <div className={styles.quickKinds} role="radiogroup" aria-label={m.quickKind}>
          {(['todo', 'meeting'] as const).map((k) => (
            <label key={k}><input type="radio" name="quick-kind" checked={kind === k} onChange={() => setKind(k)} /> {m.typeLabel[k]}</label>
          ))}
        </div>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog opens to be typed in */}
        <input className={styles.quickTitle} aria-label={m.quickTitle} value={title} onChange={(e) => setTitle(e.target.value)} onKeyDown={onKeyDown} autoFocus maxLength={100} />
        <div className={styles.quickActions}>
          <Button size="sm" variant="ghost" type="button" onClick={close}>{messages.common.cancel}</Button>
          <Button size="sm" variant="primary" type="submit" disabled={blank || saving}>{saving ? messages.common.saving : m.quickSave}</Button>
        </div>
      </form>
    </div>
  );
}
