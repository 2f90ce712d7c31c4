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

/** Whether a whole, checksum-valid record starts at `pos` (its BSON length must also equal the record length). */
export function recordAt(buf: Buffer, pos: number): number | undefined {
  if (buf.length - pos < 8 + 5) return undefined;
  const len = buf.readUInt32LE(pos);
  if (len < 5 || len > MAX_RECORD || pos + 8 + len > buf.length) return undefined;
  const payload = buf.subarray(pos + 8, pos + 8 + len);
  if (payload.readInt32LE(0) !== len || payload[len - 1] !== 0) return undefined;
  return crc32(payload) === buf.readUInt32LE(pos + 4) ? len : undefined;
}

/**
 * The first offset after a damaged record at `from` where a valid record starts, or undefined when none does
 * (then the damage is a torn tail). Tries the offset the damaged record's own length points to first, then every
 * byte: a false match needs a plausible length, matching BSON framing and a CRC-32 hit.
 */
export function nextValidRecord(buf: Buffer, from: number): number | undefined {
  if (buf.length - from >= 8) {
    const skip = from + 8 + buf.readUInt32LE(from);
    if (skip < buf.length && recordAt(buf, skip) !== undefined) return skip;
  }
  for (let pos = from + 1; pos + 13 <= buf.length; pos++) if (recordAt(buf, pos) !== undefined) return pos;
  return undefined;
}

export interface Damage { offset: number; bytes: number; problem: string }

/** Every valid record, resynchronising after each damaged region (for repair). */
export function salvageRecords(buf: Buffer, start = HEADER_BYTES): { records: Record<string, unknown>[]; damage: Damage[] } {
  const records: Record<string, unknown>[] = [];
  const damage: Damage[] = [];
  let pos = start;
  while (pos < buf.length) {
    const res = decodeRecords(buf, pos);
    records.push(...res.records);
    if (!res.problem) break;
    const next = nextValidRecord(buf, res.validEnd);
    damage.push({ offset: res.validEnd, bytes: (next ?? buf.length) - res.validEnd, problem: res.problem });
    if (next === undefined) break;
    pos = next;
  }
  return { records, damage };
}
