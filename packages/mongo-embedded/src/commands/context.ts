// What a command handler gets: the engine, cursors, the target database and a way to wait for durability.
import type { CursorManager } from '../engine/cursors';
import type { Engine } from '../engine/database';
import { fail } from '../engine/errors';
import type { Doc } from '../engine/values';
import type { RawReply } from '../wire/raw-bson';

export interface ServerInfo {
  startedAt: number;
  connections: () => number;
  totalConnections: () => number;
}

export interface CommandContext {
  engine: Engine;
  cursors: CursorManager;
  db: string;
  connectionId: number;
  remote: string;
  server: ServerInfo;
  /** resolves once every change made so far is on disk */
  commit(): Promise<void>;
}

/** A reply document, or one already encoded (find/getMore/aggregate cursors). */
export type Reply = Doc | RawReply;

export type Handler = (cmd: Doc, ctx: CommandContext) => Reply | Promise<Reply>;

/** The value of the command's first field, which names the collection for most commands. */
export function collectionName(cmd: Doc, name: string): string {
  const v = cmd[Object.keys(cmd)[0]];
  if (typeof v !== 'string' || v === '') fail('InvalidNamespace', `collection name has invalid type ${typeof v} for ${name}`);
  return v;
}

export function docArg(cmd: Doc, field: string): Doc {
  const v = cmd[field];
  if (v === undefined || v === null) return {};
  if (typeof v !== 'object' || Array.isArray(v)) fail('TypeMismatch', `BSON field '${field}' is the wrong type, expected type 'object'`);
  return v as Doc;
}
