import bcrypt from 'bcrypt';
import { PASSWORD_MAX_BYTES, utf8Bytes } from '@haru/contracts';
import { BCRYPT_MIN_COST } from '../../config';
import { bcryptGate } from './bcrypt-gate';

/**
 * bcrypt cost 12 (ASVS V6; config.ts `bcryptCost`, lower only under NODE_ENV=test). The async API hashes on libuv's
 * thread pool, so a login never blocks the event loop; every call goes through `bcryptGate`, so a burst of logins
 * cannot take every core either.
 */
let cost = BCRYPT_MIN_COST;
let dummyHash: Promise<string> | null = null;

/** Sets the cost of new hashes (createApp, from the configuration); the dummy hash is made again at that cost. */
export function setPasswordCost(next: number): void {
  if (next !== cost) dummyHash = null;
  cost = next;
}

/** `signal`: the request's hang-up signal; a hash still waiting in the gate is then skipped. */
export function hashPassword(password: string, signal?: AbortSignal): Promise<string> {
  return bcryptGate.run(() => bcrypt.hash(password, cost), signal);
}

function dummy(): Promise<string> {
  dummyHash ??= hashPassword('haru-dummy-password').catch((error: unknown) => {
    dummyHash = null; // refused by a full queue: the next caller makes it
    throw error;
  });
  return dummyHash;
}

/**
 * Compares against the stored hash, or against a dummy hash of the same cost when there is no such user, so an
 * unknown username takes as long as a wrong password (no user enumeration by timing). A password over 72 UTF-8 bytes
 * never matches: bcrypt would compare only its first 72 bytes, so a longer guess sharing them would pass.
 */
export async function verifyPassword(password: string, hash: string | null, signal?: AbortSignal): Promise<boolean> {
  if (hash === null || utf8Bytes(password) > PASSWORD_MAX_BYTES) {
    // The dummy hash is awaited before taking a slot: holding one while it queues for another would deadlock.
    const standIn = await dummy();
    await bcryptGate.run(() => bcrypt.compare(password, standIn), signal);
    return false;
  }
  return bcryptGate.run(() => bcrypt.compare(password, hash), signal);
}

/** Warm the dummy hash at start so the first unknown-user login is not faster or slower than the rest. */
export function primeDummyHash(): void {
  void dummy().catch(() => undefined);
}
