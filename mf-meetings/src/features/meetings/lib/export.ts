import type { ActionItem, Meeting } from '@haru/contracts';
import { messages } from '../../../messages/ko';
import { formatDate, formatTime, seoulDateTime } from '@haru/dates';
import { markdownBlock, markdownInline } from './markdown';

const t = messages.export;

/** One CSV cell: quoted when needed, and a leading = + - @ neutralised so a spreadsheet never runs it. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** CSV with a BOM so spreadsheet programs read the Korean as UTF-8. */
export function meetingsToCsv(meetings: readonly Meeting[]): string {
  const header = [t.title, t.date, t.time, t.location, t.attendees, t.agenda, t.content, t.decisions, t.actionItems, t.createdAt];
  const rows = meetings.map((m) => [m.title, m.date, m.time, m.location, m.attendees.join(', '), m.agenda, m.content, m.decisions, m.action_items, seoulDateTime(m.created_at)]);
  return `\uFEFF${[header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** One `##` section; body is Markdown built from escaped user text (markdown.ts), empty for "없음". */
interface MarkdownSection { heading: string; body: string }

const section = ({ heading, body }: MarkdownSection) => `## ${heading}\n\n${body || t.none}\n`;

/** The sections of a 회의록, in order. Every user value goes through markdown.ts, so only these are headings. */
function meetingSections(m: Meeting, origin: string): MarkdownSection[] {
  return [
    { heading: t.agenda, body: markdownBlock(m.agenda) },
    { heading: t.content, body: markdownBlock(m.content) },
    { heading: t.decisions, body: markdownBlock(m.decisions) },
    { heading: t.actionItems, body: actionItemsMarkdown(m.action_item_rows ?? [], origin) },
  ];
}

/** The action items as a task list: '- ☐ 내용 (담당: …, 기한: …) [할일 보기](…/todo/id)', user text escaped. */
function actionItemsMarkdown(rows: readonly ActionItem[], origin: string): string {
  return rows.map((r) => {
    const meta = [r.owner && `${t.owner}: ${markdownInline(r.owner)}`, r.due_date && `${t.due}: ${formatDate(r.due_date)}`].filter(Boolean).join(', ');
    const link = r.todo_id ? ` [${t.todoLink}](${origin}/todo/${encodeURIComponent(r.todo_id)})` : '';
    return `- ${t.task(r.done)} ${markdownInline(r.text)}${meta ? ` (${meta})` : ''}${link}`;
  }).join('\n');
}

/**
 * One meeting as a Markdown 회의록, ready to paste into a wiki or a chat. `origin` makes the to-do links absolute
 * (this page's origin by default).
 */
export function meetingToMarkdown(m: Meeting, origin: string = globalThis.location?.origin ?? ''): string {
  const when = `${formatDate(m.date)} ${formatTime(m.time)}`;
  const attendees = m.attendees.map(markdownInline).filter(Boolean);
  return [
    `# ${t.heading}: ${markdownInline(m.title)}`,
    '',
    `- **${t.when}**: ${when}`,
    `- **${t.location}**: ${markdownInline(m.location) || t.none}`,
    `- **${t.attendees}**: ${attendees.length ? attendees.join(', ') : t.none}`,
    '',
    ...meetingSections(m, origin).map(section),
  ].join('\n');
}

export function meetingsToMarkdown(meetings: readonly Meeting[], origin?: string): string {
  return meetings.map((m) => meetingToMarkdown(m, origin)).join('\n---\n\n');
}

/** A safe file name: the title without characters file systems refuse. */
export function fileName(base: string, ext: string): string {
  const printable = [...base].map((ch) => (ch.charCodeAt(0) < 32 ? ' ' : ch)).join('');
  const clean = printable.replace(/[\\/:*?"<>|]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 80);
  return `${clean || 'meeting'}.${ext}`;
}
