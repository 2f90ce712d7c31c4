/**
 * Folding shared by the stored search keys, the query and the matcher: NFKC (full/half width, compatibility
 * forms) and lower case. Hangul compatibility jamo (ㄱ…ㅣ, what an IME types alone) are kept as they are, because
 * NFKC would turn them into conjoining jamo and a 초성 query would stop looking like one.
 */
const COMPAT_JAMO_RUN = /[\u3131-\u318e]+/u;
const NOT_COMPAT_JAMO_RUN = /[^\u3131-\u318e]+/gu;
/** Conjoining initial consonants U+1100…U+1112 in order, as compatibility jamo (a lone one left by NFKC). */
const LEADING = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const LONE_LEADING = /[\u1100-\u1112]/gu;

export function fold(text: string): string {
  return text
    .replace(NOT_COMPAT_JAMO_RUN, (run) => run.normalize('NFKC'))
    .replace(LONE_LEADING, (c) => LEADING[c.charCodeAt(0) - 0x1100])
    .toLowerCase();
}

const graphemes = new Intl.Segmenter('ko', { granularity: 'grapheme' });

export interface Folded {
  /** The folded text. */
  text: string;
  /** For each UTF-16 index of `text`, the index in the original it came from (plus one entry for the end). */
  origin: number[];
}

/** The folded text with a map back to the original, for marking a match in what the user wrote. */
export function foldWithOrigin(original: string): Folded {
  const text = fold(original);
  if (text.length === original.length) return { text, origin: Array.from({ length: text.length + 1 }, (_, i) => i) };
  // Fold whole characters as the user sees them (e + U+0301 is one é; a decomposed syllable is one syllable).
  let folded = '';
  const origin: number[] = [];
  for (const { segment, index } of graphemes.segment(original)) {
    const piece = COMPAT_JAMO_RUN.test(segment) ? segment : fold(segment);
    for (let i = 0; i < piece.length; i += 1) origin.push(index);
    folded += piece;
  }
  origin.push(original.length);
  return { text: folded, origin };
}

/** Letters, digits and marks: what a word is made of, for the query and the stored keys alike. */
export const WORD = /[\p{L}\p{N}\p{M}]+/gu;

export const words = (folded: string): string[] => folded.match(WORD) ?? [];
