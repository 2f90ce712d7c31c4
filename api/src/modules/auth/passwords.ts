import bcrypt from 'bcrypt';
import { PASSWORD_MAX_BYTES, utf8Bytes } from '@haru/contracts';

/** bcrypt cost 12 (ASVS V6); the async API hashes on libuv's thread pool, so a login never blocks other requests. */
export const BCRYPT_COST = 12;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

let dummyHash: Promise<string> | null = null;

/**
 * Compares against the stored hash, or against a dummy hash of the same cost when there is no such user, so an
 * unknown username takes as long as a wrong password (no user enumeration by timing). A password over 72 UTF-8 bytes
 * never matches: bcrypt would compare only its first 72 bytes, so a longer guess sharing them would pass.
 */
export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  if (hash === null || utf8Bytes(password) > PASSWORD_MAX_BYTES) {
    dummyHash ??= bcrypt.hash('haru-dummy-password', BCRYPT_COST);
    await bcrypt.compare(password, await dummyHash);
    return false;
  }
  return bcrypt.compare(password, hash);
}

/** Warm the dummy hash at start so the first unknown-user login is not faster or slower than the rest. */
export function primeDummyHash(): void {
  dummyHash ??= bcrypt.hash('haru-dummy-password', BCRYPT_COST);
}
