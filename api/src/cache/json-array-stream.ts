import { once } from 'node:events';
import type { Response } from 'express';

/** Items are joined into chunks of about this size before a write: few syscalls, and memory stays one chunk. */
const CHUNK_BYTES = 64 * 1024;

export interface StreamOptions {
  /** sees every chunk written, in order (the list cache keeps a copy of small lists) */
  onChunk?: (chunk: Buffer) => void;
}

/** Waits until the socket has room again, or until the client has gone (then stops the stream). */
async function roomOrGone(res: Response): Promise<boolean> {
  if (res.destroyed) return false;
  const ac = new AbortController();
  const gone = once(res, 'close', { signal: ac.signal }).then(() => false);
  const room = once(res, 'drain', { signal: ac.signal }).then(() => true);
  try {
    return await Promise.race([gone, room]);
  } finally {
    ac.abort();
    gone.catch(() => undefined);
    room.catch(() => undefined);
  }
}

/**
 * Writes `items` as one JSON array, chunk by chunk, with no Content-Length (HTTP/1.1 chunked transfer), waiting
 * for the socket whenever it is full: the server holds one chunk and the database cursor's batch, never the
 * whole list, however large it is. The first item is read before anything is sent, so a database that fails at
 * once still gets a normal error response (problem+json, 503). A failure later can no longer change the status:
 * the connection is cut so the client sees a broken response, never a short list that parses.
 * Returns false when the list was not sent whole (client gone, or failure mid-stream).
 */
export async function streamJsonArray(res: Response, items: AsyncIterable<unknown>, o: StreamOptions = {}): Promise<boolean> {
  const iterator = items[Symbol.asyncIterator]();
  const first = await iterator.next();
  res.status(200).type('application/json');
  let parts: string[] = ['['];
  let size = 1;
  const flush = async (): Promise<boolean> => {
    const chunk = Buffer.from(parts.join(''));
    parts = [];
    size = 0;
    o.onChunk?.(chunk);
    return res.write(chunk) || (await roomOrGone(res));
  };
  try {
    for (let next = first, index = 0; !next.done; next = await iterator.next(), index += 1) {
      const json = (index ? ',' : '') + JSON.stringify(next.value);
      parts.push(json);
      size += json.length;
      if (size >= CHUNK_BYTES && !(await flush())) return false;
    }
    parts.push(']');
    if (!(await flush())) return false;
    res.end();
    return true;
  } catch (error) {
    res.req.log?.error({ err: error }, 'list stream failed after the response started');
    res.destroy();
    return false;
  } finally {
    await iterator.return?.();
  }
}
