import { z } from 'zod';
import { boundedText, calendarDate } from './common';
import { actionItemRowsSchema, deriveActionItems, type ActionItem } from './meeting-actions';
import { MEETING_LIMITS } from './meeting-values';

export { MEETING_LIMITS } from './meeting-values';

/** SPEC.md section 5, word for word; the last four cover limits the spec does not state. */
export const MEETING_MESSAGES = {
  titleRequired: '회의 제목을 입력해주세요',
  titleTooLong: '제목은 100자를 초과할 수 없습니다',
  dateRequired: '회의 날짜를 선택해주세요',
  timeRequired: '회의 시간을 입력해주세요',
  contentTooLong: '회의 내용은 2000자를 초과할 수 없습니다',
  agendaTooLong: '안건은 1000자를 초과할 수 없습니다',
  decisionsTooLong: '결정사항은 1000자를 초과할 수 없습니다',
  actionItemsTooLong: '액션아이템은 1000자를 초과할 수 없습니다',
  invalidDate: '올바른 날짜가 아닙니다.',
  invalidTime: '회의 시간은 00:00부터 23:59 사이의 HH:MM 형식이어야 합니다',
  locationTooLong: '장소는 200자를 초과할 수 없습니다',
  attendeeTooLong: '참석자 이름은 50자를 초과할 수 없습니다',
  tooManyAttendees: '참석자는 100명까지 입력할 수 있습니다',
  created: '회의록이 생성되었습니다',
  notFound: '회의록을 찾을 수 없습니다.',
} as const;

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** `9:05` or `09:05` → `09:05`; null when it is not a 24-hour time. */
export function normaliseTime(value: string): string | null {
  const m = TIME.exec(value.trim());
  return m ? `${m[1].padStart(2, '0')}:${m[2]}` : null;
}

/** Trimmed, blank names dropped, duplicates (after trimming) dropped, first spelling kept. */
export function cleanAttendees(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of names) {
    const name = raw.trim();
    if (!name || seen.has(name)) continue;
    seen.add(name);
    out.push(name);
  }
  return out;
}

/** Optional free text: missing or null becomes '' so the stored document never holds null. */
const optionalText = (max: number, tooLong: string) =>
  boundedText(max, tooLong).nullish().transform((v) => v ?? '');

const required = (message: string) => z.string({ error: message }).transform((v) => v.trim()).refine((v) => v.length > 0, { message });

export const meetingInputSchema = z
  .object({
    title: required(MEETING_MESSAGES.titleRequired).refine((v) => [...v].length <= MEETING_LIMITS.title, {
      message: MEETING_MESSAGES.titleTooLong,
    }),
    date: required(MEETING_MESSAGES.dateRequired).pipe(calendarDate(MEETING_MESSAGES.invalidDate)),
    time: required(MEETING_MESSAGES.timeRequired).transform((v, ctx) => {
      const time = normaliseTime(v);
      if (time === null) {
        ctx.addIssue({ code: 'custom', message: MEETING_MESSAGES.invalidTime });
        return z.NEVER;
      }
      return time;
    }),
    location: optionalText(MEETING_LIMITS.location, MEETING_MESSAGES.locationTooLong),
    attendees: z
      .array(z.string({ error: MEETING_MESSAGES.attendeeTooLong }).refine((v) => [...v.trim()].length <= MEETING_LIMITS.attendeeName, {
        message: MEETING_MESSAGES.attendeeTooLong,
      }))
      .nullish()
      .transform((v) => cleanAttendees(v ?? []))
      .refine((v) => v.length <= MEETING_LIMITS.attendees, { message: MEETING_MESSAGES.tooManyAttendees }),
    agenda: optionalText(MEETING_LIMITS.agenda, MEETING_MESSAGES.agendaTooLong),
    content: optionalText(MEETING_LIMITS.content, MEETING_MESSAGES.contentTooLong),
    decisions: optionalText(MEETING_LIMITS.decisions, MEETING_MESSAGES.decisionsTooLong),
    action_items: optionalText(MEETING_LIMITS.actionItems, MEETING_MESSAGES.actionItemsTooLong),
    /** Issue 21: the action items as rows; when given they win over `action_items`, which is derived from them. */
    action_item_rows: actionItemRowsSchema.nullish().transform((v) => v ?? undefined).optional(),
  })
  .strict()
  .refine((m) => !m.action_item_rows || [...deriveActionItems(m.action_item_rows)].length <= MEETING_LIMITS.actionItems, {
    message: MEETING_MESSAGES.actionItemsTooLong,
    path: ['action_item_rows'],
  });

/** The create body, which PUT takes as well (SPEC.md section 7). */
export type MeetingInput = z.input<typeof meetingInputSchema>;
export type MeetingData = z.output<typeof meetingInputSchema>;

/** A meeting as the API sends it. */
export interface Meeting {
  id: string;
  title: string;
  date: string;
  time: string;
  location: string;
  attendees: string[];
  agenda: string;
  content: string;
  decisions: string;
  action_items: string;
  /** The action items as rows (issue 21); `action_items` is derived from them. */
  action_item_rows: ActionItem[];
  created_at: string;
  updated_at: string;
}

export interface MeetingCreated { message: string; meeting: Meeting }
