import mongoose, { Schema, type mongo } from 'mongoose';
import { nextReadBatcher } from './next-read';

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
const SCOPES: readonly RevisionScope[] = ['todos', 'meetings', 'projects', 'sessions'];

const keyOf = (scope: RevisionScope, ownerId: string) => `${scope}:${ownerId}`;
const revisions = () => RevisionModel.collection as unknown as mongo.Collection<{ _id: string; stamp: string }>;

/** The current stamp; 'none' before the owner's first write (whatever exists then was never cached under a stamp). */
export async function readStamp(scope: RevisionScope, ownerId: string): Promise<string> {
  // The driver's collection directly: the key is built here, never user input.
  const found = await revisions().findOne({ _id: keyOf(scope, ownerId) }, { projection: { stamp: 1 } });
  return found?.stamp ?? 'none';
}

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

/**
 * Every stamp of the owner: what requireAuth reads once per request, so the session check and a cached answer
 * share one trip to the database. Concurrent requests (of any owners) share that trip too, each joining a read
 * issued after it asked (next-read.ts), so a write or revocation acknowledged before the request is always seen.
 */
export const readStamps: (ownerId: string) => Promise<OwnerStamps> = nextReadBatcher(readStampsOf);

/** Call AFTER the write it records: a reader that saw the old stamp then read new data only caches too-new data. */
export async function bumpStamp(scope: RevisionScope, ownerId: string): Promise<void> {
  const stamp = new mongoose.Types.ObjectId().toHexString();
  await revisions().updateOne({ _id: keyOf(scope, ownerId) }, { $set: { stamp } }, { upsert: true });
}
