import { PUSH_MESSAGES, REMINDER_LABELS, type PushPayload, type ReminderPreset } from '@haru/contracts';
import type { Deliver, FiredReminder } from '../reminders/reminders.scheduler';
import { pushToOwner } from './push.service';
import type { PushTransport } from './push.send';

/** The system notification of a fired reminder: '할일 알림', '보고서 제출 · 10분 전', opening the to-do. */
export function reminderPayload(fired: FiredReminder): PushPayload {
  const when = REMINDER_LABELS[fired.key as ReminderPreset] ?? '';
  return {
    title: PUSH_MESSAGES.reminderTitle,
    body: when ? `${fired.title} · ${when}` : fired.title,
    url: `/todo/${fired.todoId}`,
    tag: `reminder-${fired.id}`,
  };
}

/** Delivery (b): the scheduler's deliver step sends the reminder to every device of its owner by Web Push. */
export function pushReminders(transport: PushTransport): Deliver {
  return async (fired) => {
    await pushToOwner({ ownerId: fired.ownerId, payload: reminderPayload(fired), transport });
  };
}
