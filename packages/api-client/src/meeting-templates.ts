import type { MeetingTemplate, MeetingTemplateInput } from '@haru/contracts';
import { request } from './http';
import { queryDef } from './policy';

/** Meeting agenda templates (issue 21): the four built in and the user's own. */
export const meetingTemplateKeys = {
  all: ['meeting-templates'] as const,
  list: () => [...meetingTemplateKeys.all, 'list'] as const,
};

const base = '/api/meeting-templates';

export const meetingTemplatesApi = {
  list: (signal?: AbortSignal) => request<MeetingTemplate[]>(base, { signal }),
  create: (body: MeetingTemplateInput) => request<MeetingTemplate>(base, { method: 'POST', body }),
  remove: (id: string) => request<null>(`${base}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
};

export const meetingTemplateQueries = {
  list: () => queryDef(meetingTemplateKeys.list(), meetingTemplatesApi.list),
  afterWrite: [meetingTemplateKeys.all] as const,
};
