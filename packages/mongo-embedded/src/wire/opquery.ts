// Legacy OP_QUERY, kept by drivers only for the first handshake (`ismaster`/`hello` on admin.$cmd); answered with OP_REPLY.
import { BSON } from 'bson';
import { header, OP_REPLY, ProtocolError } from './frames';
import { readDocument } from './opmsg';
import { RawReply } from './raw-bson';

export interface OpQuery { collection: string; query: Record<string, unknown> }

export function parseOpQuery(body: Buffer): OpQuery {
  if (body.length < 4 + 1 + 8 + 5) throw new ProtocolError('OP_QUERY too short');
  const zero = body.indexOf(0, 4);
  if (zero < 0) throw new ProtocolError('OP_QUERY collection name not terminated');
  const collection = body.toString('utf8', 4, zero);
  const [query] = readDocument(body, zero + 1 + 8);
  return { collection, query };
}

export function encodeOpReply(requestId: number, responseTo: number, doc: Record<string, unknown> | RawReply): Buffer {
  const payload = doc instanceof RawReply ? doc.bytes : BSON.serialize(doc);
  const fields = Buffer.alloc(20);
  fields.writeInt32LE(0, 0); // responseFlags
  fields.writeBigInt64LE(0n, 4); // cursorID
  fields.writeInt32LE(0, 12); // startingFrom
  fields.writeInt32LE(1, 16); // numberReturned
  const length = 16 + 20 + payload.length;
  return Buffer.concat([header(length, requestId, responseTo, OP_REPLY), fields, payload]);
}
