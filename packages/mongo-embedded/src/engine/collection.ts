// One collection: documents by canonical _id key (insertion order = natural order) plus secondary indexes.
// Stored documents are never mutated: writers replace them, so cursors and snapshots can share them.
import { duplicateKeyError, Index, type IndexSpec } from './indexes';
import { matches } from './match';
import { planById, planIds, planQuery, planSize, servesSort, sortDirection, walksOncePerDocument, type SortSpec } from './planner';
import { fail } from './errors';
import { canonicalKey, newObjectId, type Doc } from './values';

export interface CollectionStats { docsExamined: number; indexUses: number; collScans: number }

export const ID_INDEX: IndexSpec = { name: '_id_', key: { _id: 1 } };

export class Collection {
  readonly docs = new Map<string, Doc>();
  readonly indexes = new Map<string, Index>();
  readonly stats: CollectionStats = { docsExamined: 0, indexUses: 0, collScans: 0 };

  constructor(readonly db: string, readonly name: string, readonly options: Doc = {}) {}

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  /** Puts _id first (generating an ObjectId if absent), as mongod stores it. */
  static prepare(doc: Doc): Doc {
    if (Array.isArray(doc._id)) fail('BadValue', "can't use an array for _id");
    const { _id, ...rest } = doc;
    return { _id: _id === undefined ? newObjectId() : _id, ...rest };
  }

  keyOf(doc: Doc): string {
    return canonicalKey(doc._id);
  }

  /** Checks every constraint before touching anything, so a failed write leaves no trace. */
  private prepareKeys(doc: Doc, id: string, isNew: boolean): unknown[][][] {
    if (isNew && this.docs.has(id)) throw duplicateKeyError(this.ns, new Index(ID_INDEX), [doc._id]);
    const keys: unknown[][][] = [];
    for (const index of this.indexes.values()) {
      const k = index.keysFor(doc);
      index.checkUnique(doc, id, this.ns, k);
      keys.push(k);
    }
    return keys;
  }

  insert(doc: Doc): void {
    const id = canonicalKey(doc._id);
    this.put(id, doc, this.prepareKeys(doc, id, true));
  }

  replace(oldDoc: Doc, newDoc: Doc): void {
    const id = canonicalKey(oldDoc._id);
    this.put(id, newDoc, this.prepareKeys(newDoc, id, false));
  }

  /** Stores without checks (journal replay) or with keys already checked by prepareKeys. */
  put(id: string, doc: Doc, keys?: unknown[][][]): void {
    const old = this.docs.get(id);
    let i = 0;
    for (const index of this.indexes.values()) {
      if (old) index.replace(old, doc, id, keys?.[i++]);
      else index.add(doc, id, keys?.[i++]);
    }
    this.docs.set(id, doc);
  }

  remove(id: string): Doc | undefined {
    const old = this.docs.get(id);
    if (!old) return undefined;
    for (const index of this.indexes.values()) index.remove(old, id);
    this.docs.delete(id);
    return old;
  }

  /** Candidate ids from the _id map or index ranges; undefined when only a full scan would do. */
  private planIds(filter: Doc): string[] | undefined {
    const byId = planById(filter);
    if (byId) return byId.filter((id) => this.docs.has(id));
    const plan = planQuery(this.indexes.values(), filter);
    if (plan) return planIds(plan);
    // {$or: [...]} where every branch can use an index: the union of the branches' candidates
    const { $or: branches, ...rest } = filter;
    if (!Array.isArray(branches) || branches.length === 0) return undefined;
    const union = new Set<string>();
    for (const branch of branches as Doc[]) {
      const ids = this.planIds({ ...rest, ...branch });
      if (!ids) return undefined;
      for (const id of ids) union.add(id);
    }
    return [...union];
  }

  /** Candidate documents for a filter: from the _id map, index ranges, or a full scan. */
  candidates(filter: Doc): Iterable<Doc> {
    const ids = this.planIds(filter);
    if (ids) {
      this.stats.indexUses++;
      return ids.map((id) => this.docs.get(id)!);
    }
    this.stats.collScans++;
    return this.docs.values();
  }

  find(filter: Doc, limit = 0): Doc[] {
    const plan = planById(filter) ? undefined : planQuery(this.indexes.values(), filter);
    if (plan?.exact) {
      // the index decided the filter: no per-document matching
      this.stats.indexUses++;
      const ids = planIds(plan);
      const n = limit > 0 ? Math.min(limit, ids.length) : ids.length;
      this.stats.docsExamined += n;
      const out = new Array<Doc>(n);
      for (let i = 0; i < n; i++) out[i] = this.docs.get(ids[i])!;
      return out;
    }
    if (plan) this.stats.indexUses++;
    const out: Doc[] = [];
    for (const doc of plan ? planIds(plan).map((id) => this.docs.get(id)!) : this.candidates(filter)) {
      this.stats.docsExamined++;
      if (matches(doc, filter)) {
        out.push(doc);
        if (limit > 0 && out.length >= limit) break;
      }
    }
    return out;
  }

