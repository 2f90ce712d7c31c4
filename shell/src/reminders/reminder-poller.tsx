import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { REMINDER_POLL_MS, reminderQueries } from '@haru/api-client';

const ReminderToasts = lazy(() => import('./reminder-toasts'));

/**
 * Delivery (a) of fired reminders in the open app: polls GET /api/reminders/due every 30 s (also while the tab is
 * in the background); the cards' code loads only when a reminder has fired.
 */
export function ReminderPoller() {
  const due = useQuery({ ...reminderQueries.due(), refetchInterval: REMINDER_POLL_MS, refetchIntervalInBackground: true });
  const list = due.data ?? [];
  if (list.length === 0) return null;
  return <Suspense fallback={null}><ReminderToasts list={list} /></Suspense>;
}
