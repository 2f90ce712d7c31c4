import type { Request } from 'express';
import { COMMON_MESSAGES } from '@haru/contracts';
import { AppError } from './app-error';

/** An item's version: its `updated_at` (every write moves it), so a client that holds the item knows its ETag. */
export interface Versioned { updated_at: string }

export const etagOf = (item: Versioned) => `"${item.updated_at}"`;

/** The entity tags of an If-Match header (`*`, or a comma-separated list); `W/` tags never match (strong comparison). */
function tagsOf(header: string): string[] {
  return header.split(',').map((t) => t.trim()).filter(Boolean);
}

/**
 * `If-Match` on a PUT or DELETE: without the header, nothing is checked (the spec's behaviour). With it, the item
 * is read (404 if it is not the caller's, as always) and unless one tag is its current version (or `*`) the write
 * is refused with 412 `precondition_failed` whose body carries the current item as `current`, and nothing changes.
 */
export async function checkIfMatch<T extends Versioned>(req: Request, current: () => Promise<T>): Promise<void> {
  const header = req.get('If-Match');
  if (header === undefined) return;
  const item = await current();
  const tags = tagsOf(header);
  if (tags.includes('*') || tags.includes(etagOf(item))) return;
  throw new AppError(412, 'precondition_failed', COMMON_MESSAGES.preconditionFailed, undefined, { current: item });
}
