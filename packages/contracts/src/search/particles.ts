import { isSyllable } from './hangul';

/**
 * Particles (조사) a query word may end with: '검색팀을' looks for '검색팀', '회의에서' for '회의'. Longest first;
 * one is stripped, and only when a syllable is left (two for a one-syllable particle, so '회의' stays '회의'). Stripping only widens a search (the bare word is a prefix of
 * the typed one), and the word as typed still ranks first.
 */
const PARTICLES = [
  '에서부터', '으로부터', '이라고', '에서는', '에서도', '에게서', '한테서', '으로는', '까지는',
  '에서', '에게', '한테', '께서', '으로', '부터', '까지', '마저', '조차', '처럼', '보다', '하고', '이랑', '이나',
  '에는', '에도', '과는', '와는', '로는', '라고', '이며',
  '을', '를', '이', '가', '은', '는', '에', '의', '도', '만', '와', '과', '로', '랑',
];

export function stripParticle(word: string): string {
  const chars = [...word];
  if (!chars.length || !isSyllable(chars[chars.length - 1])) return word;
  for (const particle of PARTICLES) {
    const size = [...particle].length;
    if (word.endsWith(particle) && chars.length - size >= (size === 1 ? 2 : 1)) return word.slice(0, word.length - particle.length);
  }
  return word;
}
