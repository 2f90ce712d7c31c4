import { fold, words } from './fold';
import { escapeRegExp, isChoseongOnly, isCompatJamo, isSyllable, jamo, typingTail } from './hangul';
import { stripParticle } from './particles';

/** One word of a query: text (as typed, and without its particle) or a run of initial consonants. */
export type Term =
  | { kind: 'text'; forms: string[]; patterns: RegExp[] }
  | { kind: 'choseong'; choseong: string };

export interface SearchQuery { terms: Term[] }

/**
 * A match may begin at any syllable (Korean compounds: '회의' in '주간회의') but a Latin word or a number only at
 * its start, so 'test' does not find 'latest'. The stored keys (keys.ts) follow the same rule.
 */
function lookbehind(first: string): string {
  if (isSyllable(first) || isCompatJamo(first)) return '';
  if (/\p{N}/u.test(first)) return '(?<!\\p{N})';
  return '(?<![^\\P{L}\\u3131-\\u318e\\uac00-\\ud7a3])';
}

/** The word as a pattern; its last syllable (or syllable + lone consonant) may still be half typed. */
export function wordPattern(word: string): RegExp {
  const chars = [...word];
  const last = chars[chars.length - 1];
  let tailStart = chars.length;
  if (isCompatJamo(last)) tailStart = chars.length >= 2 && isSyllable(chars[chars.length - 2]) ? chars.length - 2 : chars.length - 1;
  else if (isSyllable(last)) tailStart = chars.length - 1;
  const fixed = escapeRegExp(chars.slice(0, tailStart).join(''));
  const tail = tailStart < chars.length ? typingTail(chars.slice(tailStart).join('')) : '';
  return new RegExp(lookbehind(chars[0]) + fixed + tail, 'u');
}

export function parseQuery(raw: string): SearchQuery {
  const all = words(fold(raw));
  const terms: Term[] = [];
  for (const word of all) {
    const previous = terms[terms.length - 1];
    if (isChoseongOnly(word)) {
      // 'ㅈㄱ ㅎㅇ' is one 초성 run: word gaps do not matter ('ㅈㄱㅎㅇ' finds '주간 회의').
      if (previous?.kind === 'choseong') previous.choseong += word;
      else terms.push({ kind: 'choseong', choseong: word });
      continue;
    }
    const forms = [...new Set([word, stripParticle(word)])];
    terms.push({ kind: 'text', forms, patterns: forms.map(wordPattern) });
  }
  return { terms };
}

/** The jamo spelling of a term's widest form: what the stored keys are looked up by. */
export function termKey(term: Term): string {
  return term.kind === 'choseong' ? `c${term.choseong}` : `t${jamo(term.forms[term.forms.length - 1])}`;
}
