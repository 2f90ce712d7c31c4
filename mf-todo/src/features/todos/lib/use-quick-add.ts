import { useRef, useState, type ChangeEvent, type CompositionEvent } from 'react';
import type { TodoCreateInput } from '@haru/contracts';
import { parseQuickAdd, type ChipDecision, type QuickAddChip, type QuickAddResult } from '@haru/contracts/src/quick-add';
import { toRecurrence } from '@haru/contracts/src/quick-add-recurrence';
import { loadCreateSchema } from './create-schema';

/** The create body of a parse: the cleaned title and the fields it found, nothing for what it did not. */
export function bodyOf({ title, fields: f }: QuickAddResult): TodoCreateInput {
  return {
    title,
    ...(f.due_date ? { due_date: f.due_date } : {}),
    ...(f.due_time ? { due_time: f.due_time } : {}),
    ...(f.category ? { category: f.category } : {}),
    ...(f.priority ? { priority: f.priority } : {}),
    ...(f.tags.length ? { tags: f.tags } : {}),
    ...(f.recurrence ? { recurrence: toRecurrence(f.recurrence) } : {}),
  };
}

export type Checked = { ok: true; body: TodoCreateInput } | { ok: false; message: string };

/**
 * The quick-add line: what was typed, the chips it reads as, and the user's choices on them. Parsing follows
 * finished syllables only: while an IME composes, the last settled text stays parsed, so half a syllable ('내ㅇ')
 * never shows as a chip or moves one.
 */
export function useQuickAdd() {
  const [text, setText] = useState('');
  const [settled, setSettled] = useState('');
  const [decisions, setDecisions] = useState<Record<string, ChipDecision>>({});
  const composing = useRef(false);

  const parse = (line: string) => parseQuickAdd(line, { now: new Date(), decisions });
  const result = parse(settled);
  const chips = result.chips.filter((c) => c.state !== 'dismissed');
  const decide = (chip: QuickAddChip, decision: ChipDecision) => setDecisions((d) => ({ ...d, [chip.key]: decision }));

  return {
    text,
    chips,
    title: result.title,
    composing: () => composing.current,
    decide,
    /** Backspace at the start of the field: the last applied chip lets its words go back into the title. */
    dismissLast(): boolean {
      const last = [...chips].reverse().find((c) => c.state === 'accepted');
      if (last) decide(last, 'dismissed');
      return Boolean(last);
    },
    inputProps: {
      value: text,
      onChange: (e: ChangeEvent<HTMLInputElement>) => {
        setText(e.target.value);
        if (!composing.current && !(e.nativeEvent as InputEvent).isComposing) setSettled(e.target.value);
      },
      onCompositionStart: () => { composing.current = true; },
      onCompositionEnd: (e: CompositionEvent<HTMLInputElement>) => {
        composing.current = false;
        setSettled(e.currentTarget.value);
      },
    },
    /**
     * The whole line as typed now, validated by the create contract (its Korean messages). The contract (zod and
     * the shared contracts) loads on the first check, not with the list screen.
     */
    async check(): Promise<Checked> {
      const body = bodyOf(parse(text));
      const parsed = (await loadCreateSchema()).safeParse(body);
      if (parsed.success) return { ok: true, body };
      return { ok: false, message: parsed.error.issues[0]?.message ?? '' };
    },
    /** Puts a kept line back (a restored draft), read as if typed. */
    restore(line: string) {
      setText(line);
      setSettled(line);
    },
    reset() {
      setText('');
      setSettled('');
      setDecisions({});
    },
  };
}

export type QuickAdd = ReturnType<typeof useQuickAdd>;
