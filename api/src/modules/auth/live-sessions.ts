/**
 * Sessions this process found live, so that an authenticated request needs no read of its session. An entry holds
 * only while the owner's `sessions` stamp (cache/revisions.ts) is the one it was found under: every revocation
 * replaces that stamp after it is written, and every request reads the stamp, so a logout, a password change or a
 * refresh-token reuse through any process ends the session on the next request to every process. A session's end
 * (`expiresAt`) never moves, so it is checked here against the clock. Bounded: the oldest entry goes first, and an
 * entry is read again after a minute, so a revocation whose process failed before replacing the stamp still
 * takes effect within that minute.
 */
interface LiveSession { userId: string; stamp: string; expiresAt: number; foundAt: number }

const MAX_ENTRIES = 20_000;
const MAX_AGE_MS = 60_000;
const live = new Map<string, LiveSession>();

/** Whether `sessionId` of `userId` was found live under `stamp` and has not ended by `now`. */
export function knownLive(sessionId: string, userId: string, stamp: string, now: number): boolean {
  const entry = live.get(sessionId);
  if (!entry) return false;
  if (entry.userId === userId && entry.stamp === stamp && entry.expiresAt > now && now - entry.foundAt < MAX_AGE_MS) return true;
  live.delete(sessionId);
  return false;
}

/** Call with the stamp read BEFORE the session was: a revocation between the two makes the entry stale at once. */
export function rememberLive(sessionId: string, entry: LiveSession): void {
  live.delete(sessionId);
  live.set(sessionId, entry);
  if (live.size > MAX_ENTRIES) live.delete(live.keys().next().value as string);
}

