// All databases and collections, and the single place where state changes are recorded in the journal.
import { Collection } from './collection';
import { fail } from './errors';
import type { IndexSpec } from './indexes';
import { canonicalKey, type Doc } from './values';

/** One journal record per state change; replaying them in order rebuilds the state. */
export type JournalOp =
  | { op: 'create'; db: string; c: string; options: Doc }
  | { op: 'put'; db: string; c: string; doc: Doc }
  | { op: 'del'; db: string; c: string; id: unknown }
  | { op: 'index'; db: string; c: string; spec: IndexSpec }
  | { op: 'dropIndex'; db: string; c: string; name: string }
  | { op: 'drop'; db: string; c: string }
  | { op: 'dropDb'; db: string };

export class Engine {
  readonly dbs = new Map<string, Map<string, Collection>>();
  /** documents examined by collections since dropped (serverStatus keeps counting across drops, as mongod does) */
  private droppedExamined = 0;
  /** set by the server once replay is done; receives every change in order */
  sink: ((op: JournalOp) => void) | undefined;

  private record(op: JournalOp): void {
    this.sink?.(op);
  }

  collection(db: string, name: string): Collection | undefined {
    return this.dbs.get(db)?.get(name);
  }

  /** Implicit creation on first write, as mongod does. */
  ensureCollection(db: string, name: string, options: Doc = {}): Collection {
    const existing = this.collection(db, name);
    if (existing) return existing;
    validateName(db, name);
    const coll = new Collection(db, name, options);
    if (!this.dbs.has(db)) this.dbs.set(db, new Map());
    this.dbs.get(db)!.set(name, coll);
    this.record({ op: 'create', db, c: name, options });
    return coll;
  }

  insert(coll: Collection, doc: Doc): void {
    coll.insert(doc);
    this.record({ op: 'put', db: coll.db, c: coll.name, doc });
  }

  replace(coll: Collection, oldDoc: Doc, newDoc: Doc): void {
    coll.replace(oldDoc, newDoc);
    this.record({ op: 'put', db: coll.db, c: coll.name, doc: newDoc });
  }

  remove(coll: Collection, doc: Doc): void {
    coll.remove(canonicalKey(doc._id));
    this.record({ op: 'del', db: coll.db, c: coll.name, id: doc._id });
  }

  createIndex(coll: Collection, spec: IndexSpec): void {
    coll.createIndex(spec);
    this.record({ op: 'index', db: coll.db, c: coll.name, spec });
  }

  dropIndex(coll: Collection, name: string): void {
    coll.indexes.delete(name);
    this.record({ op: 'dropIndex', db: coll.db, c: coll.name, name });
  }

  /**
   * Documents examined by queries since start (mongod's serverStatus `metrics.queryExecutor.scannedObjects`): each one
   * a filter was checked on or an exact index plan returned. Tests read it to bound what a look-up costs.
   */
  scannedObjects(): number {
    let n = this.droppedExamined;
    for (const colls of this.dbs.values()) for (const coll of colls.values()) n += coll.stats.docsExamined;
    return n;
  }

  dropCollection(db: string, name: string): boolean {
    this.droppedExamined += this.collection(db, name)?.stats.docsExamined ?? 0;
    const found = this.dbs.get(db)?.delete(name) ?? false;
    if (found) this.record({ op: 'drop', db, c: name });
    return found;
  }

  dropDatabase(db: string): void {
    for (const coll of this.dbs.get(db)?.values() ?? []) this.droppedExamined += coll.stats.docsExamined;
    if (this.dbs.delete(db)) this.record({ op: 'dropDb', db });
  }

  /** Replays one journal record without re-checking constraints (they held when it was written). */
  apply(rec: JournalOp): void {
    switch (rec.op) {
      case 'create': this.ensureCollection(rec.db, rec.c, rec.options); break;
      case 'put': this.ensureCollection(rec.db, rec.c).put(canonicalKey(rec.doc._id), rec.doc); break;
      case 'del': this.collection(rec.db, rec.c)?.remove(canonicalKey(rec.id)); break;
      case 'index': this.ensureCollection(rec.db, rec.c).createIndex(rec.spec, false); break;
      case 'dropIndex': this.collection(rec.db, rec.c)?.indexes.delete(rec.name); break;
      case 'drop': this.dbs.get(rec.db)?.delete(rec.c); break;
      case 'dropDb': this.dbs.delete(rec.db); break;
    }
  }
}

function validateName(db: string, name: string): void {
  if (!db || /[/\\. "$\0]/.test(db)) fail('InvalidNamespace', `Invalid database name: '${db}'`);
  if (!name || name.includes('$') || name.includes('\0') || name.startsWith('.')) {
    fail('InvalidNamespace', `Invalid collection name: ${name}`);
  }
}
