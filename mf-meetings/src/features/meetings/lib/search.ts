import type { Meeting } from '@haru/contracts';

/*
 * Korean-aware search. Text and query are compared as NFKD (which also folds full-width forms and maps
 * compatibility jamo such as 'ㅎ' to the conjoining jamo of a decomposed syllable) in lower case, so a query can
 * end in the middle of a syllable: '회' matches '회의', '회ㅇ' matches '회의', and so does '횡' typed on the way to
 * '회의' (its final consonant may still become the next syllable's initial). A query of bare consonants matches
 * the initials of words (초성 검색: 'ㅎㅇ' matches '회의').
 */

const JONG_TO_CHO: Record<string, string> = {
  'ᆨ': 'ᄀ', 'ᆩ': 'ᄁ', 'ᆫ': 'ᄂ', 'ᆮ': 'ᄃ', 'ᆯ': 'ᄅ', 'ᆷ': 'ᄆ', 'ᆸ': 'ᄇ', 'ᆺ': 'ᄉ', 'ᆻ': 'ᄊ',
  'ᆼ': 'ᄋ', 'ᆽ': 'ᄌ', 'ᆾ': 'ᄎ', 'ᆿ': 'ᄏ', 'ᇀ': 'ᄐ', 'ᇁ': 'ᄑ', 'ᇂ': 'ᄒ',
  // Compound finals: the first part stays, the second may open the next syllable.
  'ᆪ': 'ᆨᄉ', 'ᆬ': 'ᆫᄌ', 'ᆭ': 'ᆫᄒ', 'ᆰ': 'ᆯᄀ', 'ᆱ': 'ᆯᄆ', 'ᆲ': 'ᆯᄇ', 'ᆳ': 'ᆯᄉ', 'ᆴ': 'ᆯᄐ',
  'ᆵ': 'ᆯᄑ', 'ᆶ': 'ᆯᄒ', 'ᆹ': 'ᆸᄉ',
};

const CHOSEONG = /^[\u1100-\u1112]+$/;
const SYLLABLE_START = 0xac00;
const SYLLABLE_END = 0xd7a3;

/** Case-, width- and composition-insensitive form of a text; runs of whitespace become one space. */
export function normalise(text: string): string {
  return text.normalize('NFKC').toLowerCase().normalize('NFKD').replace(/\s+/g, ' ').trim();
}

/** The initial consonant of every Hangul syllable, other characters as they are (normalised). */
export function initials(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFKC').toLowerCase()) {
    const code = ch.codePointAt(0)!;
    out += code >= SYLLABLE_START && code <= SYLLABLE_END ? String.fromCharCode(0x1100 + Math.floor((code - SYLLABLE_START) / 588)) : ch.normalize('NFKD');
  }
  return out.replace(/\s+/g, ' ');
}

/** The forms of a query worth looking for: as typed, and with a trailing final consonant carried over. */
function queryVariants(query: string): string[] {
  const q = normalise(query);
  const last = q.at(-1) ?? '';
  const carried = JONG_TO_CHO[last];
  return carried ? [q, q.slice(0, -1) + carried] : [q];
}

/** Builds a matcher once per query, so filtering a long list does the query work only once. */
export function createMatcher(query: string): (text: string) => boolean {
  const variants = queryVariants(query);
  if (!variants[0]) return () => true;
  const chosungOnly = CHOSEONG.test(variants[0].replace(/ /g, ''));
  return (text) => {
    const n = normalise(text);
    if (variants.some((v) => n.includes(v))) return true;
    return chosungOnly && initials(text).includes(variants[0]);
  };
}

/** SPEC.md: the search box matches title, agenda and attendees. */
export function searchMeetings(meetings: readonly Meeting[], query: string): Meeting[] {
  const matches = createMatcher(query);
  return meetings.filter((m) => matches(m.title) || matches(m.agenda) || m.attendees.some(matches));
}
