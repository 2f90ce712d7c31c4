import { fold, words } from './fold';
import { choseongOf, isHangul, isSyllable, jamo } from './hangul';
import { searchable, TITLE_FIELD, type SearchField } from './fields';
import { termKey, type SearchQuery } from './query';

/** Bumped whenever the stored keys change shape: the start-up backfill then rewrites every entry. */
export const SEARCH_KEYS_VERSION = 3;
/** How many characters of a word a stored key looks at; longer queries are checked by the matcher. */
export const KEY_LENGTH = 8;
/**
 * The lengths (in jamo, or in initials) a stored key is cut to. A query is looked up by its own spelling cut to the
 * longest level it reaches, with an equality on one key: every record it can match holds that key.
 */
const TEXT_LEVELS = [1, 2, 3, 6];
const CHOSEONG_LEVELS = [1, 2, 3, 5];
/** Titles longer than this have no exact-title key (a query is at most 100 characters). */
const EXACT_CHARS = 200;

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
 * From a syllable, a key starts at its two jamo: the one-jamo key would be its initial consonant, and a query of one
 * consonant is a 초성 query (the `c` keys), so no look-up reads it. Entries stored before keep theirs, unread.
 */
const levelsFrom = (ch: string): number[] => (isSyllable(ch) ? TEXT_LEVELS.slice(1) : TEXT_LEVELS);

const cut = (spelling: string, levels: number[]): string => spelling.slice(0, Math.max(...levels.filter((l) => l <= spelling.length)));

function addLevels(keys: Set<string>, kind: string, spelling: string, levels: number[]): void {
  for (const level of levels) if (spelling.length >= level) keys.add(kind + spelling.slice(0, level));
}

const exactKey = (text: string): string => `e${text}`;

/**
 * The keys stored with a record. Kinds: `t` a word's jamo spelling from each place a match may begin in a field
 * other than the title (`T` in the title), `c` the initials from each syllable of a 초성 field other than the title
 * (`C` of the title), `p` the title's first word, `e` the whole title's words; each cut to every level it reaches.
 * A title's words are stored once, as `T`/`C`: a look-up of a word anywhere reads both kinds (`queryProbes`).
 * Version 2 stored them as `t`/`c` too (a superset: such entries are still found, and rewritten by the backfill).
 */
export function recordSearchKeys(fields: SearchField[]): string[] {
  const keys = new Set<string>();
  for (const field of searchable(fields)) {
    const title = field.name === TITLE_FIELD;
    const folded = fold(field.text);
    const all = words(folded);
    for (const word of all) {
      for (const at of starts(word)) addLevels(keys, title ? 'T' : 't', jamo(word.slice(at, at + KEY_LENGTH)), levelsFrom(word[at]));
    }
    if (title && all.length) {
      addLevels(keys, 'p', jamo(all[0].slice(0, KEY_LENGTH)), levelsFrom(all[0][0]));
      if (all.join(' ').length <= EXACT_CHARS) keys.add(exactKey(all.join(' ')));
    }
    if (!field.choseong) continue;
    const initials = choseongOf(folded).text;
    for (let i = 0; i < initials.length; i += 1) addLevels(keys, title ? 'C' : 'c', initials.slice(i, i + KEY_LENGTH), CHOSEONG_LEVELS);
  }
  return [...keys];
}

/**
 * One look-up: records holding, for every group of `all`, at least one of its keys (a word anywhere is its title
 * key or its other fields' key). The database reads the group with the fewest index entries (all of its keys'
 * ranges, merged in date order) and checks the others on each entry.
 */
export interface KeyProbe { all: string[][] }

const lastForm = (forms: string[]): string => forms[forms.length - 1];

/**
 * The look-ups of a query, one per rank class (`rankClass` in match.ts), best class first: the exact title; the
 * title's beginning with every word in the title; the title's beginning; every word in the title; every word
 * anywhere. Each finds every record of its class (a superset: the matcher decides); null where the class cannot
 * occur. Empty when the query has no word.
 */
export function queryProbes(query: SearchQuery): (KeyProbe | null)[] {
  if (!query.terms.length) return [];
  const spelled = query.terms.map((term) => {
    const key = termKey(term);
    const level = cut(key.slice(1), term.kind === 'choseong' ? CHOSEONG_LEVELS : TEXT_LEVELS);
    return { other: `${key[0]}${level}`, title: `${key[0].toUpperCase()}${level}` };
  });
  // The longest key first (the database reads the narrowest group whatever the order; a stable order for tests).
  const byLength = [...spelled].sort((a, b) => b.other.length - a.other.length);
  const anywhere = byLength.map((s) => [s.title, s.other]);
  const title = byLength.map((s) => [s.title]);
  const prefix = query.terms[0].kind === 'text' ? [`p${spelled[0].other.slice(1)}`] : null;
  const texts = query.terms.flatMap((t) => (t.kind === 'text' ? [t.forms] : []));
  const exact = texts.length === query.terms.length
    ? [...new Set([texts.map((f) => f[0]).join(' '), texts.map(lastForm).join(' ')])].map(exactKey)
    : null;
  return [
    exact && { all: [exact] },
    prefix ? { all: [prefix, ...title] } : null,
    prefix ? { all: [prefix, ...anywhere] } : null,
    { all: title },
    { all: anywhere },
  ];
}
