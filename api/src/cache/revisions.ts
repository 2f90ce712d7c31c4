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

export type RevisionScope = 'todos' | 'meetings';

const keyOf = (scope: RevisionScope, ownerId: string) => `${scope}:${ownerId}`;

/** The current stamp; 'none' before the owner's first write (whatever exists then was never cached under a stamp). */
export async function readStamp(scope: RevisionScope, ownerId: string): Promise<string> {
  // The driver's collection directly: this runs on every list request, and the key is built here, never user input.
  const revisions = RevisionModel.collection as unknown as mongo.Collection<{ _id: string; stamp: string }>;
  const found = await revisions.findOne({ _id: keyOf(scope, ownerId) }, { projection: { stamp: 1 } });
  return found?.stamp ?? 'none';
}

/** Call AFTER the write it records: a reader that saw the old stamp then read new data only caches too-new data. */
export async function bumpStamp(scope: RevisionScope, ownerId: string): Promise<void> {
  const stamp = new mongoose.Types.ObjectId().toHexString();
  await RevisionModel.updateOne({ _id: keyOf(scope, ownerId) }, { $set: { stamp } }, { upsert: true });
}
