import type { RevisionScope, StampRelay } from './revisions';

/**
 * Revision stamps across node:cluster workers (API_WORKERS > 1, REVISION_STAMPS=memory). Each worker keeps the
 * stamps in memory (stamp-mirror.ts), so a stamp one worker writes must be in every other worker's copy before
 * the writing request is answered — then the next request, on any worker, sees it (a logout is refused, a list
 * shows the write). The worker sends the stamp to the primary after writing it to the database; the primary passes
 * it to every other worker that is serving and answers the writer once all of them applied it. A worker that does
 * not confirm within RELAY_TIMEOUT_MS is stopped (its copy can no longer be trusted; the primary starts another,
 * which reads every stamp from the database afresh).
 */
export const RELAY_TIMEOUT_MS = 5_000;

export type RelayMessage =
  | { type: 'haru:bump'; id: number; scope: RevisionScope; ownerId: string; stamp: string }
  | { type: 'haru:bumped'; id: number }
  | { type: 'haru:stamp'; id: number; scope: RevisionScope; ownerId: string; stamp: string }
  | { type: 'haru:stamp-applied'; id: number };

/** What the hub needs of a worker: node:cluster's Worker has both. */
export interface RelayPeer {
  send(message: RelayMessage): unknown;
  /** stops a worker whose copy can no longer be trusted */
  stop(): void;
}

interface Pending { waiting: Set<RelayPeer>; done: () => void; timer: NodeJS.Timeout }

/** The primary's side: which workers serve, and the stamps on their way to them. */
export class StampHub {
  private readonly peers = new Set<RelayPeer>();
  private readonly pending = new Map<number, Pending>();
  private next = 0;

  constructor(private readonly onTimeout: (peer: RelayPeer) => void = (peer) => peer.stop()) {}

  /** From its first message on (it listens for stamps before it asks to start), the worker gets every stamp. */
  join(peer: RelayPeer): void {
    this.peers.add(peer);
  }

  /** A worker that exited: nothing waits for it any more. */
  leave(peer: RelayPeer): void {
    this.peers.delete(peer);
    for (const [id, p] of this.pending) this.confirm(id, p, peer);
  }

  receive(from: RelayPeer, message: RelayMessage): void {
    if (message.type === 'haru:bump') this.relay(from, message);
    else if (message.type === 'haru:stamp-applied') {
      const p = this.pending.get(message.id);
      if (p) this.confirm(message.id, p, from);
    }
  }

  private relay(from: RelayPeer, m: Extract<RelayMessage, { type: 'haru:bump' }>): void {
    const answer = () => from.send({ type: 'haru:bumped', id: m.id });
    const others = [...this.peers].filter((p) => p !== from);
    if (others.length === 0) {
      answer();
      return;
    }
    this.next += 1;
    const id = this.next;
    const timer = setTimeout(() => {
      const p = this.pending.get(id);
      if (!p) return;
      for (const peer of p.waiting) this.onTimeout(peer);
      this.pending.delete(id);
      answer();
    }, RELAY_TIMEOUT_MS);
    this.pending.set(id, { waiting: new Set(others), done: answer, timer });
    for (const peer of others) peer.send({ type: 'haru:stamp', id, scope: m.scope, ownerId: m.ownerId, stamp: m.stamp });
  }

  private confirm(id: number, p: Pending, peer: RelayPeer): void {
    if (!p.waiting.delete(peer) || p.waiting.size > 0) return;
    clearTimeout(p.timer);
    this.pending.delete(id);
    p.done();
  }
}

/** What a worker needs of its IPC channel (node's `process` in a cluster worker). */
export interface RelayChannel {
  send(message: RelayMessage): unknown;
  on(event: 'message', listener: (message: RelayMessage) => void): unknown;
}

/**
 * The worker's side: applies every stamp the primary passes on (and confirms it), and returns the relay bumpStamp
 * awaits for the stamps this worker writes. Install it before the worker asks to start.
 */
export function workerStampRelay(channel: RelayChannel, apply: (scope: RevisionScope, ownerId: string, stamp: string) => void): StampRelay {
  const waiting = new Map<number, () => void>();
  let next = 0;
  channel.on('message', (message) => {
    if (message?.type === 'haru:stamp') {
      apply(message.scope, message.ownerId, message.stamp);
      channel.send({ type: 'haru:stamp-applied', id: message.id });
    } else if (message?.type === 'haru:bumped') {
      waiting.get(message.id)?.();
      waiting.delete(message.id);
    }
  });
  return (scope, ownerId, stamp) => new Promise<void>((resolve) => {
    next += 1;
    waiting.set(next, resolve);
    channel.send({ type: 'haru:bump', id: next, scope, ownerId, stamp });
  });
}
