import { createHash, randomBytes } from 'node:crypto';
import mongoose, { Schema, type mongo } from 'mongoose';

/**
 * One private calendar feed per account: only the SHA-256 of its token is stored, so the URL is shown once (when
 * made) and a database copy cannot be turned into a working URL. Every feed request looks the hash up in the
 * database (no per-process cache), so regenerating or revoking takes effect at once on every API process.
 */
const feedSchema = new Schema(
  { ownerId: { type: String, required: true }, tokenHash: { type: String, required: true }, createdAt: { type: Date, required: true } },
  { versionKey: false, strict: 'throw', collection: 'calendar_feeds' },
);
feedSchema.index({ ownerId: 1 }, { unique: true });
feedSchema.index({ tokenHash: 1 }, { unique: true });

export const CalendarFeedModel = mongoose.models.CalendarFeed ?? mongoose.model('CalendarFeed', feedSchema);

type FeedDoc = { ownerId: string; tokenHash: string; createdAt: Date };
const feeds = () => CalendarFeedModel.collection as unknown as mongo.Collection<FeedDoc>;

/** 32 random bytes, base64url: 43 characters, the only form a feed URL's token takes. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new token for the account, replacing (and so revoking) any earlier one. Returns the token itself, once. */
export async function issueFeedToken(ownerId: string, now = new Date()): Promise<{ token: string; createdAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  await feeds().updateOne({ ownerId }, { $set: { tokenHash: hashOf(token), createdAt: now } }, { upsert: true });
  return { token, createdAt: now };
}

export async function revokeFeedToken(ownerId: string): Promise<boolean> {
  return (await feeds().deleteOne({ ownerId })).deletedCount === 1;
}

export async function feedStatus(ownerId: string): Promise<{ active: boolean; created_at: string | null }> {
  const doc = await feeds().findOne({ ownerId }, { projection: { createdAt: 1 } });
  return { active: !!doc, created_at: doc ? doc.createdAt.toISOString() : null };
}

/** The owner a token belongs to, read from the database on every request; null for any unknown or malformed token. */
export async function ownerOfToken(token: string): Promise<string | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const doc = await feeds().findOne({ tokenHash: hashOf(token) }, { projection: { ownerId: 1 } });
  return doc?.ownerId ?? null;
}
