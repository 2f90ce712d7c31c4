import type { Meeting, MeetingCreated, MeetingInput } from '@haru/contracts';
import { calendarKeys } from './calendar';
import { searchKeys } from './search';
import { request } from './http';
import { queryDef } from './policy';
import { statsKeys } from './stats';

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
};

export const meetingQueries = {
  list: () => queryDef(meetingKeys.list(), meetingsApi.list),
  detail: (id: string) => queryDef(meetingKeys.detail(id), (signal) => meetingsApi.get(id, signal)),
  /** What any meeting write changes: the meeting list, the summary figures, the calendar and search results. */
  afterWrite: [meetingKeys.list(), statsKeys.summary(), calendarKeys.all, searchKeys.all] as const,
};
