import type { Meeting } from '@haru/contracts';
import { messages } from '../../../messages/ko';
import { formatDate, formatTime } from '@haru/dates';

const t = messages.export;

/** One CSV cell: quoted when needed, and a leading = + - @ neutralised so a spreadsheet never runs it. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** CSV with a BOM so spreadsheet programs read the Korean as UTF-8. */
export function meetingsToCsv(meetings: readonly Meeting[]): string {
  const header = [t.title, t.date, t.time, t.location, t.attendees, t.agenda, t.content, t.decisions, t.actionItems, t.createdAt];
  const rows = meetings.map((m) => [m.title, m.date, m.time, m.location, m.attendees.join(', '), m.agenda, m.content, m.decisions, m.action_items, m.created_at]);
  return `\uFEFF${[header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}

const section = (heading: string, body: string) => `## ${heading}\n\n${body.trim() || t.none}\n`;

/** One meeting as a Markdown 회의록, ready to paste into a wiki or a chat. */
export function meetingToMarkdown(m: Meeting): string {
  const when = `${formatDate(m.date)} ${formatTime(m.time)}`;
  const lines = [
    `# ${t.heading}: ${m.title}`,
    '',
    `- **${t.when}**: ${when}`,
    `- **${t.location}**: ${m.location || t.none}`,
    `- **${t.attendees}**: ${m.attendees.length ? m.attendees.join(', ') : t.none}`,
    '',
    section(t.agenda, m.agenda),
    section(t.content, m.content),
    section(t.decisions, m.decisions),
    section(t.actionItems, m.action_items),
  ];
  return lines.join('\n');
}

export function meetingsToMarkdown(meetings: readonly Meeting[]): string {
  return meetings.map(meetingToMarkdown).join('\n---\n\n');
}

/** A safe file name: the title without characters file systems refuse. */
export function fileName(base: string, ext: string): string {
  const printable = [...base].map((ch) => (ch.charCodeAt(0) < 32 ? ' ' : ch)).join('');
  const clean = printable.replace(/[\\/:*?"<>|]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 80);
  return `${clean || 'meeting'}.${ext}`;
}
