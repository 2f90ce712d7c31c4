import { AUTH_MESSAGES } from '@haru/contracts';
import { AppError } from '../../http/app-error';
import { ClientGoneError } from './bcrypt-gate';
import { verifyPassword } from './passwords';
import { authTestHooks } from './test-hooks';
import { attemptEvents, clearAttempts, releaseAttempt, reserveAttempt, settleAttempt, type Limit, type Slot } from './throttle';

/** Failed password checks per account (or unknown login name) and address, and per address, in one window. */
export const MAX_FAILURES_PER_USER_IP = 5;
export const MAX_FAILURES_PER_IP = 30;
/** How long a password check waits for a key's pending attempts to end before it is refused (429). */
export const MAX_PENDING_WAIT_MS = 30_000;
/** Another process's attempts end without telling this one: look again this often while waiting. */
const PENDING_POLL_MS = 250;

/** 429 + Retry-After (auth.routes.ts sets the header). */
export class ThrottledError extends AppError {
  constructor(readonly retryAfterSeconds: number, detail: string = AUTH_MESSAGES.loginThrottled) {
    super(429, 'too_many_requests', detail);
  }
}

/** The limits of one password check: the first key is the subject's (cleared on success), the second the address's. */
export const passwordCheckLimits = (subject: string, ip: string): Limit[] => [
  { key: `user-ip:${subject}|${ip}`, max: MAX_FAILURES_PER_USER_IP },
  { key: `ip:${ip}`, max: MAX_FAILURES_PER_IP },
];

/** Reserves one attempt under `limits` or throws ThrottledError with `detail`. */
export async function reserveOrThrottle(limits: Limit[], detail?: string): Promise<Slot[]> {
  const reservation = await reserveAttempt(limits);
  if (!reservation.ok) throw new ThrottledError(reservation.retryAfterSeconds, detail);
  return reservation.slots;
}

/** Resolves after an attempt of this process ends or a waiter leaves the line, after the poll interval, or on hang-up. */
function nextLook(signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      attemptEvents.off('settled', done);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    // Another process's attempts end without telling this one: look again now and then.
    const timer = setTimeout(done, PENDING_POLL_MS * (0.5 + Math.random()));
    attemptEvents.once('settled', done);
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** A password check of this process waiting for a slot: its keys, and the key it waits on (null: not refused yet). */
interface Waiter { keys: string[]; on: string | null }
/** This process's waiting checks in arrival order. */
const line: Waiter[] = [];
/** How many password checks of this process are waiting for a slot (tests and diagnostics). */
export const waitingChecks = (): number => line.length;

/** The key of the first earlier waiter that waits on one of `me`'s keys (`me` then waits behind it), else null. */
function heldBehind(me: Waiter): string | null {
  for (const other of line) {
    if (other === me) return null;
    if (other.on !== null && me.keys.includes(other.on)) return other.on;
  }
  return null;
}

/**
 * Reserves a password check's attempt. At the limit while other checks of the same key are still running, it
 * waits for them (up to MAX_PENDING_WAIT_MS) rather than refusing: a right password among them clears the
 * account's counter, and an office of many people behind one address signing in at 9:00 waits in line instead
 * of reading "too many attempts". The limit itself never bends: only failures that happened count, and never
 * more than `max` checks of a key run unrecorded.
 *
 * The waiters of one process take freed slots in arrival order: only a check that no earlier waiter of its keys is
 * ahead of asks the database, and a new check joins the end of the line instead of taking a slot the line waits
 * for. (Before, every waiter and newcomer raced for each freed slot, and under a steady stream of right-password
 * logins from one address some lost every race for 30 s and got 429.) Across API processes they still race.
 */
async function reserveWaiting(limits: Limit[], signal?: AbortSignal): Promise<Slot[]> {
  const giveUpAt = Date.now() + MAX_PENDING_WAIT_MS;
  const me: Waiter = { keys: limits.map((limit) => limit.key), on: null };
  let retryAfterSeconds = 1;
  try {
    for (;;) {
      if (signal?.aborted) throw new ClientGoneError();
      const ahead = heldBehind(me);
      if (ahead === null) {
        const reservation = await reserveAttempt(limits, new Date(), { inFlight: true });
        if (reservation.ok) return reservation.slots;
        if (!reservation.waitable) throw new ThrottledError(reservation.retryAfterSeconds);
        me.on = reservation.key;
        retryAfterSeconds = reservation.retryAfterSeconds;
      } else {
        me.on = ahead;
      }
      if (Date.now() >= giveUpAt) throw new ThrottledError(retryAfterSeconds);
      if (!line.includes(me)) line.push(me);
      await nextLook(signal);
    }
  } finally {
    const at = line.indexOf(me);
    if (at >= 0) {
      line.splice(at, 1);
      // the next in line may take a slot at once (there may be several free)
      attemptEvents.emit('settled');
    }
  }
}

/**
 * A password check (login, password change) counted *before* bcrypt runs, so parallel guesses cannot overtake
 * the limit. A wrong password keeps its reservation; a right one clears the subject's counter and gives the
 * address's back; a check that never ran (queue full, client gone) gives both back.
 */
export async function checkPasswordThrottled(limits: Limit[], password: string, hash: string | null, signal?: AbortSignal): Promise<boolean> {
  const slots = await reserveWaiting(limits, signal);
  authTestHooks.attemptReserved?.(slots[0].key);
  let ok: boolean;
  try {
    ok = await verifyPassword(password, hash, signal);
  } catch (error) {
    await releaseAttempt(slots);
    throw error;
  }
  if (ok) {
    await clearAttempts(slots[0].key);
    await releaseAttempt(slots.slice(1));
  } else {
    await settleAttempt(slots);
  }
  return ok;
}
