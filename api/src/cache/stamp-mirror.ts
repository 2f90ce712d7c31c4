import type { OwnerStamps, RevisionScope } from './revisions';

/**
 * The owners' revision stamps kept in this process (REVISION_STAMPS=memory, the default on the embedded database),
 * so the session check and a cached answer read no database per request. That is only true while every stamp
 * write reaches this process before the write is answered: true when this process is the only API process of its
 * database (the embedded database's DATA_DIR is locked to one process), and in a node:cluster when the primary
 * relays each worker's stamp writes to every other worker before the writing request is answered (stamp-relay.ts).
 * With MONGODB_URI (other machines may write) the stamps are read from the database on every request instead.
 *
 * An owner not kept yet is read from the database once. A stamp write that lands while that read is out may or may
 * not be in what the read returns, so such a read is used for its own request but never kept.
 */
export class StampMirror {
  private readonly known = new Map<string, OwnerStamps>();
  /** per owner: the sequence number of the last stamp write applied, kept only while database reads are out */
  private readonly lastWrite = new Map<string, number>();
  private writes = 0;
  private readsOut = 0;

  constructor(private readonly maxOwners = 100_000) {}

  get(ownerId: string): OwnerStamps | undefined {
    return this.known.get(ownerId);
  }

  /** Reads an owner's stamps with `read` (the database) and keeps them unless a stamp write landed meanwhile. */
  async load(ownerId: string, read: (ownerId: string) => Promise<OwnerStamps>): Promise<OwnerStamps> {
    const startedAt = this.writes;
    this.readsOut += 1;
    try {
      const stamps = await read(ownerId);
      if ((this.lastWrite.get(ownerId) ?? -1) < startedAt && !this.known.has(ownerId)) this.keep(ownerId, stamps);
      return this.known.get(ownerId) ?? stamps;
    } finally {
      this.readsOut -= 1;
      if (this.readsOut === 0) this.lastWrite.clear();
    }
  }

  /** A stamp written (by this process or, relayed, by another): applied before the write is answered. */
  apply(scope: RevisionScope, ownerId: string, stamp: string): void {
    this.writes += 1;
    if (this.readsOut > 0) this.lastWrite.set(ownerId, this.writes);
    const kept = this.known.get(ownerId);
    if (kept) this.known.set(ownerId, Object.freeze({ ...kept, [scope]: stamp }));
  }

  clear(): void {
    this.known.clear();
    this.lastWrite.clear();
  }

  private keep(ownerId: string, stamps: OwnerStamps): void {
    this.known.set(ownerId, stamps);
    // the owner kept longest goes first: it is read again from the database on its next request
    if (this.known.size > this.maxOwners) this.known.delete(this.known.keys().next().value as string);
  }
}
