import { fold, foldWithOrigin, words } from './fold';
import { choseongOf } from './hangul';
import { searchable, TITLE_FIELD, type SearchField } from './fields';
import type { SearchQuery, Term } from './query';

/** Best first: the whole title, the title's beginning, 초성, anywhere else. */
export const MATCH_TIERS = ['exact', 'prefix', 'choseong', 'partial'] as const;
export type MatchTier = (typeof MATCH_TIERS)[number];

export interface Mark { start: number; end: number }
export interface FieldMatch { field: string; text: string; marks: Mark[] }
export interface RecordMatch {
  tier: MatchTier;
  /** Whether every word was found in the title (ranks above a hit in the body within a tier). */
  inTitle: boolean;
  /** The fields that matched, title first, with the matched ranges in the original text. */
  fields: FieldMatch[];
}

interface Hit { start: number; end: number }

function findTerm(term: Term, folded: string, choseong: boolean): Hit | null {
  if (term.kind === 'choseong') {
    if (!choseong) return null;
    const initials = choseongOf(folded);
    const at = initials.text.indexOf(term.choseong);
    if (at < 0) return null;
    return { start: initials.origin[at], end: initials.origin[at + term.choseong.length - 1] + 1 };
  }
  for (const pattern of term.patterns) {
    const m = pattern.exec(folded);
    if (m) return { start: m.index, end: m.index + m[0].length };
  }
  return null;
}

function isExact(query: SearchQuery, title: string | undefined): boolean {
  if (title === undefined || !query.terms.every((t) => t.kind === 'text')) return false;
  const titleWords = words(fold(title)).join(' ');
  const forms = (pick: (forms: string[]) => string) => query.terms.map((t) => (t.kind === 'text' ? pick(t.forms) : '')).join(' ');
  return titleWords === forms((f) => f[0]) || titleWords === forms((f) => f[f.length - 1]);
}

function tierOf(query: SearchQuery, title: string | undefined, titleHits: (Hit | null)[]): MatchTier {
  if (isExact(query, title)) return 'exact';
  const first = titleHits[0];
  if (query.terms[0].kind === 'text' && first && title !== undefined && words(fold(title).slice(0, first.start)).length === 0) return 'prefix';
  if (query.terms.some((t) => t.kind === 'choseong')) return 'choseong';
  return 'partial';
}

/**
 * Whether a record matches (every word of the query somewhere in its fields) and how well. Null when it does not.
 */
export function matchRecord(query: SearchQuery, fields: SearchField[]): RecordMatch | null {
  if (!query.terms.length) return null;
  const present = searchable(fields);
  const found = query.terms.map(() => false);
  const byField: FieldMatch[] = [];
  let titleHits: (Hit | null)[] = [];
  for (const field of present) {
    const { text: folded, origin } = foldWithOrigin(field.text);
    const hits = query.terms.map((term) => findTerm(term, folded, field.choseong === true));
    if (field.name === TITLE_FIELD) titleHits = hits;
    const marks = hits.filter((h): h is Hit => h !== null).map((h) => ({ start: origin[h.start], end: origin[h.end] }));
    hits.forEach((h, i) => { if (h) found[i] = true; });
    if (marks.length) byField.push({ field: field.name, text: field.text, marks: marks.sort((a, b) => a.start - b.start) });
  }
  if (!found.every(Boolean)) return null;
  const title = present.find((f) => f.name === TITLE_FIELD)?.text;
  const inTitle = titleHits.length > 0 && titleHits.every((h) => h !== null);
  return { tier: tierOf(query, title, titleHits), inTitle, fields: byField };
}

/** Sort order of two matches: tier, then a title hit, then `recent` (larger first). */
export function compareMatches(a: { match: RecordMatch; recent: string }, b: { match: RecordMatch; recent: string }): number {
  const tier = MATCH_TIERS.indexOf(a.match.tier) - MATCH_TIERS.indexOf(b.match.tier);
  if (tier) return tier;
  if (a.match.inTitle !== b.match.inTitle) return a.match.inTitle ? -1 : 1;
  return a.recent < b.recent ? 1 : a.recent > b.recent ? -1 : 0;
}

/**
 * A match's place in the ranking for its query, 0 best: the exact title, the title's beginning with every word in
 * the title, the title's beginning, every word in the title, the rest (`queryProbes` in keys.ts finds each class).
 */
export function rankClass(match: RecordMatch): number {
  if (match.tier === 'exact') return 0;
  if (match.tier === 'prefix') return match.inTitle ? 1 : 2;
  return match.inTitle ? 3 : 4;
}
