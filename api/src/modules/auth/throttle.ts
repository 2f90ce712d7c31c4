import { EventEmitter } from 'node:events';
import mongoose, { Schema } from 'mongoose';

/**
 * Attempt counters (login, password change, sign-up, the API tester's requests) in the database, so every API process behind a balancer
 * shares them. Fixed windows: a key that reaches its limit waits until its window ends (429 + Retry-After);
 * nothing locks an account permanently.
 *
 * An attempt is *reserved* before the bcrypt work, by one conditional update (`count < max` → `count + 1`), so a
 * burst of parallel requests cannot all pass a check that none of them has recorded yet. A failed attempt keeps
 * its reservation; one that did not happen (queue full, client gone) or should not count is given back.
 *
 * A reservation made `inFlight` (a password check) is also counted in `pending` until its check ends. A key at
 * its limit while some of its attempts are still pending may yet free up (a right password clears the account's
 * counter, a given-back attempt frees its slot), so the refusal says `waitable` and the caller may wait for
 * them (attempts.ts) instead of refusing a right password because others were still being checked.
 */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;

export interface Limit { key: string; max: number; windowMs?: number }
/** One reserved attempt: the key, the window it was counted in, and whether it is counted in `pending`. */
export interface Slot { key: string; windowEndsAt: Date; inFlight: boolean }
/** `waitable`: the key is at its limit, but some of its attempts are still being checked; `key`: the key that refused. */
export type Reservation = { ok: true; slots: Slot[] } | { ok: false; retryAfterSeconds: number; waitable: boolean; key: string };

const attemptSchema = new Schema(
  {
    key: { type: String, required: true },
    count: { type: Number, required: true },
    /** Reserved attempts whose check has not ended yet (absent on records written before it existed: 0). */
    pending: { type: Number, default: 0 },
    windowEndsAt: { type: Date, required: true },
  },
  { collection: 'login_attempts', versionKey: false, strict: 'throw' },
);
attemptSchema.index({ key: 1 }, { unique: true, name: 'key_unique' });
export const AttemptModel = mongoose.models.LoginAttempt ?? mongoose.model('LoginAttempt', attemptSchema);

interface AttemptDoc { key: string; count: number; pending?: number; windowEndsAt: Date }
type One = { ok: true; slot: Slot } | { ok: false; retryAfterSeconds: number; waitable: boolean; key: string };

/** Emits 'settled' whenever this process ends a pending attempt, so its own waiters try again at once. */
export const attemptEvents = new EventEmitter();
attemptEvents.setMaxListeners(0);

const isDuplicate = (error: unknown) => (error as { code?: number }).code === 11000;

/** Counts one attempt against `limit`, or answers how long to wait. Each step is one atomic, conditional write. */
async function reserveOne({ key, max, windowMs = THROTTLE_WINDOW_MS }: Limit, now: Date, inFlight: boolean): Promise<One> {
  const pending = inFlight ? 1 : 0;
  for (let round = 0; round < 5; round += 1) {
    const live = (await AttemptModel.findOneAndUpdate(
      { key, windowEndsAt: mongoose.trusted({ $gt: now }), count: mongoose.trusted({ $lt: max }) },
      { $inc: { count: 1, pending } },
      { returnDocument: 'after' },
    ).lean()) as AttemptDoc | null;
    if (live) return { ok: true, slot: { key, windowEndsAt: live.windowEndsAt, inFlight } };
    const seen = (await AttemptModel.findOne({ key }).lean()) as AttemptDoc | null;
    if (seen && seen.windowEndsAt > now) {
      if (seen.count < max) continue; // a slot was given back meanwhile
      const retryAfterSeconds = Math.max(1, Math.ceil((seen.windowEndsAt.getTime() - now.getTime()) / 1000));
      return { ok: false, retryAfterSeconds, waitable: (seen.pending ?? 0) > 0, key };
    }
    const windowEndsAt = new Date(now.getTime() + windowMs);
    if (seen) {
      // The window has ended: start a new one, unless another process already did (then go round again).
      const restarted = await AttemptModel.updateOne({ key, windowEndsAt: seen.windowEndsAt }, { $set: { count: 1, pending, windowEndsAt } });
      if (restarted.modifiedCount > 0) return { ok: true, slot: { key, windowEndsAt, inFlight } };
      continue;
    }
    try {
      await AttemptModel.create({ key, count: 1, pending, windowEndsAt });
      return { ok: true, slot: { key, windowEndsAt, inFlight } };
    } catch (error) {
      if (!isDuplicate(error)) throw error; // another process opened the window first: count in it
    }
  }
  // Others kept taking and giving back this key's last slots while we looked (many waiters woken at once): no slot
  // for us now, and one may free up soon.
  return { ok: false, retryAfterSeconds: 1, waitable: true, key };
}

/**
 * Reserves one attempt under every limit (in order); if any is exhausted, none stays reserved. `inFlight`: the
 * attempt stays pending until `settleAttempt` (it failed), `releaseAttempt` (it did not count) or `clearAttempts`.
 */
export async function reserveAttempt(limits: Limit[], now = new Date(), { inFlight = false } = {}): Promise<Reservation> {
  const slots: Slot[] = [];
  for (const limit of limits) {
    const one = await reserveOne(limit, now, inFlight);
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
  for (const { key, windowEndsAt, inFlight } of slots) {
    await AttemptModel.updateOne({ key, windowEndsAt, count: mongoose.trusted({ $gt: 0 }) }, { $inc: { count: -1, pending: inFlight ? -1 : 0 } });
  }
  if (slots.some((slot) => slot.inFlight)) attemptEvents.emit('settled');
}

/** Ends in-flight attempts that failed: they stay counted, they are no longer pending. */
export async function settleAttempt(slots: Slot[]): Promise<void> {
  for (const { key, windowEndsAt } of slots.filter((slot) => slot.inFlight)) {
    await AttemptModel.updateOne({ key, windowEndsAt, pending: mongoose.trusted({ $gt: 0 }) }, { $inc: { pending: -1 } });
  }
  attemptEvents.emit('settled');
}

/** Forgets a key's failures (a successful login clears its account+IP counter). */
export async function clearAttempts(key: string): Promise<void> {
  await AttemptModel.deleteOne({ key });
  attemptEvents.emit('settled');
}

/** How many attempts a key has counted in its live window (0 when none): for tests and diagnostics. */
export async function attemptCount(key: string, now = new Date()): Promise<number> {
  const doc = (await AttemptModel.findOne({ key }).lean()) as AttemptDoc | null;
  return doc && doc.windowEndsAt > now ? doc.count : 0;
}
