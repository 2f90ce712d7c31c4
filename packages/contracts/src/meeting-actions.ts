import { z } from 'zod';
import { isCalendarDate, toCalendarDate } from '@haru/dates';
import type { Meeting } from './meetings';
import type { TodoDto } from './todos';

/**
 * Issue 21: a meeting's action items as rows. The spec's `action_items` string stays on the wire, derived from the
 * rows ('- [ ] 내용 (담당, 기한)' lines); a free-text value is split into rows without losing a character.
 */
export const ACTION_ITEM_LIMITS = { text: 200, owner: 50, rows: 50 } as const;

export const ACTION_ITEM_MESSAGES = {
  textTooLong: '액션아이템 내용은 200자를 초과할 수 없습니다',
  ownerTooLong: '담당은 50자를 초과할 수 없습니다',
  dueInvalid: '기한이 올바른 날짜가 아닙니다.',
  tooMany: '액션아이템은 50개까지 입력할 수 있습니다',
  idInvalid: '액션아이템 id가 올바르지 않습니다.',
  notFound: '액션아이템을 찾을 수 없습니다.',
  sent: '할일로 보냈습니다',
  busy: '회의록이 동시에 수정되고 있습니다. 잠시 후 다시 시도해주세요.',
  todoTag: '회의',
} as const;

/** POST /api/meetings/{id}/action-items/{itemId}/todo takes no body (an empty object at most). */
export const sendActionItemSchema = z.object({}).strict().optional();

/** POST /api/meetings/{id}/action-items/{itemId}/todo answer: 201 when made, 200 when it had been sent before. */
export interface ActionItemSent { message: string; todo: TodoDto; meeting: Meeting }

/** A row id: short lower-case letters and digits (the client makes one for a new row, the server for a split). */
export const ACTION_ITEM_ID = /^[a-z0-9]{1,24}$/;

/** One action item on the wire. `todo_id` is set only by the server (할일로 보내기), never taken from a client. */
export interface ActionItem {
  id: string;
  text: string;
  owner: string;
  due_date: string | null;
  done: boolean;
  todo_id: string | null;
}

const codePoints = (v: string) => [...v].length;

const rowSchema = z
  .object({
    id: z.string({ error: ACTION_ITEM_MESSAGES.idInvalid }).regex(ACTION_ITEM_ID, { message: ACTION_ITEM_MESSAGES.idInvalid }).nullish(),
    text: z.string({ error: ACTION_ITEM_MESSAGES.textTooLong }).transform((v) => v.trim())
      .refine((v) => codePoints(v) <= ACTION_ITEM_LIMITS.text, { message: ACTION_ITEM_MESSAGES.textTooLong }),
    owner: z.string({ error: ACTION_ITEM_MESSAGES.ownerTooLong }).nullish().transform((v) => (v ?? '').trim())
      .refine((v) => codePoints(v) <= ACTION_ITEM_LIMITS.owner, { message: ACTION_ITEM_MESSAGES.ownerTooLong }),
    due_date: z.string({ error: ACTION_ITEM_MESSAGES.dueInvalid }).nullish().transform((value, ctx) => {
      if (!value || !value.trim()) return null;
      const date = toCalendarDate(value.trim());
      if (date === null) {
        ctx.addIssue({ code: 'custom', message: ACTION_ITEM_MESSAGES.dueInvalid });
        return z.NEVER;
      }
      return date;
    }),
    done: z.boolean({ error: ACTION_ITEM_MESSAGES.idInvalid }).nullish().transform((v) => v ?? false),
    /**
     * A row carried over from an earlier meeting ('이전 회의 미결 사항'): the row it came from. When that row had been
     * sent to 할일, this row takes over the link to the same to-do (the server checks the earlier row itself).
     */
    carried_from: z
      .object({
        meeting_id: z.string({ error: ACTION_ITEM_MESSAGES.idInvalid }).regex(/^[a-f0-9]{24}$/, { message: ACTION_ITEM_MESSAGES.idInvalid }),
        item_id: z.string({ error: ACTION_ITEM_MESSAGES.idInvalid }).regex(ACTION_ITEM_ID, { message: ACTION_ITEM_MESSAGES.idInvalid }),
      }, { error: ACTION_ITEM_MESSAGES.idInvalid })
      .strict()
      .nullish()
      .transform((v) => v ?? undefined),
  })
  .strict();

