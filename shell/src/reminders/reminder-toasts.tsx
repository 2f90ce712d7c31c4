import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { DueReminder } from '@haru/contracts';
import {
  dismissReminder, invalidateKeys, reminderKeys, snoozeReminder, todoKeys, todoQueries, updateTodo,
} from '@haru/api-client';
import { formatDateTime } from '@haru/dates';
import { Button, useToast } from '@haru/ui-kit';
import styles from './reminder-toasts.module.css';
import { appMessages } from '../messages/ko-app';

const m = appMessages.reminders;

/**
 * Fired reminders as cards with 완료 and 다시 알림 (10분) that stay until answered. Loaded by ReminderPoller only
 * once something has fired, so pages without a reminder never download it (or the date formatting it uses).
 */
export default function ReminderToasts({ list }: { list: DueReminder[] }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);

  const act = async (r: DueReminder, action: () => Promise<unknown>, done?: string) => {
    setBusy(r.id);
    try {
      await action();
      if (done) toast.show(done, 'success');
    } catch {
      toast.show(m.failed, 'danger');
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: reminderKeys.due() });
    }
  };
  const complete = (r: DueReminder) => act(r, async () => {
    const saved = await updateTodo(r.todo_id, { status: 'completed' });
    // A repeating to-do whose next occurrence the full to-do quota stopped: the API says so in Korean.
    if (saved.series_notice) toast.show(saved.series_notice, 'danger');
    await invalidateKeys(queryClient, [todoKeys.all, ...todoQueries.afterWrite]);
  }, m.completed(r.title));

  return (
    <section className={styles.region} aria-label={m.region}>
      {list.map((r) => (
        <div key={r.id} className={styles.toast} role="alert" data-testid="reminder-toast">
          <div className={styles.head}>
            <p className={styles.title}>{r.title}</p>
            <button type="button" className={styles.close} aria-label={m.dismiss} disabled={busy === r.id}
              onClick={() => act(r, () => dismissReminder(r.id))}>×</button>
          </div>
          <p className={styles.meta}>{m.kinds[r.kind] ?? ''} · {formatDateTime(r.fire_at)}</p>
          <div className={styles.actions}>
            <Button size="sm" variant="primary" onClick={() => complete(r)} disabled={busy === r.id}>{m.complete}</Button>
            <Button size="sm" variant="secondary" onClick={() => act(r, () => snoozeReminder(r.id), m.snoozed)} disabled={busy === r.id}>{m.snooze}</Button>
          </div>
        </div>
      ))}
    </section>
  );
}