  /** Number of matches; an exact index plan counts index entries without reading documents. */
  count(filter: Doc): number {
    if (Object.keys(filter).length === 0) return this.docs.size;
    const plan = planById(filter) ? undefined : planQuery(this.indexes.values(), filter);
    if (plan?.exact) {
      this.stats.indexUses++;
      return planSize(plan);
    }
    return this.find(filter).length;
  }

  /**
   * Matches already in `sort` order from an index walk (first `want`, 0 = all), or undefined when no
   * index gives that order. Either the filter's plan fixes the leading index fields by equality to one
   * range and the sort names the fields after them (e.g. {ownerId} sorted by {createdAt: -1, _id: -1} on
   * {ownerId: 1, createdAt: -1, _id: -1}), or nothing narrows the filter and a limited sort names an
   * index's leading fields, so the walk can stop early. A multikey index qualifies when every field that
   * holds arrays is fixed by equality (e.g. {ownerId, keys: 'k'} sorted by updatedAt on {ownerId: 1, keys: 1,
   * updatedAt: -1}): one value of an array gives each document one entry, in the order of the fields after it.
   * Several ranges (an `$in` among the equalities, e.g. {keys: {$in: ['Ta', 'ta']}}) are each in that order and
   * are merged as they are walked (mongod's SORT_MERGE), a document in two of them coming once.
   */
  findOrdered(filter: Doc, sort: SortSpec, want: number): Doc[] | undefined {
    if (planById(filter)) return undefined;
    const plan = planQuery(this.indexes.values(), filter, sort, want);
    if (plan) {
      if (!walksOncePerDocument(plan.index, plan.eqFields)) return undefined;
      const dir = servesSort(plan.index, plan.eqFields, sort);
      if (!dir) return undefined;
      this.stats.indexUses++;
      const check = plan.exact ? undefined : filter;
      if (plan.ranges.length > 1) return this.walkMerged(plan.index, plan.ranges, plan.eqFields, dir < 0, check, want);
      const [s, e] = plan.ranges[0] ?? [0, 0];
      return this.walk(plan.index, s, e, dir < 0, check, want);
    }
    if (want === 0) return undefined;
    for (const index of this.indexes.values()) {
      if (index.multikey || index.spec.sparse || index.spec.partialFilterExpression) continue;
      const dir = sortDirection(index.fields, sort);
      if (!dir) continue;
      this.stats.indexUses++;
      return this.walk(index, 0, index.list.length, dir < 0, filter, want);
    }
    return undefined;
  }

  /** Documents of index positions [start, end) that match `filter` (all when undefined), up to `want`. */
  private walk(index: Index, start: number, end: number, reverse: boolean, filter: Doc | undefined, want: number): Doc[] {
    const out: Doc[] = [];
    index.idsIn(start, end, (id) => {
      const doc = this.docs.get(id)!;
      this.stats.docsExamined++;
      if (!filter || matches(doc, filter)) out.push(doc);
      return want === 0 || out.length < want;
    }, reverse);
    return out;
  }

  /**
   * Documents of several index ranges whose entries agree on the first `eqFields` fields within each range, in the
   * index order of the fields after them (reversed: the other way), each document once, those matching `filter`, up
   * to `want`: the head entries of the ranges compared, the first one taken, as often as needed.
   */
  private walkMerged(index: Index, ranges: [number, number][], eqFields: number, reverse: boolean, filter: Doc | undefined, want: number): Doc[] {
    const sign = reverse ? -1 : 1;
    const next = ranges.map(([s, e]) => index.list.cursor(s, e, reverse));
    const heads = next.map((cursor) => cursor());
    const seen = new Set<string>();
    const out: Doc[] = [];
    for (;;) {
      let first = -1;
      for (let i = 0; i < heads.length; i++) {
        const head = heads[i];
        if (head && (first < 0 || sign * index.compareFrom(head, heads[first]!, eqFields) < 0)) first = i;
      }
      if (first < 0) return out;
      const { id } = heads[first]!;
      heads[first] = next[first]();
      if (seen.has(id)) continue;
      seen.add(id);
      const doc = this.docs.get(id)!;
      this.stats.docsExamined++;
      if (!filter || matches(doc, filter)) {
        out.push(doc);
        if (want > 0 && out.length >= want) return out;
      }
    }
  }

  /**
   * Builds an index over existing documents; fails without side effects on duplicates.
   * Journal replay passes check=false: intermediate replay states may briefly hold old versions.
   */
  createIndex(spec: IndexSpec, check = true): void {
    const index = new Index(spec);
    index.build(this.docs, this.ns, check);
    this.indexes.set(spec.name, index);
  }

  indexSpecs(): IndexSpec[] {
    return [ID_INDEX, ...[...this.indexes.values()].map((i) => i.spec)];
  }
}

