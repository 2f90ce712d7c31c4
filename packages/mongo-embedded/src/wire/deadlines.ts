// Per-connection time limits: a connection that sends nothing for `idleMs` while none of its commands is running,
// or leaves a frame unfinished for `frameMs` (counted from the frame's first byte, so a slow drip cannot stretch
// it), is closed. 0 disables either limit.
import type net from 'node:net';

export interface ConnectionTimeouts {
  /** default 10 minutes */
  idleMs: number;
  /** default 30 seconds */
  frameMs: number;
}

export const DEFAULT_TIMEOUTS: ConnectionTimeouts = { idleMs: 600_000, frameMs: 30_000 };

export class Deadlines {
  private running = 0;
  private frameTimer: NodeJS.Timeout | undefined;

  constructor(socket: net.Socket, private readonly limits: ConnectionTimeouts, private readonly drop: (why: string) => void) {
    if (limits.idleMs > 0) {
      socket.setTimeout(limits.idleMs, () => {
        if (this.running === 0 && !this.frameTimer) drop(`idle for ${limits.idleMs} ms`);
      });
    }
  }

  /** After each read: `completed` frames were taken, `buffered` bytes of the next one wait for the rest. */
  received(completed: number, buffered: number): void {
    if (completed > 0) this.clearFrame();
    if (buffered > 0 && !this.frameTimer && this.limits.frameMs > 0) {
      this.frameTimer = setTimeout(() => this.drop(`incomplete message for ${this.limits.frameMs} ms`), this.limits.frameMs);
    }
  }

  commandStarted(): void {
    this.running++;
  }

  commandEnded(): void {
    this.running--;
  }

  close(): void {
    this.clearFrame();
  }

  private clearFrame(): void {
    clearTimeout(this.frameTimer);
    this.frameTimer = undefined;
  }
}
