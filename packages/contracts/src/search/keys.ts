import { fold, words } from './fold';
import { choseongOf, isHangul, jamo } from './hangul';
import { searchable, type SearchField } from './fields';
import { termKey, type SearchQuery } from './query';

/** How many jamo (or initial consonants) of a word a stored key keeps; longer queries are checked by the matcher. */
export const KEY_LENGTH = 8;

type CharClass = 'h' | 'n' | 'l' | 'm';
const classOf = (ch: string): CharClass => (isHangul(ch) ? 'h' : /\p{N}/u.test(ch) ? 'n' : /\p{L}/u.test(ch) ? 'l' : 'm');

/** Where a match may begin inside a word (query.ts `lookbehind`): every syllable, and where the script changes. */
function starts(word: string): number[] {
  const out: number[] = [];
  let previous: CharClass | null = null;
  for (let i = 0; i < word.length; i += 1) {
    const current = classOf(word[i]);
    if (i === 0 || current === 'h' || current !== previous) out.push(i);
    previous = current;
  }
  return out;
}

/**
 * The keys stored with a record (`recordSearchKeys`): `t` + the first jamo of the word from each place a match may
 * begin, and `c` + the initial consonants from each syllable of a 초성 field. A query is looked up by the range of
 * keys starting with its own key, so one multikey index answers every kind of query.
 */
export function recordSearchKeys(fields: SearchField[]): string[] {
  const keys = new Set<string>();
  for (const field of searchable(fields)) {
    const folded = fold(field.text);
    for (const word of words(folded)) {
      for (const at of starts(word)) keys.add(`t${jamo(word.slice(at, at + KEY_LENGTH)).slice(0, KEY_LENGTH)}`);
    }
    if (!field.choseong) continue;
    const initials = choseongOf(folded).text;
    for (let i = 0; i < initials.length; i += 1) keys.add(`c${initials.slice(i, i + KEY_LENGTH)}`);
  }
  return [...keys];
}

/**
 * The key prefix to look a query up by: that of its most selective word (the longest key). Null when the query
 * has no word at all.
 */
export function probeKey(query: SearchQuery): string | null {
  let best: string | null = null;
  for (const term of query.terms) {
    const key = termKey(term).slice(0, KEY_LENGTH + 1);
    if (best === null || key.length > best.length) best = key;
  }
  return best;
}
