import mongoose, { Schema } from 'mongoose';

/**
 * Attempt counters (login, password change, sign-up, the API tester's requests) in the database, so every API process behind a balancer
 * shares them. Fixed windows: a key that reaches its limit waits until its window ends (429 + Retry-After);
 * nothing locks an account permanently.
 *
 * An attempt is *reserved* before the bcrypt work, by one conditional update (`count < max` → `count + 1`), so a
 * burst of parallel requests cannot all pass a check that none of them has recorded yet. A failed attempt keeps
 * its reservation; one that did not happen (queue full, client gone) or should not count is given back.
 */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;

export interface Limit { key: string; max: number; windowMs?: number }
/** One reserved attempt: the key and the window it was counted in. */
export interface Slot { key: string; windowEndsAt: Date }
export type Reservation = { ok: true; slots: Slot[] } | { ok: false; retryAfterSeconds: number };

const attemptSchema = new Schema(
  {
    key: { type: String, required: true },
    count: { type: Number, required: true },
    windowEndsAt: { type: Date, required: true },
  },
  { collection: 'login_attempts', versionKey: false, strict: 'throw' },
);
attemptSchema.index({ key: 1 }, { unique: true, name: 'key_unique' });
export const AttemptModel = mongoose.models.LoginAttempt ?? mongoose.model('LoginAttempt', attemptSchema);

interface AttemptDoc { key: string; count: number; windowEndsAt: Date }
type One = { ok: true; slot: Slot } | { ok: false; retryAfterSeconds: number };

const isDuplicate = (error: unknown) => (error as { code?: number }).code === 11000;

/** Counts one attempt against `limit`, or answers how long to wait. Each step is one atomic, conditional write. */
async function reserveOne({ key, max, windowMs = THROTTLE_WINDOW_MS }: Limit, now: Date): Promise<One> {
  for (let round = 0; round < 5; round += 1) {
    const live = (await AttemptModel.findOneAndUpdate(
      { key, windowEndsAt: mongoose.trusted({ $gt: now }), count: mongoose.trusted({ $lt: max }) },
      { $inc: { count: 1 } },
      { returnDocument: 'after' },
    ).lean()) as AttemptDoc | null;
    if (live) return { ok: true, slot: { key, windowEndsAt: live.windowEndsAt } };
    const seen = (await AttemptModel.findOne({ key }).lean()) as AttemptDoc | null;
    if (seen && seen.windowEndsAt > now) {
      if (seen.count < max) continue; // a slot was given back meanwhile
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((seen.windowEndsAt.getTime() - now.getTime()) / 1000)) };
    }
    const windowEndsAt = new Date(now.getTime() + windowMs);
    if (seen) {
      // The window has ended: start a new one, unless another process already did (then go round again).
      const restarted = await AttemptModel.updateOne({ key, windowEndsAt: seen.windowEndsAt }, { $set: { count: 1, windowEndsAt } });
      if (restarted.modifiedCount > 0) return { ok: true, slot: { key, windowEndsAt } };
      continue;
    }
    try {
      await AttemptModel.create({ key, count: 1, windowEndsAt });
      return { ok: true, slot: { key, windowEndsAt } };
    } catch (error) {
      if (!isDuplicate(error)) throw error; // another process opened the window first: count in it
    }
  }
  throw new Error(`attempt counter ${key} kept changing`);
}

/** Reserves one attempt under every limit (in order); if any is exhausted, none stays reserved. */
export async function reserveAttempt(limits: Limit[], now = new Date()): Promise<Reservation> {
  const slots: Slot[] = [];
  for (const limit of limits) {
    const one = await reserveOne(limit, now);
    if (!one.ok) {
      await releaseAttempt(slots);
      return one;
    }
    slots.push(one.slot);
  }
  return { ok: true, slots };
}

/** Gives reserved attempts back (only to the window they were counted in). */
export async function releaseAttempt(slots: Slot[]): Promise<void> {
  for (const { key, windowEndsAt } of slots) {
    await AttemptModel.updateOne({ key, windowEndsAt, count: mongoose.trusted({ $gt: 0 }) }, { $inc: { count: -1 } });
  }
}

/** Forgets a key's failures (a successful login clears its account+IP counter). */
export async function clearAttempts(key: string): Promise<void> {
  await AttemptModel.deleteOne({ key });
}

/** How many attempts a key has counted in its live window (0 when none): for tests and diagnostics. */
export async function attemptCount(key: string, now = new Date()): Promise<number> {
  const doc = (await AttemptModel.findOne({ key }).lean()) as AttemptDoc | null;
  return doc && doc.windowEndsAt > now ? doc.count : 0;
}
