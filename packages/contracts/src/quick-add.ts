import { addDays, seoulTime, todayInSeoul } from '@haru/dates';
import type { TodoCategory, TodoPriority } from './todo-values';
import { RULES, firstOccurrence, type ChipKind, type ChipValue, type QuickRecurrence, type Reading } from './quick-add-rules';

export { RRULE_DAYS, type ChipKind, type ChipValue, type QuickRecurrence, type RruleDay } from './quick-add-rules';

/**
 * Korean quick add: one typed line → a cleaned title and chips ('내일 오후 3시 회의 준비 #업무 !높음' → '회의 준비',
 * tomorrow, 15:00, work, high). Pure: the clock is the `now` argument, dates are calendar dates in Asia/Seoul.
 *
 * A chip is `accepted` (applied: its words leave the title and set a field), `suggested` (shown, not applied: the
 * words may belong to the title, as '5월' in '5월 보고서 정리', or a field already has a value) or `dismissed`
 * (the user removed it: the words stay in the title). The user's choices are `decisions`, keyed by chip key.
 */
export type ChipState = 'accepted' | 'suggested' | 'dismissed';
export type ChipDecision = 'accepted' | 'dismissed';

export type QuickAddChip = ChipValue & {
  /** Stable while the user types: kind + the words (+ '#n' for a repeat of the same words). */
  key: string;
  text: string;
  start: number;
  end: number;
  state: ChipState;
};

export interface QuickAddFields {
  due_date: string | null;
  due_time: string | null;
  category: TodoCategory | null;
  priority: TodoPriority | null;
  tags: string[];
  recurrence: QuickRecurrence | null;
}

export interface QuickAddResult { title: string; chips: QuickAddChip[]; fields: QuickAddFields }

export interface QuickAddOptions {
  now: Date | number;
  decisions?: Readonly<Record<string, ChipDecision>>;
  /** Kinds whose words stay in the title though applied (a repeat rule, while nothing stores it yet). */
  keep?: readonly ChipKind[];
}

const PARTICLE = /(?:까지|에는|에서|부터|에|엔|은|는)?/y;
const BOUNDARY = /^[\s,.!?)]?$/;

/** Each rule that matches at a word start; the longest wins; a match must end where a word ends. */
function scan(line: string, today: string): (Reading & { text: string; start: number; end: number })[] {
  const found: (Reading & { text: string; start: number; end: number })[] = [];
  let i = 0;
  while (i < line.length) {
    let best: (typeof found)[number] | null = null;
    if (i === 0 || /\s/.test(line[i - 1])) {
      for (const rule of RULES) {
        rule.re.lastIndex = i;
        const m = rule.re.exec(line);
        if (!m || m[0].length === 0) continue;
        let end = i + m[0].length;
        if (rule.particles) {
          PARTICLE.lastIndex = end;
          end += PARTICLE.exec(line)?.[0].length ?? 0;
        }
        if (!BOUNDARY.test(line.charAt(end)) || (best && end - i <= best.end - best.start)) continue;
        const reading = rule.read(m, today);
        if (reading) best = { ...reading, text: line.slice(i, end), start: i, end };
      }
    }
    if (best) found.push(best);
    i = best ? best.end : i + 1;
  }
  return found;
}

const SINGLE: ChipKind[] = ['date', 'time', 'recurrence', 'category', 'priority'];

/** Per single-valued kind one chip applies: the user's accepted one, else the first sure one; the rest suggest. */
function decide(chips: (Reading & { key: string })[], decisions: Readonly<Record<string, ChipDecision>>): ChipState[] {
  const taken = new Set<ChipKind>();
  const states: ChipState[] = chips.map((c) => (decisions[c.key] === 'dismissed' ? 'dismissed' : 'suggested'));
  const claim = (i: number) => {
    const c = chips[i];
    if (c.kind === 'tag' || !taken.has(c.kind)) {
      states[i] = 'accepted';
      if (SINGLE.includes(c.kind)) taken.add(c.kind);
    }
  };
  chips.forEach((c, i) => { if (decisions[c.key] === 'accepted') claim(i); });
  chips.forEach((c, i) => { if (states[i] === 'suggested' && !c.suggested && decisions[c.key] !== 'accepted') claim(i); });
  return states;
}

function fieldsOf(chips: QuickAddChip[], now: Date | number, today: string): QuickAddFields {
  const on = chips.filter((c) => c.state === 'accepted');
  const pick = <K extends ChipKind>(kind: K) => on.find((c): c is Extract<QuickAddChip, { kind: K }> => c.kind === kind);
  const recurrence = pick('recurrence')?.rule ?? null;
  const time = pick('time')?.time ?? null;
  let date = pick('date')?.date ?? (recurrence ? firstOccurrence(recurrence, today) : null);
  // A time alone means its next coming: today if still ahead, else tomorrow (a time always needs a date).
  if (time && !date) date = time > seoulTime(now) ? today : addDays(today, 1);
  const tags = on.flatMap((c) => (c.kind === 'tag' ? [c.tag] : []));
  return {
    due_date: date,
    due_time: date ? time : null,
    category: pick('category')?.category ?? null,
    priority: pick('priority')?.priority ?? null,
    tags: [...new Set(tags)],
    recurrence,
  };
}

export function parseQuickAdd(line: string, { now, decisions = {}, keep = [] }: QuickAddOptions): QuickAddResult {
  const today = todayInSeoul(now);
  const seen = new Map<string, number>();
  const keyed = scan(line, today).map((r) => {
    const base = `${r.kind}:${r.text.trim().replace(/\s+/g, ' ')}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return { ...r, key: n === 1 ? base : `${base}#${n}` };
  });
  const states = decide(keyed, decisions);
  const chips = keyed.map(({ suggested: _s, ...c }, i) => ({ ...c, state: states[i] }) as QuickAddChip);
  let title = '';
  let at = 0;
  for (const c of chips) {
    if (c.state !== 'accepted' || keep.includes(c.kind)) continue;
    title += `${line.slice(at, c.start)} `;
    at = c.end;
  }
  title = `${title}${line.slice(at)}`.replace(/\s+/g, ' ').trim();
  return { title, chips, fields: fieldsOf(chips, now, today) };
}
