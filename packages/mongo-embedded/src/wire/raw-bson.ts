// Hand-written BSON for the replies and journal records that carry stored documents, so each stored
// document is encoded once and its bytes reused, instead of BSON.serialize walking it for every reply.
// The output is byte-identical to BSON.serialize of the same object (raw-bson.test.ts checks it).
import { BSON, type Long } from 'bson';
import type { Doc } from '../engine/values';

/** A reply whose BSON body is already encoded; the server sends it as is. */
export class RawReply {
  constructor(readonly bytes: Uint8Array) {}
}

// Stored documents are never mutated (every write path stores a new object), so a document object's
// bytes stay valid as long as the object lives; a replaced document is a new key, and the old entry
// goes away with the old object.
const cache = new WeakMap<Doc, Uint8Array>();

// Small encodings are packed into 16 KiB slabs owned by the cache: one ArrayBuffer per document cost ~3× the
// memory (allocator and ArrayBuffer overhead), and slices of Buffer's shared pool could pin slabs full of
// short-lived data. A slab lives while any of its documents does, so churn wastes at most one slab per live
// document in the worst case, and far less in practice.
const SLAB_BYTES = 16 * 1024;
const OWN_COPY_BYTES = 1024;
let slab = new Uint8Array(0);
let slabUsed = 0;

function keep(bytes: Uint8Array): Uint8Array {
  if (bytes.length >= OWN_COPY_BYTES) return bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
  if (slabUsed + bytes.length > slab.length) {
    slab = new Uint8Array(SLAB_BYTES);
    slabUsed = 0;
  }
  const view = slab.subarray(slabUsed, slabUsed + bytes.length);
  view.set(bytes);
  slabUsed += bytes.length;
  return view;
}

/** The BSON of a stored document, encoded once and cached for later replies. */
export function storedBytes(doc: Doc): Uint8Array {
  let bytes = cache.get(doc);
  if (!bytes) {
    bytes = keep(BSON.serialize(doc));
    cache.set(doc, bytes);
  }
  return bytes;
}

/** Cached bytes when there are some, else a one-off encoding (snapshots: must not fill the cache). */
export function peekBytes(doc: Doc): Uint8Array {
  return cache.get(doc) ?? BSON.serialize(doc);
}

/** For tests: whether a document's bytes are cached. */
export function isCached(doc: Doc): boolean {
  return cache.has(doc);
}

type Field =
  | { name: string; string: string }
  | { name: string; int32: number }
  | { name: string; long: Long }
  | { name: string; doc: Uint8Array }
  | { name: string; fields: Field[] }
  | { name: string; array: Uint8Array[] };

const TYPE = { string: 0x02, doc: 0x03, array: 0x04, int32: 0x10, long: 0x12 } as const;

class Writer {
  private pos = 0;
  constructor(readonly buf: Buffer) {}
  cstring(s: string): void {
    this.pos += this.buf.write(s, this.pos, 'utf8');
    this.buf[this.pos++] = 0;
  }
  /** An array index as a key: ASCII digits and NUL, without a string encoder call per element. */
  indexKey(i: number): void {
    if (i < 10) this.buf[this.pos++] = 48 + i;
    else {
      const digits = String(i);
      for (let k = 0; k < digits.length; k++) this.buf[this.pos++] = digits.charCodeAt(k);
    }
    this.buf[this.pos++] = 0;
  }
  int32(n: number): void {
    this.pos = this.buf.writeInt32LE(n, this.pos);
  }
  bytes(b: Uint8Array): void {
    this.buf.set(b, this.pos);
    this.pos += b.length;
  }
  byte(n: number): void {
    this.buf[this.pos++] = n;
  }
  get offset(): number {
    return this.pos;
  }
}

function fieldSize(f: Field): number {
  const head = 1 + Buffer.byteLength(f.name, 'utf8') + 1;
  if ('string' in f) return head + 4 + Buffer.byteLength(f.string, 'utf8') + 1;
  if ('int32' in f) return head + 4;
  if ('long' in f) return head + 8;
  if ('doc' in f) return head + f.doc.length;
  if ('fields' in f) return head + documentSize(f.fields);
  let size = 4 + 1;
  for (let i = 0; i < f.array.length; i++) size += 1 + (i < 10 ? 1 : String(i).length) + 1 + f.array[i].length;
  return head + size;
}

function writeField(w: Writer, f: Field): void {
  const type = 'string' in f ? TYPE.string : 'int32' in f ? TYPE.int32 : 'long' in f ? TYPE.long : 'array' in f ? TYPE.array : TYPE.doc;
  w.byte(type);
  w.cstring(f.name);
  if ('string' in f) {
    w.int32(Buffer.byteLength(f.string, 'utf8') + 1);
    w.cstring(f.string);
  } else if ('int32' in f) w.int32(f.int32);
  else if ('long' in f) {
    w.int32(f.long.low);
    w.int32(f.long.high);
  } else if ('doc' in f) w.bytes(f.doc);
  else if ('fields' in f) writeDocument(w, f.fields);
  else {
    const start = w.offset;
    w.int32(0);
    for (let i = 0; i < f.array.length; i++) {
      w.byte(TYPE.doc);
      w.indexKey(i);
      w.bytes(f.array[i]);
    }
    w.byte(0);
    w.buf.writeInt32LE(w.offset - start, start);
  }
}

function documentSize(fields: Field[]): number {
  return fields.reduce((n, f) => n + fieldSize(f), 4 + 1);
}

function writeDocument(w: Writer, fields: Field[]): void {
  w.int32(documentSize(fields));
  for (const f of fields) writeField(w, f);
  w.byte(0);
}

export function encodeDocument(fields: Field[]): Buffer {
  const w = new Writer(Buffer.allocUnsafe(documentSize(fields)));
  writeDocument(w, fields);
  return w.buf;
}

/** `{cursor: {firstBatch|nextBatch: [...], id, ns}, ok: 1}` around already encoded documents. */
export function cursorReply(batchField: 'firstBatch' | 'nextBatch', docs: Uint8Array[], id: Long, ns: string): RawReply {
  const cursor: Field[] = [{ name: batchField, array: docs }, { name: 'id', long: id }, { name: 'ns', string: ns }];
  return new RawReply(encodeDocument([{ name: 'cursor', fields: cursor }, { name: 'ok', int32: 1 }]));
}

/** The journal's `{op: 'put', db, c, doc}` record around a document's encoded bytes. */
export function putRecord(db: string, c: string, doc: Uint8Array): Buffer {
  return encodeDocument([{ name: 'op', string: 'put' }, { name: 'db', string: db }, { name: 'c', string: c }, { name: 'doc', doc }]);
}
