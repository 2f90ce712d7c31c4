import { readSession, tokenClaims } from './tokens';

/**
 * Unsaved form drafts (issue 18: nothing typed is ever lost), kept in localStorage per user and per form under
 * `haru:draft:<user>:<form>`. The user is the access token's subject (the user id), or the username when the
 * token cannot be read; without a session nothing is kept. Logging out removes that user's drafts, so a draft
 * never shows to the next person signing in on the same device.
 */
const PREFIX = 'haru:draft:';

function subjectOf(token: string): string | null {
  const sub = tokenClaims(token)?.sub;
  return typeof sub === 'string' && sub ? sub : null;
}

/** Whose drafts this device shows now, or null when nobody is signed in. */
export function draftOwner(): string | null {
  const session = readSession();
  if (!session) return null;
  return subjectOf(session.accessToken) ?? (session.username ? `name:${session.username}` : null);
}

function storageKey(owner: string, form: string): string {
  return `${PREFIX}${owner}:${form}`;
}

/** The signed-in user's draft of `form`, or null (none, nobody signed in, or unreadable). */
export function readDraft<T>(form: string): T | null {
  const owner = draftOwner();
  if (!owner) return null;
  try {
    const raw = localStorage.getItem(storageKey(owner, form));
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

export function writeDraft(form: string, value: unknown): void {
  const owner = draftOwner();
  if (!owner) return;
  try {
    localStorage.setItem(storageKey(owner, form), JSON.stringify(value));
  } catch {
    // Storage full or disabled: the form still works, only without a draft.
  }
}

export function removeDraft(form: string): void {
  const owner = draftOwner();
  if (owner) localStorage.removeItem(storageKey(owner, form));
}

/** Removes every draft of the signed-in user (called by logout before the session goes). */
export function clearDrafts(): void {
  const owner = draftOwner();
  if (!owner) return;
  const prefix = `${PREFIX}${owner}:`;
  const keys: string[] = [];
  for (let i = 0; i < localStorage.length; i += 1) {
    const key = localStorage.key(i);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  for (const key of keys) localStorage.removeItem(key);
}
