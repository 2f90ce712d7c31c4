import type { TrashItem, TrashKind } from '@haru/contracts';
import { calendarKeys } from './calendar';
import { request } from './http';
import { meetingKeys } from './meetings';
import { queryDef } from './policy';
import { searchKeys } from './search';
import { statsKeys } from './stats';
import { todoKeys } from './todos';
import { wbsKeys } from './wbs';

export const trashKeys = {
  all: ['trash'] as const,
  list: () => ['trash', 'list'] as const,
};

const one = (kind: TrashKind, id: string) => `/api/trash/${kind}/${encodeURIComponent(id)}`;

/** 휴지통 (issue 22): every delete of a to-do, meeting, project or task lands here for 30 days. */
export const trashApi = {
  list: (signal?: AbortSignal) => request<{ items: TrashItem[] }>('/api/trash', { signal }).then((r) => r.items),
  restore: (kind: TrashKind, id: string) => request<{ message: string; item: TrashItem }>(`${one(kind, id)}/restore`, { method: 'POST', body: {} }),
  /** The undo of a bulk delete: up to 500 trashed to-dos back in one request, all or nothing. */
  restoreTodos: (ids: readonly string[]) => request<{ message: string; items: TrashItem[] }>('/api/trash/restore', { method: 'POST', body: { kind: 'todo', ids } }),
  remove: (kind: TrashKind, id: string) => request<{ message: string }>(one(kind, id), { method: 'DELETE' }),
  empty: () => request<{ message: string; deleted: number }>('/api/trash', { method: 'DELETE' }),
};

export const trashQueries = {
  list: () => queryDef(trashKeys.list(), trashApi.list),
  /** What a restore changes: every list it may come back to, the figures, the calendar, search and the 휴지통. */
  afterRestore: [todoKeys.all, meetingKeys.all, wbsKeys.all, statsKeys.summary(), calendarKeys.all, searchKeys.all, trashKeys.all] as const,
  /** A delete puts something in the 휴지통. */
  afterDelete: [trashKeys.all] as const,
};
