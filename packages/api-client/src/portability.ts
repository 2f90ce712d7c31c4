import type { CalendarFeedCreated, CalendarFeedOptions, CalendarFeedStatus, ImportReport, ImportSource, RestoreReport } from '@haru/contracts';
import { calendarKeys } from './calendar';
import { request } from './http';
import { meetingKeys } from './meetings';
import { queryDef } from './policy';
import { statsKeys } from './stats';
import { todoKeys } from './todos';
import { userPrefsKeys } from './user-prefs';
import { wbsKeys } from './wbs';

export const portabilityKeys = {
  feed: () => ['calendar-feed'] as const,
};

/** The file name the server suggests (Content-Disposition), or a plain one. */
function fileNameOf(response: Response): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '');
  return match?.[1] ?? 'haru-backup.json';
}

export const portabilityApi = {
  /** The whole account as one backup document, and the name to save it under. */
  downloadBackup: async (): Promise<{ fileName: string; data: unknown }> => {
    let fileName = 'haru-backup.json';
    const data = await request<unknown>('/api/backup', { onResponse: (r) => (fileName = fileNameOf(r)) });
    return { fileName, data };
  },
  previewRestore: (file: unknown) => request<RestoreReport>('/api/backup/preview', { method: 'POST', body: file }),
  restore: (file: unknown) => request<RestoreReport & { message: string }>('/api/backup/restore', { method: 'POST', body: file }),
  previewImport: (source: ImportSource, csv: string) => request<ImportReport>('/api/import/preview', { method: 'POST', body: { source, csv } }),
  runImport: (source: ImportSource, csv: string) => request<ImportReport & { message: string }>('/api/import/run', { method: 'POST', body: { source, csv } }),
  feedStatus: (signal?: AbortSignal) => request<CalendarFeedStatus>('/api/calendar-feed', { signal }),
  createFeed: () => request<CalendarFeedCreated>('/api/calendar-feed', { method: 'POST', body: {} }),
  setFeedOptions: (options: CalendarFeedOptions) => request<CalendarFeedOptions & { message: string }>('/api/calendar-feed', { method: 'PUT', body: options }),
  revokeFeed: () => request<{ message: string }>('/api/calendar-feed', { method: 'DELETE' }),
};

export const portabilityQueries = {
  feed: () => queryDef(portabilityKeys.feed(), portabilityApi.feedStatus),
  /** What a restore or import changes: every list, the summary figures and the calendar. */
  afterRestore: [todoKeys.all, meetingKeys.all, wbsKeys.all, statsKeys.summary(), calendarKeys.all, userPrefsKeys.all] as const,
};
