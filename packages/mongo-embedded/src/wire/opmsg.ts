// OP_MSG: flag bits, a kind-0 body and optional kind-1 document sequences; optional trailing CRC-32C.
import { BSON } from 'bson';
import { header, OP_MSG, ProtocolError, MAX_BSON_OBJECT_SIZE } from './frames';
import { RawReply } from './raw-bson';

const CHECKSUM_PRESENT = 1 << 0;
export const MORE_TO_COME = 1 << 1;
const EXHAUST_ALLOWED = 1 << 16;
/** bits 0-15 are "required": a receiver must reject unknown ones */
const KNOWN_REQUIRED = CHECKSUM_PRESENT | MORE_TO_COME;

export const DESERIALIZE = { promoteValues: false, promoteLongs: false, promoteBuffers: false } as const;

export interface OpMsg { flags: number; command: Record<string, unknown> }

export function readDocument(buf: Buffer, pos: number): [Record<string, unknown>, number] {
  if (pos + 4 > buf.length) throw new ProtocolError('truncated BSON document');
  const size = buf.readInt32LE(pos);
  if (size < 5 || size > MAX_BSON_OBJECT_SIZE + 16 * 1024 || pos + size > buf.length) {
    throw new ProtocolError(`invalid BSON document size ${size}`);
  }
  try {
    return [BSON.deserialize(buf.subarray(pos, pos + size), DESERIALIZE), pos + size];
  } catch (err) {
    throw new ProtocolError(`invalid BSON: ${(err as Error).message}`);
  }
}

function readCString(buf: Buffer, pos: number, end: number): [string, number] {
  const zero = buf.indexOf(0, pos);
  if (zero < 0 || zero >= end) throw new ProtocolError('unterminated document sequence identifier');
  return [buf.toString('utf8', pos, zero), zero + 1];
}

export function parseOpMsg(body: Buffer): OpMsg {
  if (body.length < 5) throw new ProtocolError('OP_MSG too short');
  const flags = body.readUInt32LE(0);
  if (flags & 0xffff & ~KNOWN_REQUIRED) throw new ProtocolError(`OP_MSG has unknown required flag bits ${flags}`);
  // The checksum is optional; TCP already checksums and mongod accepts it unverified from drivers that omit it.
  const end = flags & CHECKSUM_PRESENT ? body.length - 4 : body.length;
  let pos = 4;
  let command: Record<string, unknown> | undefined;
  const sequences: [string, Record<string, unknown>[]][] = [];
  while (pos < end) {
    const kind = body[pos++];
    if (kind === 0) {
      if (command) throw new ProtocolError('OP_MSG has more than one body section');
      [command, pos] = readDocument(body, pos);
    } else if (kind === 1) {
      if (pos + 4 > end) throw new ProtocolError('truncated document sequence');
      const size = body.readInt32LE(pos);
      const seqEnd = pos + size;
      if (size < 5 || seqEnd > end) throw new ProtocolError(`invalid document sequence size ${size}`);
      const [id, first] = readCString(body, pos + 4, seqEnd);
      let p = first;
      const docs: Record<string, unknown>[] = [];
      while (p < seqEnd) {
        const [doc, next] = readDocument(body, p);
        if (next > seqEnd) throw new ProtocolError('document overruns its sequence');
        docs.push(doc);
        p = next;
      }
      sequences.push([id, docs]);
      pos = seqEnd;
    } else {
      throw new ProtocolError(`unknown OP_MSG section kind ${kind}`);
    }
  }
  if (!command) throw new ProtocolError('OP_MSG without a body section');
  for (const [id, docs] of sequences) command[id] = docs;
  return { flags: flags & ~EXHAUST_ALLOWED, command };
}

/** The reply as buffers to write in order: header + flags + section kind, then the BSON body (not copied). */
export function encodeOpMsgParts(requestId: number, responseTo: number, doc: Record<string, unknown> | RawReply): [Buffer, Uint8Array] {
  const payload = doc instanceof RawReply ? doc.bytes : BSON.serialize(doc);
  // flags 0 and section kind 0 follow the 16-byte header
  const head = Buffer.concat([header(16 + 5 + payload.length, requestId, responseTo, OP_MSG), Buffer.alloc(5)]);
  return [head, payload];
}
