import mongoose, { Schema, type mongo } from 'mongoose';
import { nextReadBatcher } from './next-read';
import { StampMirror } from './stamp-mirror';

/**
 * One stamp per owner and resource (`todos:<ownerId>`), replaced after every write to that resource. A cached list
 * is served only while the stamp it was built under is still current, so a write through any API process makes
 * every process's cached copy stale on its next read. The stamp is a fresh ObjectId, never a counter: a database
 * that was reset or restored can never bring an old stamp back.
 */
const revisionSchema = new Schema(
  { _id: { type: String, required: true }, stamp: { type: String, required: true } },
  { versionKey: false, strict: 'throw', collection: 'revisions' },
);

export const RevisionModel = mongoose.models.Revision ?? mongoose.model('Revision', revisionSchema);

/**
 * `sessions`: replaced after a session of the owner is revoked (logout, password change, refresh-token reuse).
 * `projects`: replaced after every write to the owner's WBS projects or tasks (a task write moves its project's
 * roll-up and "last updated").
 */
export type RevisionScope = 'todos' | 'meetings' | 'projects' | 'sessions';
export type OwnerStamps = Record<RevisionScope, string>;
/** The scopes of the owner's own records (every one but `sessions`). */
export type DataScope = Exclude<RevisionScope, 'sessions'>;
const SCOPES: readonly RevisionScope[] = ['todos', 'meetings', 'projects', 'sessions'];

const keyOf = (scope: RevisionScope, ownerId: string) => `${scope}:${ownerId}`;
const revisions = () => RevisionModel.collection as unknown as mongo.Collection<{ _id: string; stamp: string }>;

const noStamps = (): OwnerStamps => ({ todos: 'none', meetings: 'none', projects: 'none', sessions: 'none' });

/** Every stamp of each owner, in one read for all of them. */
async function readStampsOf(ownerIds: string[]): Promise<Map<string, OwnerStamps>> {
  const ids = ownerIds.flatMap((owner) => SCOPES.map((s) => keyOf(s, owner)));
  const found = await revisions().find({ _id: { $in: ids } }, { projection: { stamp: 1 }, batchSize: ids.length }).toArray();
  const stamps = new Map(ownerIds.map((owner) => [owner, noStamps()]));
  for (const doc of found) {
    const colon = doc._id.indexOf(':');
    const owner = stamps.get(doc._id.slice(colon + 1));
    if (owner) owner[doc._id.slice(0, colon) as RevisionScope] = doc.stamp;
  }
  // one object answers every request of the owner in the batch
  for (const owner of stamps.values()) Object.freeze(owner);
  return stamps;
}

/** A read of every stamp of concurrent requests' owners, issued after each asked (next-read.ts). */
const readFromDatabase: (ownerId: string) => Promise<OwnerStamps> = nextReadBatcher(readStampsOf);

/**
 * Where the stamps are read: `memory` keeps them in this process (stamp-mirror.ts: the embedded database, one
 * process or one node:cluster with its relay), `database` reads them on every request (MONGODB_URI, where API
 * instances on other machines may write). Set once per process, by createApp from REVISION_STAMPS.
 */
export type StampSource = 'memory' | 'database';
let source: StampSource = 'database';
const mirror = new StampMirror();
/** Across node:cluster workers: tells every other worker a stamp this one wrote, resolved once all applied it. */
export type StampRelay = (scope: RevisionScope, ownerId: string, stamp: string) => Promise<void>;
let relay: StampRelay | undefined;

export function useStampSource(next: StampSource): void {
  if (next !== source) mirror.clear();
  source = next;
}

export function useStampRelay(next: StampRelay | undefined): void {
  relay = next;
}

/** A stamp another worker wrote (stamp-relay.ts): this process's copy follows it. */
export function applyRelayedStamp(scope: RevisionScope, ownerId: string, stamp: string): void {
  mirror.apply(scope, ownerId, stamp);
}

/** The owner's stamps when this process already keeps them (memory source), without waiting: the fast path's read. */
export function stampsNow(ownerId: string): OwnerStamps | undefined {
  return source === 'memory' ? mirror.get(ownerId) : undefined;
}

/**
 * Every stamp of the owner: what requireAuth reads once per request, so the session check and a cached answer
 * share it. From this process's copy (memory source) or from a database read shared by concurrent requests, each
 * joining a read issued after it asked (next-read.ts); either way a write or revocation acknowledged before the
 * request is always seen.
 */
export function readStamps(ownerId: string): Promise<OwnerStamps> {
  if (source === 'database') return readFromDatabase(ownerId);
  const kept = mirror.get(ownerId);
  return kept ? Promise.resolve(kept) : mirror.load(ownerId, readFromDatabase);
}

/** The current stamp of one scope; 'none' before the owner's first write (nothing then was cached under a stamp). */
export async function readStamp(scope: RevisionScope, ownerId: string): Promise<string> {
  return (await readStamps(ownerId))[scope];
}

/**
 * Call AFTER the write it records: a reader that saw the old stamp then read new data only caches too-new data.
 * This process's copy and (in a cluster) every other worker's follow before it resolves, even when the database
 * write of the stamp fails (then only this process's and the relayed copies moved; the error is thrown).
 */
export async function bumpStamp(scope: RevisionScope, ownerId: string): Promise<void> {
  const stamp = new mongoose.Types.ObjectId().toHexString();
  try {
    await revisions().updateOne({ _id: keyOf(scope, ownerId) }, { $set: { stamp } }, { upsert: true });
  } finally {
    if (source === 'memory') {
      mirror.apply(scope, ownerId, stamp);
      await relay?.(scope, ownerId, stamp);
    }
  }
}
