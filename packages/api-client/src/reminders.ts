import type { DueReminder } from '@haru/contracts';
import { request } from './http';
import { queryDef } from './policy';

export const reminderKeys = {
  all: ['reminders'] as const,
  due: () => ['reminders', 'due'] as const,
};

/** How often the open app asks for fired reminders (the scheduler's own default interval). */
export const REMINDER_POLL_MS = 30_000;

/** GET /api/reminders/due: reminders that fired and wait to be shown in the open app. */
export function fetchDueReminders(signal?: AbortSignal): Promise<DueReminder[]> {
  return request<DueReminder[]>('/api/reminders/due', { signal });
}

/** 다시 알림 (10분). */
export function snoozeReminder(id: string): Promise<{ message: string; fire_at: string }> {
  return request(`/api/reminders/${encodeURIComponent(id)}/snooze`, { method: 'POST', body: {} });
}

/** The toast was closed without an answer. */
export function dismissReminder(id: string): Promise<{ message: string }> {
  return request(`/api/reminders/${encodeURIComponent(id)}/dismiss`, { method: 'POST', body: {} });
}

export const reminderQueries = {
  due: () => queryDef(reminderKeys.due(), fetchDueReminders, 0),
};
