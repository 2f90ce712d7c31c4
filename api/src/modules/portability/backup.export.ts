import { once } from 'node:events';
import type { Response } from 'express';
import { BACKUP_FORMAT, BACKUP_VERSION, seoulDate } from '@haru/contracts';
import { accountMeetings, accountPreferences, accountProjects, accountTodos } from './backup.source';

const CHUNK = 64 * 1024;

/**
 * GET /api/backup: one versioned JSON document, streamed (a list is read a batch at a time and written in chunks
 * of about 64 KB, waiting while the socket is full), so memory stays bounded for an account at its quotas. What is
 * read before the status line (the preferences) still fails as a problem+json; a failure later cuts the connection,
 * so a client never saves a truncated file that parses. No ids of other users, no password hash, no sessions:
 * only the items' own fields (backup.items.ts).
 */
export async function sendBackup(res: Response, ownerId: string, now = new Date()): Promise<void> {
  const preferences = await accountPreferences(ownerId);
  res.status(200).type('application/json');
  res.setHeader('Content-Disposition', `attachment; filename="haru-backup-${seoulDate(now)}.json"`);
  let buffer = '';
  const flush = async () => {
    if (!buffer) return;
    const chunk = buffer;
    buffer = '';
    if (!res.write(chunk)) await Promise.race([once(res, 'drain'), once(res, 'close')]);
    if (res.destroyed) throw new Error('client went away');
  };
  const put = async (text: string) => {
    buffer += text;
    if (buffer.length >= CHUNK) await flush();
  };
  const array = async (name: string, items: AsyncIterable<unknown>) => {
    await put(`,${JSON.stringify(name)}:[`);
    let first = true;
    for await (const item of items) {
      await put((first ? '' : ',') + JSON.stringify(item));
      first = false;
    }
    await put(']');
  };
  try {
    const head = JSON.stringify({ format: BACKUP_FORMAT, version: BACKUP_VERSION, exported_at: now.toISOString(), preferences });
    await put(head.slice(0, -1));
    await array('todos', accountTodos(ownerId));
    await array('meetings', accountMeetings(ownerId));
    await array('projects', accountProjects(ownerId));
    await put('}');
    await flush();
    res.end();
  } catch (error) {
    res.destroy(error as Error);
  }
}
