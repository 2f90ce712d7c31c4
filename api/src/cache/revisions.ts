import mongoose, { Schema, type mongo } from 'mongoose';

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

/**
 * Every stamp of the owner in one read: what requireAuth does once per request, so the session check and a
 * cached list share one trip to the database.
 */
export async function readStamps(ownerId: string): Promise<OwnerStamps> {
  const found = await revisions().find({ _id: { $in: SCOPES.map((s) => keyOf(s, ownerId)) } }, { projection: { stamp: 1 } }).toArray();
  const stamps: OwnerStamps = { todos: 'none', meetings: 'none', projects: 'none', sessions: 'none' };
  for (const doc of found) stamps[doc._id.slice(0, doc._id.indexOf(':')) as RevisionScope] = doc.stamp;
  return stamps;
}

/** Call AFTER the write it records: a reader that saw the old stamp then read new data only caches too-new data. */
export async function bumpStamp(scope: RevisionScope, ownerId: string): Promise<void> {
  const stamp = new mongoose.Types.ObjectId().toHexString();
  await revisions().updateOne({ _id: keyOf(scope, ownerId) }, { $set: { stamp } }, { upsert: true });
}
