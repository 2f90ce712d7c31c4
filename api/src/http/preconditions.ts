import type { Request } from 'express';
import mongoose from 'mongoose';
import { COMMON_MESSAGES } from '@haru/contracts';
import { AppError } from './app-error';

/** An item's version: its `updated_at` (every write moves it), so a client that holds the item knows its ETag. */
export interface Versioned { updated_at: string }

export const etagOf = (item: Versioned) => `"${item.updated_at}"`;

/** The entity tags of an If-Match header (`*`, or a comma-separated list); `W/` tags never match (strong comparison). */
function tagsOf(header: string): string[] {
  return header.split(',').map((t) => t.trim()).filter(Boolean);
}

export const preconditionFailed = (current: unknown) =>
  new AppError(412, 'precondition_failed', COMMON_MESSAGES.preconditionFailed, undefined, { current });

/**
 * `If-Match` on a PUT or DELETE: without the header, nothing is checked (the spec's behaviour). With it, the item
 * is read (404 if it is not the caller's, as always) and unless one tag is its current version (or `*`) the write
 * is refused with 412 `precondition_failed` whose body carries the current item as `current`, and nothing changes.
 * This early answer comes before the body's own checks; the write itself is conditional too (`versionOf`).
 */
export async function checkIfMatch<T extends Versioned>(req: Request, current: () => Promise<T>): Promise<void> {
  const header = req.get('If-Match');
  if (header === undefined) return;
  const item = await current();
  const tags = tagsOf(header);
  if (tags.includes('*') || tags.includes(etagOf(item))) return;
  throw preconditionFailed(item);
}

/**
 * The versions a conditional write may replace: the If-Match tags that are versions (`"<updated_at>"`). Undefined
 * without the header or with `*` (no check). A service puts `matchFilter` in the filter of its one update or
 * delete, so the check and the write are one database operation and two writes holding the same version cannot
 * both succeed; the update stores `nextVersion` (later than every version it may replace, even within the same
 * millisecond), so the loser's filter no longer matches.
 */
export interface VersionCheck { versions: Date[] }

export function versionOf(req: Request): VersionCheck | undefined {
  const header = req.get('If-Match');
  if (header === undefined) return undefined;
  const tags = tagsOf(header);
  if (tags.includes('*')) return undefined;
  const versions = tags
    .map((tag) => /^"(.+)"$/.exec(tag)?.[1])
    .filter((text): text is string => text !== undefined && !Number.isNaN(Date.parse(text)) && new Date(text).toISOString() === text)
    .map((text) => new Date(text));
  return { versions };
}

/** Trusted: the operator is built here from parsed dates, not taken from the request (sanitizeFilter would wrap it). */
export const matchFilter = (check: VersionCheck | undefined) => (check ? { updatedAt: mongoose.trusted({ $in: check.versions }) } : {});

export function nextVersion(check: VersionCheck, now: Date = new Date()): Date {
  const latest = Math.max(now.getTime(), ...check.versions.map((v) => v.getTime() + 1));
  return new Date(latest);
}

/**
 * What a conditional write that matched nothing answers: 412 with the item when it is still the caller's (it has
 * another version now), otherwise the usual 404.
 */
export async function refuseStale(current: () => Promise<unknown | null>, missing: () => AppError): Promise<never> {
  const item = await current();
  if (item === null) throw missing();
  throw preconditionFailed(item);
}
