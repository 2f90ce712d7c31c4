// On-disk framing shared by journal and snapshot files:
//   header: 8-byte magic, u32 format version, u32 generation
//   record: u32 payload length, u32 crc32(payload), BSON payload
import { BSON } from 'bson';
import { crc32 } from 'node:zlib';
import type { Doc } from '../engine/values';
import { putRecord, storedBytes } from '../wire/raw-bson';

export const FORMAT_VERSION = 1;
export const HEADER_BYTES = 16;
export const JOURNAL_MAGIC = 'HARUJNL\0';
export const SNAPSHOT_MAGIC = 'HARUSNP\0';
/** a record larger than this cannot have been written by us: treat as corruption */
const MAX_RECORD = 64 * 1024 * 1024;

export const DESERIALIZE = { promoteValues: false, promoteLongs: false, promoteBuffers: false } as const;

export function encodeHeader(magic: string, generation: number): Buffer {
  const b = Buffer.alloc(HEADER_BYTES);
  b.write(magic, 0, 'latin1');
  b.writeUInt32LE(FORMAT_VERSION, 8);
  b.writeUInt32LE(generation, 12);
  return b;
}

export function decodeHeader(buf: Buffer, magic: string, file: string): number {
  if (buf.length < HEADER_BYTES || buf.toString('latin1', 0, 8) !== magic) {
    throw new Error(`mongo-embedded: ${file} is not a mongo-embedded ${magic.startsWith('HARUJ') ? 'journal' : 'snapshot'} file`);
  }
  const version = buf.readUInt32LE(8);
  if (version !== FORMAT_VERSION) {
    throw new Error(`mongo-embedded: ${file} has format version ${version}; this build reads version ${FORMAT_VERSION}`);
  }
  return buf.readUInt32LE(12);
}

/** A record's bytes; `put` records reuse the document's encoding (see raw-bson.ts). */
export function encodeRecord(value: Record<string, unknown>, docBytes: (doc: Doc) => Uint8Array = storedBytes): Buffer {
  const { op, db, c, doc } = value;
  const isPut = op === 'put' && typeof db === 'string' && typeof c === 'string' && typeof doc === 'object' && doc !== null && Object.keys(value).length === 4;
  const payload = isPut ? putRecord(db, c, docBytes(doc as Doc)) : BSON.serialize(value);
  const head = Buffer.alloc(8);
  head.writeUInt32LE(payload.length, 0);
  head.writeUInt32LE(crc32(payload), 4);
  return Buffer.concat([head, payload]);
}

export interface ReadResult {
  records: Record<string, unknown>[];
  /** offset just past the last intact record */
  validEnd: number;
  /** why reading stopped early, if it did */
  problem?: string;
}

export function decodeRecords(buf: Buffer, start = HEADER_BYTES): ReadResult {
  const records: Record<string, unknown>[] = [];
  let pos = start;
  while (pos < buf.length) {
    if (buf.length - pos < 8) return { records, validEnd: pos, problem: 'incomplete record header' };
    const len = buf.readUInt32LE(pos);
    const crc = buf.readUInt32LE(pos + 4);
    if (len < 5 || len > MAX_RECORD) return { records, validEnd: pos, problem: `bad record length ${len}` };
    if (pos + 8 + len > buf.length) return { records, validEnd: pos, problem: 'incomplete record' };
    const payload = buf.subarray(pos + 8, pos + 8 + len);
    if (crc32(payload) !== crc) return { records, validEnd: pos, problem: 'checksum mismatch' };
    records.push(BSON.deserialize(payload, DESERIALIZE));
    pos += 8 + len;
  }
  return { records, validEnd: pos };
}
