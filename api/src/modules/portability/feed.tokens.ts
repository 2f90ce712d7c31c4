import { createHash, randomBytes } from 'node:crypto';
import mongoose, { Schema, type mongo } from 'mongoose';

/**
 * One private calendar feed per account: only the SHA-256 of its token is stored, so the URL is shown once (when
 * made) and a database copy cannot be turned into a working URL. Every feed request looks the hash up in the
 * database (no per-process cache), so regenerating or revoking takes effect at once on every API process.
 */
const feedSchema = new Schema(
  {
    ownerId: { type: String, required: true },
    tokenHash: { type: String, required: true },
    createdAt: { type: Date, required: true },
    /** Korean public holidays as all-day events (issue 22); absent = off. */
    holidays: { type: Boolean, default: false },
  },
  { versionKey: false, strict: 'throw', collection: 'calendar_feeds' },
);
feedSchema.index({ ownerId: 1 }, { unique: true });
feedSchema.index({ tokenHash: 1 }, { unique: true });

export const CalendarFeedModel = mongoose.models.CalendarFeed ?? mongoose.model('CalendarFeed', feedSchema);

type FeedDoc = { ownerId: string; tokenHash: string; createdAt: Date; holidays?: boolean };
const feeds = () => CalendarFeedModel.collection as unknown as mongo.Collection<FeedDoc>;

/** 32 random bytes, base64url: 43 characters, the only form a feed URL's token takes. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new token for the account, replacing (and so revoking) any earlier one. Returns the token itself, once. */
export async function issueFeedToken(ownerId: string, now = new Date(), holidays?: boolean): Promise<{ token: string; createdAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const options = holidays === undefined ? {} : { holidays };
  await feeds().updateOne({ ownerId }, { $set: { tokenHash: hashOf(token), createdAt: now, ...options } }, { upsert: true });
  return { token, createdAt: now };
}

export async function revokeFeedToken(ownerId: string): Promise<boolean> {
  return (await feeds().deleteOne({ ownerId })).deletedCount === 1;
}

export async function feedStatus(ownerId: string): Promise<{ active: boolean; created_at: string | null; holidays: boolean }> {
  const doc = await feeds().findOne({ ownerId }, { projection: { createdAt: 1, holidays: 1 } });
  return { active: !!doc, created_at: doc ? doc.createdAt.toISOString() : null, holidays: doc?.holidays === true };
}

/** Changes the feed's options (same URL); false when the account has no feed. */
export async function setFeedOptions(ownerId: string, options: { holidays: boolean }): Promise<boolean> {
  return (await feeds().updateOne({ ownerId }, { $set: { holidays: options.holidays } })).matchedCount === 1;
}

/** The owner and options of a token's feed, read from the database on every request; null for any unknown or malformed token. */
export async function feedOfToken(token: string): Promise<{ ownerId: string; holidays: boolean } | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const doc = await feeds().findOne({ tokenHash: hashOf(token) }, { projection: { ownerId: 1, holidays: 1 } });
  return doc ? { ownerId: doc.ownerId, holidays: doc.holidays === true } : null;
}
