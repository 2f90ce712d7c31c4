import mongoose, { Schema } from 'mongoose';

/**
 * Login throttling with counters in the database, so every API process behind a balancer shares them.
 * Fixed windows: a key that reaches its limit waits until its window ends (429 + Retry-After); nothing locks
 * an account permanently, and a successful login clears the username+IP counter.
 */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_USER_IP = 5;
export const MAX_FAILURES_PER_IP = 30;

const attemptSchema = new Schema(
  {
    key: { type: String, required: true },
    count: { type: Number, required: true },
    windowEndsAt: { type: Date, required: true },
  },
  { collection: 'login_attempts', versionKey: false, strict: 'throw' },
);
attemptSchema.index({ key: 1 }, { unique: true, name: 'key_unique' });
const AttemptModel = mongoose.models.LoginAttempt ?? mongoose.model('LoginAttempt', attemptSchema);

const keysFor = (identifierKey: string, ip: string) => [
  { key: `user-ip:${identifierKey}|${ip}`, max: MAX_FAILURES_PER_USER_IP },
  { key: `ip:${ip}`, max: MAX_FAILURES_PER_IP },
];

/** Seconds to wait before another attempt, or 0 when the attempt may go ahead. */
export async function loginRetryAfter(identifierKey: string, ip: string, now = new Date()): Promise<number> {
  const limits = keysFor(identifierKey, ip);
  const docs = await AttemptModel.find({ key: mongoose.trusted({ $in: limits.map((l) => l.key) }) }).lean();
  let wait = 0;
  for (const doc of docs) {
    const limit = limits.find((l) => l.key === doc.key);
    if (!limit || doc.count < limit.max || doc.windowEndsAt <= now) continue;
    wait = Math.max(wait, Math.ceil((doc.windowEndsAt.getTime() - now.getTime()) / 1000));
  }
  return wait;
}

async function bump(key: string, now: Date): Promise<void> {
  const live = await AttemptModel.updateOne({ key, windowEndsAt: mongoose.trusted({ $gt: now }) }, { $inc: { count: 1 } });
  if (live.matchedCount > 0) return;
  try {
    // No live window: start one (replacing an expired one).
    await AttemptModel.updateOne({ key }, { $set: { count: 1, windowEndsAt: new Date(now.getTime() + THROTTLE_WINDOW_MS) } }, { upsert: true });
  } catch (error) {
    // Another process created the window between the two writes: count this failure in it.
    if ((error as { code?: number }).code !== 11000) throw error;
    await AttemptModel.updateOne({ key }, { $inc: { count: 1 } });
  }
}

export async function recordLoginFailure(identifierKey: string, ip: string, now = new Date()): Promise<void> {
  for (const { key } of keysFor(identifierKey, ip)) await bump(key, now);
}

export async function clearLoginFailures(identifierKey: string, ip: string): Promise<void> {
  await AttemptModel.deleteOne({ key: keysFor(identifierKey, ip)[0].key });
}
