import type { ActionItemSent, Meeting, MeetingCreated, MeetingInput } from '@haru/contracts';
import { calendarKeys } from './calendar';
import { searchKeys } from './search';
import { request } from './http';
import { queryDef } from './policy';
import { statsKeys } from './stats';
import { todoKeys } from './todos';

/** Query keys for meeting data: the list and each meeting live under one root so one invalidation covers both. */
export const meetingKeys = {
  all: ['meetings'] as const,
  list: () => [...meetingKeys.all, 'list'] as const,
  detail: (id: string) => [...meetingKeys.all, 'detail', id] as const,
};

const base = '/api/meetings';
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

export const meetingsApi = {
  list: (signal?: AbortSignal) => request<Meeting[]>(base, { signal }),
  get: (id: string, signal?: AbortSignal) => request<Meeting>(one(id), { signal }),
  create: (body: MeetingInput) => request<MeetingCreated>(base, { method: 'POST', body }),
  update: (id: string, body: MeetingInput) => request<Meeting>(one(id), { method: 'PUT', body }),
  remove: (id: string) => request<null>(one(id), { method: 'DELETE' }),
  /** 할일로 보내기 (issue 21): idempotent, so a retry never makes a second to-do. */
  sendActionItem: (id: string, itemId: string) =>
    request<ActionItemSent>(`${one(id)}/action-items/${encodeURIComponent(itemId)}/todo`, { method: 'POST' }),
};

export const meetingQueries = {
  list: () => queryDef(meetingKeys.list(), meetingsApi.list),
  detail: (id: string) => queryDef(meetingKeys.detail(id), (signal) => meetingsApi.get(id, signal)),
  /**
   * What any meeting write changes: the meeting list, the summary figures, the calendar, search results and the to-dos (linked
   * action items complete, rename and unlink their to-dos; issue 21).
   */
  afterWrite: [meetingKeys.list(), statsKeys.summary(), calendarKeys.all, todoKeys.all, searchKeys.all] as const,
  /** What 할일로 보내기 changes: every meeting key and every to-do key, and the figures. */
  afterSend: [meetingKeys.all, todoKeys.all, statsKeys.summary(), calendarKeys.all, searchKeys.all] as const,
};
