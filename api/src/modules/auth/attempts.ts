import { AUTH_MESSAGES } from '@haru/contracts';
import { AppError } from '../../http/app-error';
import { verifyPassword } from './passwords';
import { clearAttempts, releaseAttempt, reserveAttempt, type Limit, type Slot } from './throttle';

/** Failed password checks per account (or unknown login name) and address, and per address, in one window. */
export const MAX_FAILURES_PER_USER_IP = 5;
export const MAX_FAILURES_PER_IP = 30;

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

/**
 * A password check (login, password change) counted *before* bcrypt runs, so parallel guesses cannot overtake
 * the limit. A wrong password keeps its reservation; a right one clears the subject's counter and gives the
 * address's back; a check that never ran (queue full, client gone) gives both back.
 */
export async function checkPasswordThrottled(limits: Limit[], password: string, hash: string | null, signal?: AbortSignal): Promise<boolean> {
  const slots = await reserveOrThrottle(limits);
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
  }
  return ok;
}
