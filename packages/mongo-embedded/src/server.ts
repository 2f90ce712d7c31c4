// TCP front end: frames each connection's bytes, runs its commands one at a time, writes replies.
// A bad frame closes only that connection; the server keeps serving the others.
import net from 'node:net';
import { runCommand } from './commands/registry';
import type { CommandContext, Reply, ServerInfo } from './commands/context';
import type { CursorManager } from './engine/cursors';
import type { Engine } from './engine/database';
import { MongoServerError, toErrorReply } from './engine/errors';
import type { Doc } from './engine/values';
import { FrameReader, OP_COMPRESSED, OP_MSG, OP_QUERY, ProtocolError, type Frame } from './wire/frames';
import { encodeOpMsgParts, MORE_TO_COME, parseOpMsg } from './wire/opmsg';
import { encodeOpReply, parseOpQuery } from './wire/opquery';
import { Deadlines, DEFAULT_TIMEOUTS, type ConnectionTimeouts } from './wire/deadlines';

export interface WireServerOptions {
  engine: Engine;
  cursors: CursorManager;
  commit: () => Promise<void>;
  log: (msg: string) => void;
  timeouts?: Partial<ConnectionTimeouts>;
}

/** A TCP port and host, or a Unix socket path. */
export type ListenTarget = { port: number; host: string } | { path: string };

const HANDSHAKE = new Set(['ismaster', 'hello']);

/** Large bodies (cursor batches) go out without being copied behind their header; small ones in one write. */
function writeParts(socket: net.Socket, [head, body]: [Buffer, Uint8Array]): void {
  if (body.length < 16 * 1024) {
    socket.write(Buffer.concat([head, body]));
    return;
  }
  socket.cork();
  socket.write(head);
  socket.write(body);
  socket.uncork();
}

export class WireServer {
  private readonly server = net.createServer((s) => this.onConnection(s));
  private readonly sockets = new Set<net.Socket>();
  private nextConnectionId = 0;
  private nextRequestId = 1;
  private readonly info: ServerInfo;

  constructor(private readonly opts: WireServerOptions) {
    this.info = {
      startedAt: Date.now(),
      connections: () => this.sockets.size,
      totalConnections: () => this.nextConnectionId,
    };
  }

  /** Resolves with the TCP port (0 for a Unix socket). */
  listen(target: ListenTarget): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(target, () => {
        this.server.off('error', reject);
        const address = this.server.address();
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
  }

  private onConnection(socket: net.Socket): void {
    socket.setNoDelay(true);
    this.sockets.add(socket);
    const connectionId = ++this.nextConnectionId;
    const ctx: CommandContext = {
      engine: this.opts.engine,
      cursors: this.opts.cursors,
      db: 'admin',
      connectionId,
      remote: socket.remoteAddress === undefined ? 'unix socket' : `${socket.remoteAddress}:${socket.remotePort}`,
      server: this.info,
      commit: this.opts.commit,
    };
    const reader = new FrameReader();
    let queue = Promise.resolve();
    const drop = (why: string) => {
      this.opts.log(`mongo-embedded: closing connection ${connectionId}: ${why}`);
      socket.destroy();
    };
    const deadlines = new Deadlines(socket, { ...DEFAULT_TIMEOUTS, ...this.opts.timeouts }, drop);
    socket.on('data', (data) => {
      let frames: Frame[];
      try {
        frames = reader.push(data);
      } catch (err) {
        return drop((err as Error).message);
      }
      deadlines.received(frames.length, reader.pending);
      for (const frame of frames) {
        deadlines.commandStarted();
        queue = queue
          .then(() => (socket.destroyed ? undefined : this.handle(frame, ctx, socket, drop)))
          .finally(() => deadlines.commandEnded());
      }
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      deadlines.close();
      this.sockets.delete(socket);
    });
  }

  private async handle(frame: Frame, ctx: CommandContext, socket: net.Socket, drop: (why: string) => void): Promise<void> {
    try {
      if (frame.opCode === OP_MSG) {
        const { flags, command } = parseOpMsg(frame.body);
        const reply = await this.execute(command, ctx);
        if (!(flags & MORE_TO_COME)) writeParts(socket, encodeOpMsgParts(this.nextRequestId++, frame.requestId, reply));
      } else if (frame.opCode === OP_QUERY) {
        const reply = await this.legacyQuery(frame.body, ctx);
        socket.write(encodeOpReply(this.nextRequestId++, frame.requestId, reply));
      } else if (frame.opCode === OP_COMPRESSED) {
        drop('OP_COMPRESSED is not supported (compression is never offered in hello)');
      } else {
        drop(`unsupported opCode ${frame.opCode}`);
      }
    } catch (err) {
      if (err instanceof ProtocolError) drop(err.message);
      else drop(`internal error: ${(err as Error).stack ?? err}`);
    }
  }

  private async execute(command: Doc, ctx: CommandContext): Promise<Reply> {
    const db = command.$db;
    if (typeof db !== 'string') return toErrorReply(new ProtocolError('OP_MSG command has no $db field'));
    try {
      return await runCommand(command, { ...ctx, db });
    } catch (err) {
      // client errors are answered; anything else is a bug worth a stack trace in the log
      if (!(err instanceof MongoServerError)) this.opts.log(`mongo-embedded: internal error: ${(err as Error).stack ?? String(err)}`);
      return toErrorReply(err);
    }
  }

  private async legacyQuery(body: Buffer, ctx: CommandContext): Promise<Reply> {
    const { collection, query } = parseOpQuery(body);
    const cmd = (query.$query ?? query) as Doc;
    const name = Object.keys(cmd)[0]?.toLowerCase() ?? '';
    if (!collection.endsWith('.$cmd') || !HANDSHAKE.has(name)) {
      return { ok: 0, errmsg: `Unsupported OP_QUERY command: ${name || collection}. The client driver may require an upgrade.`, code: 352, codeName: 'UnsupportedOpQueryCommand' };
    }
    return this.execute({ ...cmd, $db: collection.slice(0, -5) }, ctx);
  }

  async close(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
