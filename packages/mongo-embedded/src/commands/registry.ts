// Dispatches a command document to its handler; names match case-insensitively like mongod (drivers send `buildinfo`).
import { fail, unsupported } from '../engine/errors';
import type { Doc } from '../engine/values';
import type { CommandContext, Handler, Reply } from './context';
import { adminCommands } from './admin';
import { ddlCommands } from './ddl';
import { readCommands } from './read';
import { writeCommands } from './write';
import { aggregateCommands } from './aggregate';

const handlers = new Map<string, Handler>();
for (const group of [adminCommands, ddlCommands, readCommands, writeCommands, aggregateCommands]) {
  for (const [name, h] of Object.entries(group)) handlers.set(name.toLowerCase(), h);
}

const TXN_MESSAGE = 'Transaction numbers are only allowed on a replica set member or mongos';

function refuseUnsupportedOptions(cmd: Doc): void {
  // A standalone mongod has no transactions; answer exactly as it does.
  if ('txnNumber' in cmd || 'startTransaction' in cmd || cmd.autocommit === false) fail('IllegalOperation', TXN_MESSAGE);
  if (cmd.collation !== undefined) unsupported('collation');
  // `let` variables would be silently unresolved in $expr: refuse them
  if (cmd.let !== undefined) unsupported('let variables');
  for (const list of [cmd.updates, cmd.deletes, cmd.indexes]) {
    if (Array.isArray(list) && list.some((s) => s && typeof s === 'object' && 'collation' in s)) unsupported('collation');
  }
}

export async function runCommand(cmd: Doc, ctx: CommandContext): Promise<Reply> {
  const name = Object.keys(cmd)[0];
  if (!name) fail('FailedToParse', 'empty command');
  const handler = handlers.get(name.toLowerCase());
  if (!handler) fail('CommandNotFound', `no such command: '${name}'`);
  refuseUnsupportedOptions(cmd);
  return handler(cmd, ctx);
}
