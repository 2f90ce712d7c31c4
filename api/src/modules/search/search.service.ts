import mongoose from 'mongoose';
import {
  compareMatches,
  matchRecord,
  parseQuery,
  probeKey,
  SEARCH_LIMITS,
  SEARCH_TYPES,
  snippetOf,
  type RecordMatch,
  type SearchHit,
  type SearchRequest,
  type SearchResponse,
  type SearchType,
} from '@haru/contracts';
import { collection } from '../stats/sources';
import { SearchEntryModel } from './search-entry.model';
import { SEARCH_SOURCES, type StoredRecord } from './search.sources';

/**
 * The most candidates one query reads from the index: the cost of a query follows its hits up to this, never
 * the size of the account. A one-syllable query on a large account can match more; the first this many are ranked.
 */
export const SEARCH_CANDIDATES = 1000;

interface Ranked { hit: SearchHit; match: RecordMatch; recent: string }

function toHit(type: SearchType, doc: StoredRecord, match: RecordMatch): Ranked {
  const source = SEARCH_SOURCES[type];
  const body = match.fields.find((f) => f.field !== 'title') ?? match.fields[0];
  return {
    hit: {
      type,
      id: doc._id.toString(),
      title: String(doc.title ?? ''),
      snippet: snippetOf(body),
      date: source.date(doc),
      link: source.link(doc),
      match: match.tier,
    },
    match,
    recent: (doc.updatedAt ?? new Date(0)).toISOString(),
  };
}

async function candidates(ownerId: string, probe: string, types: SearchType[]): Promise<Map<SearchType, mongoose.Types.ObjectId[]>> {
  // Operators built here, not taken from the request (sanitizeFilter would wrap them).
  const entries = await SearchEntryModel.find(
    { ownerId, keys: mongoose.trusted({ $gte: probe, $lt: `${probe}\uffff` }), type: mongoose.trusted({ $in: types }) },
    { type: 1 },
  ).limit(SEARCH_CANDIDATES).lean<{ _id: mongoose.Types.ObjectId; type: SearchType }[]>();
  const byType = new Map<SearchType, mongoose.Types.ObjectId[]>();
  for (const entry of entries) byType.set(entry.type, [...(byType.get(entry.type) ?? []), entry._id]);
  return byType;
}

async function rankType(ownerId: string, type: SearchType, ids: mongoose.Types.ObjectId[], query: ReturnType<typeof parseQuery>): Promise<Ranked[]> {
  const docs = (await collection(SEARCH_SOURCES[type].collection).find({ ownerId, _id: { $in: ids } }).toArray()) as unknown as StoredRecord[];
  const ranked: Ranked[] = [];
  for (const doc of docs) {
    const match = matchRecord(query, SEARCH_SOURCES[type].fields(doc));
    if (match) ranked.push(toHit(type, doc, match));
  }
  return ranked.sort(compareMatches);
}

/**
 * The caller's records matching `q`, grouped by type (the group with the best hit first), each group ranked
 * exact > prefix > 초성 > partial, then title hits, then the most recently changed, and cut to `limit`.
 */
export async function search({ ownerId, q, types = [...SEARCH_TYPES], limit = SEARCH_LIMITS.defaultLimit }: { ownerId: string } & SearchRequest): Promise<SearchResponse> {
  const query = parseQuery(q);
  const probe = probeKey(query);
  if (!probe) return { q, groups: [] };
  const byType = await candidates(ownerId, probe, types);
  const groups = await Promise.all(
    SEARCH_TYPES.filter((type) => byType.has(type)).map(async (type) => ({ type, ranked: await rankType(ownerId, type, byType.get(type) ?? [], query) })),
  );
  return {
    q,
    groups: groups
      .filter((g) => g.ranked.length > 0)
      .sort((a, b) => compareMatches(a.ranked[0], b.ranked[0]))
      .map((g) => ({ type: g.type, items: g.ranked.slice(0, limit).map((r) => r.hit) })),
  };
}
