import { z } from 'zod';

/**
 * Backup and restore, and imports from other apps (issue 22). The backup file is one versioned JSON; each item in
 * it is checked by the same contract the create routes use (todoCreateSchema, meetingInputSchema, the WBS schemas),
 * so a file can never store what the API would refuse.
 */
export const BACKUP_FORMAT = 'haru-backup';
export const BACKUP_VERSION = 1;
export const BACKUP_KINDS = ['todos', 'meetings', 'projects', 'tasks'] as const;
export type BackupKind = (typeof BACKUP_KINDS)[number];
export const IMPORT_SOURCES = ['todoist', 'ticktick'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

export const PORTABILITY_MESSAGES = {
  notBackup: '하루 백업 파일이 아닙니다',
  versionUnsupported: `지원하지 않는 백업 파일 버전입니다 (지원: ${BACKUP_VERSION})`,
  fileCorrupt: '백업 파일의 구조가 올바르지 않습니다',
  sourceInvalid: '가져올 형식은 todoist 또는 ticktick이어야 합니다',
  csvRequired: 'CSV 파일 내용이 비어 있습니다',
  csvHeaderMissing: 'CSV 머리글(열 이름)을 찾을 수 없습니다',
  parentInvalid: '상위 작업이 올바르지 않아 가져올 수 없습니다',
  parentMissing: '상위 작업을 파일에서 찾을 수 없습니다',
  depthExceeded: '작업 단계가 너무 깊습니다 (최대 5단계)',
  projectInvalid: '프로젝트가 올바르지 않아 함께 가져올 수 없습니다',
  duplicateId: '파일 안에 같은 id가 두 번 있습니다',
  seriesInvalid: '반복 일정의 순서 정보가 올바르지 않습니다',
  restoreFailed: '복원 중 오류가 발생해 아무것도 저장하지 않았습니다',
  restored: '데이터를 복원했습니다',
  imported: '할일을 가져왔습니다',
  nothingToImport: '가져올 새 항목이 없습니다',
} as const;

/** The envelope of a backup file: items are kept as unknown here and checked one by one (a bad item is reported, not fatal). */
export const backupFileSchema = z.object({
  format: z.literal(BACKUP_FORMAT, { error: PORTABILITY_MESSAGES.notBackup }),
  version: z.literal(BACKUP_VERSION, { error: PORTABILITY_MESSAGES.versionUnsupported }),
  exported_at: z.string({ error: PORTABILITY_MESSAGES.fileCorrupt }),
  preferences: z
    .object({ quick_actions: z.unknown().optional(), home_layout: z.unknown().optional() }, { error: PORTABILITY_MESSAGES.fileCorrupt })
    .optional(),
  todos: z.array(z.unknown(), { error: PORTABILITY_MESSAGES.fileCorrupt }).default([]),
  meetings: z.array(z.unknown(), { error: PORTABILITY_MESSAGES.fileCorrupt }).default([]),
  projects: z.array(z.unknown(), { error: PORTABILITY_MESSAGES.fileCorrupt }).default([]),
}).strict();
export type BackupFileInput = z.input<typeof backupFileSchema>;

/** POST /api/import/{preview,run}: the CSV text of a Todoist or TickTick export. */
export const importRequestSchema = z
  .object({
    source: z.enum(IMPORT_SOURCES, { error: PORTABILITY_MESSAGES.sourceInvalid }),
    csv: z.string({ error: PORTABILITY_MESSAGES.csvRequired }).refine((v) => v.trim() !== '', { message: PORTABILITY_MESSAGES.csvRequired }),
  })
  .strict();
export type ImportRequest = z.output<typeof importRequestSchema>;

export interface KindCounts { new: number; duplicate: number; invalid: number }

/** One item the restore or import leaves out, and why (Korean). `row` is the CSV line, `index` the file position. */
export interface SkippedItem { kind: BackupKind | 'row'; index: number; title: string; reason: string }

/** The answer of a backup preview or restore: per-kind counts and every left-out item with its reason. */
export interface RestoreReport {
  counts: Record<BackupKind, KindCounts>;
  /** 'new' when the file carries valid quick actions or a home layout (they replace the saved ones) */
  preferences: 'new' | 'none';
  skipped: SkippedItem[];
  /** true once written (restore); false for a preview */
  written: boolean;
}

/** One to-do an import would create, as the preview table shows it. */
export interface ImportRow {
  row: number;
  title: string;
  description: string;
  priority: string;
  status: string;
  category: string | null;
  due_date: string | null;
  tags: string[];
  /** the account already has this to-do: it is not written again */
  duplicate: boolean;
  /** what the import changed on the way (a cut title, an unreadable date) */
  note?: string;
}

export interface ImportReport {
  source: ImportSource;
  rows: ImportRow[];
  counts: KindCounts;
  skipped: SkippedItem[];
  written: boolean;
}

/** The private calendar feed (ICS) of my page → 캘린더 구독. */
export const CALENDAR_FEED_MESSAGES = {
  notFound: '캘린더 구독 주소를 찾을 수 없습니다',
  created: '캘린더 구독 주소를 만들었습니다',
  revoked: '캘린더 구독 주소를 해지했습니다',
  optionsSaved: '캘린더 구독 설정을 저장했습니다',
  holidaysInvalid: '공휴일 포함 여부는 true 또는 false여야 합니다',
} as const;

/** Per feed: whether Korean public holidays come with it as all-day events (off until the user turns it on). */
const feedHolidays = z.boolean({ error: CALENDAR_FEED_MESSAGES.holidaysInvalid });
/** POST /api/calendar-feed: a new URL; `holidays` left out keeps the earlier feed's choice. */
export const calendarFeedCreateSchema = z.object({ holidays: feedHolidays.optional() }).strict();
/** PUT /api/calendar-feed: the feed's options, same URL. */
export const calendarFeedOptionsSchema = z.object({ holidays: feedHolidays }).strict();
export type CalendarFeedOptions = z.infer<typeof calendarFeedOptionsSchema>;

export interface CalendarFeedStatus { active: boolean; created_at: string | null; holidays: boolean }
export interface CalendarFeedCreated { message: string; url: string; created_at: string }

/** My page → 가져오기: what kind of file, and its text (read in the browser from the chosen file). */
export const DATA_IMPORT_KINDS = ['backup', ...IMPORT_SOURCES] as const;
export type DataImportKind = (typeof DATA_IMPORT_KINDS)[number];
export const dataImportFormSchema = z.object({
  kind: z.enum(DATA_IMPORT_KINDS, { error: PORTABILITY_MESSAGES.sourceInvalid }),
  content: z.string({ error: '파일을 선택해주세요' }).refine((v) => v.trim() !== '', { message: '파일을 선택해주세요' }),
});
