import { disassemble, disassembleCompleteCharacter } from 'es-hangul';

const FIRST = 0xac00;
const LAST = 0xd7a3;
const CHOSEONG = /^[ㄱ-ㅎ]+$/u;

export const isSyllable = (ch: string): boolean => {
  const code = ch.charCodeAt(0);
  return code >= FIRST && code <= LAST;
};
export const isCompatJamo = (ch: string): boolean => /^[\u3131-\u318e]$/u.test(ch);
export const isHangul = (ch: string): boolean => isSyllable(ch) || isCompatJamo(ch);
/** Only initial consonants, the way a 초성 query is typed ('ㅈㄱㅎㅇ'). */
export const isChoseongOnly = (text: string): boolean => CHOSEONG.test(text);

let table: string[] | null = null;
/** Jamo of every syllable (es-hangul splits compound vowels and finals: 과 → ㄱㅗㅏ), computed once. */
function syllableJamo(): string[] {
  if (!table) {
    table = [];
    for (let code = FIRST; code <= LAST; code += 1) table.push(disassemble(String.fromCharCode(code)));
  }
  return table;
}

/** Jamo spelling: what a 2-set keyboard types, so a half-typed syllable is a prefix of the finished one. */
export const jamo = (text: string): string => disassemble(text);

/** The initial consonant of each syllable, other characters skipped, with where each came from. */
export function choseongOf(text: string): { text: string; origin: number[] } {
  let out = '';
  const origin: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    if (!isSyllable(text[i])) continue;
    out += disassembleCompleteCharacter(text[i])?.choseong ?? '';
    origin.push(i);
  }
  return { text: out, origin };
}

/** Syllables whose jamo spelling starts with `prefix`, as a regular-expression character class (or ''). */
function syllablesStartingWith(prefix: string): string {
  const jamoOf = syllableJamo();
  const ranges: string[] = [];
  let start = -1;
  for (let i = 0; i <= jamoOf.length; i += 1) {
    const hit = i < jamoOf.length && jamoOf[i].startsWith(prefix);
    if (hit && start < 0) start = i;
    if (!hit && start >= 0) {
      const from = String.fromCharCode(FIRST + start);
      ranges.push(i - 1 === start ? from : `${from}-${String.fromCharCode(FIRST + i - 1)}`);
      start = -1;
    }
  }
  return ranges.length ? `[${ranges.join('')}]` : '';
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/**
 * A pattern for the still-changing end of a query ('회ㅇ', '한그', '한'): every text of one or two syllables whose
 * jamo spelling starts with the typed jamo, plus the typed text itself.
 */
export function typingTail(tail: string): string {
  const typed = jamo(tail);
  const jamoOf = syllableJamo();
  const options = new Set<string>([escape(tail)]);
  const one = syllablesStartingWith(typed);
  if (one) options.add(one);
  for (let i = 0; i < jamoOf.length; i += 1) {
    const head = jamoOf[i];
    if (head.length >= typed.length || !typed.startsWith(head)) continue;
    const rest = syllablesStartingWith(typed.slice(head.length));
    if (rest) options.add(String.fromCharCode(FIRST + i) + rest);
  }
  return `(?:${[...options].join('|')})`;
}

export { escape as escapeRegExp };