/** The rows of a meeting body: blank rows are dropped (like blank attendees), at most 50 remain. */
export const actionItemRowsSchema = z
  .array(rowSchema)
  .transform((rows) => rows.filter((r) => r.text.length > 0))
  .refine((rows) => rows.length <= ACTION_ITEM_LIMITS.rows, { message: ACTION_ITEM_MESSAGES.tooMany });

export type ActionItemInput = z.input<typeof rowSchema>;
export type ActionItemData = z.output<typeof rowSchema>;

/** '- [ ] 내용 (담당, 기한)': one row as a line of the spec's `action_items` string. */
export function actionItemLine(row: Pick<ActionItem, 'text' | 'owner' | 'due_date' | 'done'>): string {
  const meta = [row.owner, row.due_date].filter(Boolean).join(', ');
  return `- [${row.done ? 'x' : ' '}] ${row.text}${meta ? ` (${meta})` : ''}`;
}

/** The spec's `action_items` string for a list of rows. */
export const deriveActionItems = (rows: readonly Pick<ActionItem, 'text' | 'owner' | 'due_date' | 'done'>[]): string =>
  rows.map(actionItemLine).join('\n');

const TASK_LINE = /^- \[([ xX])\] (.*)$/;
const META = /^(.*\S) \(([^()]*)\)$/;

/** Splits a line's trailing '(담당, 기한)' off when it is one: a date, an attendee, or 'someone, date'. */
function splitMeta(body: string, attendees: readonly string[]): Pick<ActionItem, 'text' | 'owner' | 'due_date'> {
  const m = META.exec(body);
  if (m) {
    const parts = m[2].split(', ');
    const last = parts[parts.length - 1];
    const due = isCalendarDate(last) ? last : null;
    const owner = (due ? parts.slice(0, -1) : parts).join(', ');
    if ((due || attendees.includes(owner)) && codePoints(owner) <= ACTION_ITEM_LIMITS.owner) return { text: m[1], owner, due_date: due };
  }
  return { text: body, owner: '', due_date: null };
}

/** A text longer than a row holds continues in the next row, so nothing is cut. */
function chunks(text: string): string[] {
  const points = [...text];
  const out: string[] = [];
  for (let i = 0; i < points.length; i += ACTION_ITEM_LIMITS.text) out.push(points.slice(i, i + ACTION_ITEM_LIMITS.text).join(''));
  return out;
}

/**
 * The spec's string (or a legacy free-text value) as rows: one row per non-blank line, kept as written except the
 * spaces around it; a '- [ ] …' / '- [x] …' line gives its done flag and, when it ends in one, its '(담당, 기한)'.
 * Ids are left to the caller.
 */
export function splitActionItems(value: string, attendees: readonly string[] = []): Omit<ActionItem, 'id' | 'todo_id'>[] {
  const rows: Omit<ActionItem, 'id' | 'todo_id'>[] = [];
  for (const raw of value.split(/\r\n|\r|\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const task = TASK_LINE.exec(line);
    const done = task ? task[1] !== ' ' : false;
    const parsed = task ? splitMeta(task[2].trim(), attendees) : { text: line, owner: '', due_date: null };
    chunks(parsed.text).forEach((text, i, all) => {
      const last = i === all.length - 1;
      rows.push({ text, owner: last ? parsed.owner : '', due_date: last ? parsed.due_date : null, done });
    });
  }
  return rows;
}

/** A fresh row id (the browser's and Node's Web Crypto). */
export function newActionItemId(): string {
  const bytes = new Uint8Array(8);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
