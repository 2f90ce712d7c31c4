// Splits a TCP byte stream into MongoDB wire messages (16-byte header: length, requestID, responseTo, opCode).
export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_COMPRESSED = 2012;
export const OP_MSG = 2013;

export const MAX_BSON_OBJECT_SIZE = 16 * 1024 * 1024;
export const MAX_MESSAGE_SIZE = 48_000_000;
export const MAX_WRITE_BATCH_SIZE = 100_000;

export interface Frame { requestId: number; responseTo: number; opCode: number; body: Buffer }

export class ProtocolError extends Error {}

export class FrameReader {
  private chunks: Buffer[] = [];
  private buffered = 0;

  /** Adds bytes and returns every complete frame; throws ProtocolError on an impossible length. */
  push(data: Buffer): Frame[] {
    this.chunks.push(data);
    this.buffered += data.length;
    const frames: Frame[] = [];
    while (this.buffered >= 4) {
      const head = this.peek(4);
      const length = head.readInt32LE(0);
      if (length < 16 || length > MAX_MESSAGE_SIZE) {
        throw new ProtocolError(`invalid message length ${length} (must be 16..${MAX_MESSAGE_SIZE})`);
      }
      if (this.buffered < length) break;
      const msg = this.take(length);
      frames.push({
        requestId: msg.readInt32LE(4),
        responseTo: msg.readInt32LE(8),
        opCode: msg.readInt32LE(12),
        body: msg.subarray(16),
      });
    }
    return frames;
  }

  /** bytes of an unfinished frame waiting for the rest */
  get pending(): number {
    return this.buffered;
  }

  private peek(n: number): Buffer {
    if (this.chunks[0].length < n) this.chunks = [Buffer.concat(this.chunks)];
    return this.chunks[0].subarray(0, n);
  }

  private take(n: number): Buffer {
    const all = this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks);
    const out = all.subarray(0, n);
    const rest = all.subarray(n);
    this.chunks = rest.length ? [rest] : [];
    this.buffered = rest.length;
    return out;
  }
}

export function header(length: number, requestId: number, responseTo: number, opCode: number): Buffer {
  const h = Buffer.alloc(16);
  h.writeInt32LE(length, 0);
  h.writeInt32LE(requestId, 4);
  h.writeInt32LE(responseTo, 8);
  h.writeInt32LE(opCode, 12);
  return h;
}
