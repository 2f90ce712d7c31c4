// One collection: documents by canonical _id key (insertion order = natural order) plus secondary indexes.
// Stored documents are never mutated: writers replace them, so cursors and snapshots can share them.
import { duplicateKeyError, Index, type IndexSpec } from './indexes';
import { matches } from './match';
import { planById, planQuery } from './planner';
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
      if (old) index.remove(old, id);
      index.add(doc, id, keys?.[i++]);
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

  /** Candidate ids from the _id map or one index; undefined when only a full scan would do. */
  private planIds(filter: Doc): string[] | undefined {
    const byId = planById(filter);
    if (byId) return byId.filter((id) => this.docs.has(id));
    const plan = planQuery(this.indexes.values(), filter);
    if (plan) return plan.ids;
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
    const out: Doc[] = [];
    for (const doc of this.candidates(filter)) {
      this.stats.docsExamined++;
      if (matches(doc, filter)) {
        out.push(doc);
        if (limit > 0 && out.length >= limit) break;
      }
    }
    return out;
  }

  /**
   * For a sort with a limit and no narrowing filter: walk an index whose fields match the sort (same or
   * exactly reversed directions) and stop after `want` matches. Undefined when no index fits.
   */
  findSorted(filter: Doc, sort: readonly (readonly [string, number])[], want: number): Doc[] | undefined {
    if (planById(filter) || planQuery(this.indexes.values(), filter)) return undefined;
    for (const index of this.indexes.values()) {
      if (index.multikey || index.spec.sparse || index.spec.partialFilterExpression) continue;
      if (sort.length > index.fields.length) continue;
      const same = sort.every(([f, d], i) => index.fields[i][0] === f && index.fields[i][1] === d);
      const reversed = sort.every(([f, d], i) => index.fields[i][0] === f && index.fields[i][1] === -d);
      if (!same && !reversed) continue;
      this.stats.indexUses++;
      const out: Doc[] = [];
      index.idsIn(0, index.list.length, (id) => {
        const doc = this.docs.get(id)!;
        this.stats.docsExamined++;
        if (matches(doc, filter)) out.push(doc);
        return out.length < want;
      }, !same);
      return out;
    }
    return undefined;
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
