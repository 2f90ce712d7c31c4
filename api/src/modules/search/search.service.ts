import mongoose from 'mongoose';
import {
  compareMatches,
  matchRecord,
  parseQuery,
  queryProbes,
  rankClass,
  SEARCH_LIMITS,
  SEARCH_TYPES,
  snippetOf,
  type KeyProbe,
  type RecordMatch,
  type SearchHit,
  type SearchQuery,
  type SearchRequest,
  type SearchResponse,
  type SearchType,
} from '@haru/contracts';
import { buildEveryTime, type BuildPart } from '../../cache/parts';
import { collection } from '../stats/sources';
import { SearchEntryModel } from './search-entry.model';
import { SEARCH_SOURCES, type StoredRecord } from './search.sources';

/**
 * The most index entries one look-up (one rank class of one type) reads. The entries come newest first and the
 * look-up stops once it has the hits it needs, so this bounds only look-ups whose key also fits many records the
 * matcher then rejects; past it that class is cut.
 */
export const SEARCH_WALK_LIMIT = 1000;
/** The first read of a look-up: a few more entries than hits wanted, then eight times more while it falls short. */
const firstRead = (need: number) => need * 2 + 8;

/** What a search read: index entries and records (for tests and the benchmark). */
export interface SearchCost { entries: number; records: number }

/** One hit with what ranks it (plain JSON: the route keeps each type's hits serialised, cache/parts.ts). */
interface Ranked { hit: SearchHit; match: RecordMatch; recent: string }

function toHit(type: SearchType, doc: StoredRecord, match: RecordMatch): Ranked {
  const source = SEARCH_SOURCES[type];
  const body = match.fields.find((f) => f.field !== 'title') ?? match.fields[0];
  return {
    hit: { type, id: doc._id.toString(), title: String(doc.title ?? ''), snippet: snippetOf(body), date: source.date(doc), link: source.link(doc), match: match.tier },
    match,
    recent: (doc.updatedAt ?? new Date(0)).toISOString(),
  };
}

/** One type's search: its matched records by id (null: looked at, no match), and what was read. */
class TypeSearch {
  readonly seen = new Map<string, Ranked | null>();

  constructor(readonly ownerId: string, readonly type: SearchType, readonly query: SearchQuery, readonly cost: SearchCost) {}

  /**
   * The ids of the newest `want` entries holding, for each group of the probe, one of its keys (a group of several is
   * an `$in`: the database merges their ranges in date order). Operators are built here, never taken from the request.
   */
  async entries(probe: KeyProbe, want: number): Promise<string[]> {
    const keys = (group: string[]) => (group.length === 1 ? group[0] : mongoose.trusted({ $in: group }));
    const [first, ...rest] = probe.all;
    const filter = {
      ownerId: this.ownerId,
      type: this.type,
      keys: keys(first),
      ...(rest.length ? { $and: rest.map((group) => ({ keys: keys(group) })) } : {}),
    };
    const found = await SearchEntryModel.find(filter, { _id: 1 }).sort({ updatedAt: -1 }).limit(want).lean<{ _id: mongoose.Types.ObjectId }[]>();
    this.cost.entries += found.length;
    return found.map((e) => String(e._id));
  }

  /** Reads and matches the records not looked at yet. */
  async load(ids: string[]): Promise<void> {
    const fresh = ids.filter((id) => !this.seen.has(id));
    if (!fresh.length) return;
    const docs = (await collection(SEARCH_SOURCES[this.type].collection)
      .find({ ownerId: this.ownerId, _id: { $in: fresh.map((id) => new mongoose.Types.ObjectId(id)) } })
      .toArray()) as unknown as StoredRecord[];
    this.cost.records += docs.length;
    for (const id of fresh) this.seen.set(id, null);
    for (const doc of docs) {
      const match = matchRecord(this.query, SEARCH_SOURCES[this.type].fields(doc));
      if (match) this.seen.set(String(doc._id), toHit(this.type, doc, match));
    }
  }

  /** The newest `need` hits of one rank class, from its first read `ids` (of `want`), reading on while it falls short. */
  async inClass(rank: number, probe: KeyProbe, need: number, ids: string[], want: number): Promise<Ranked[]> {
    for (;;) {
      const hits = ids.map((id) => this.seen.get(id)).filter((r): r is Ranked => r !== undefined && r !== null && rankClass(r.match) === rank);
      if (hits.length >= need || ids.length < want || want >= SEARCH_WALK_LIMIT) return hits.slice(0, need);
      want = Math.min(want * 8, SEARCH_WALK_LIMIT);
      ids = await this.entries(probe, want);
      await this.load(ids);
    }
  }
}

/**
 * One type's best `limit` hits: the first read of every rank class at once (one round trip to the index, one for
 * the records), then class by class (exact title first) the hits each gives, read on only where a class falls
 * short. What it reads follows the hits shown, not the account.
 */
async function rankType(search: TypeSearch, probes: (KeyProbe | null)[], limit: number): Promise<Ranked[]> {
  const want = firstRead(limit);
  const first = await Promise.all(probes.map((probe) => (probe ? search.entries(probe, want) : Promise.resolve([]))));
  await search.load([...new Set(first.flat())]);
  const ranked: Ranked[] = [];
  for (let rank = 0; rank < probes.length && ranked.length < limit; rank += 1) {
    const probe = probes[rank];
    if (probe) ranked.push(...(await search.inClass(rank, probe, limit - ranked.length, first[rank], want)));
  }
  return ranked.sort(compareMatches);
}

/**
 * The caller's records matching `q`, grouped by type (the group with the best hit first), each group ranked
 * exact > prefix > 초성 > partial, then title hits, then the most recently changed, and cut to `limit`.
 */
export async function search(
  { ownerId, q, types = [...SEARCH_TYPES], limit = SEARCH_LIMITS.defaultLimit }: { ownerId: string } & SearchRequest,
  cost: SearchCost = { entries: 0, records: 0 },
  part: BuildPart<SearchType> = buildEveryTime,
): Promise<SearchResponse> {
  const query = parseQuery(q);
  const probes = queryProbes(query);
  if (!probes.length) return { q, groups: [] };
  const groups = await Promise.all(
    SEARCH_TYPES.filter((type) => types.includes(type)).map(async (type) => ({ type, ranked: await part(type, () => rankType(new TypeSearch(ownerId, type, query, cost), probes, limit)) })),
  );
  return {
    q,
    groups: groups
      .filter((g) => g.ranked.length > 0)
      .sort((a, b) => compareMatches(a.ranked[0], b.ranked[0]))
      .map((g) => ({ type: g.type, items: g.ranked.map((r) => r.hit) })),
  };
}
