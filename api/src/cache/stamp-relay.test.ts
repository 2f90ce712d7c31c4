import { EventEmitter } from 'node:events';
import { RELAY_TIMEOUT_MS, StampHub, workerStampRelay, type RelayMessage, type RelayPeer } from './stamp-relay';

// The relay of revision stamps between node:cluster workers, wired as cluster.ts wires it but over in-process
// channels: what each worker's copy holds, and when the writing worker's bumpStamp may resolve. The real cluster is
// tested end to end in api/test/reliability/cluster.test.ts (a logout or a write on one worker, the next request on
// the other).
type Applied = [string, string, string];

/** A worker: its IPC channel (two emitters, as process and cluster's Worker), the stamps it applied, its relay. */
function worker(hub: StampHub, name: string) {
  const toWorker = new EventEmitter();
  const applied: Applied[] = [];
  let stopped = false;
  let hold = false;
  const held: RelayMessage[] = [];
  const peer: RelayPeer = {
    send: (m) => (hold ? held.push(m) : setImmediate(() => toWorker.emit('message', m))),
    stop: () => { stopped = true; },
  };
  const relay = workerStampRelay(
    { send: (m) => setImmediate(() => hub.receive(peer, m)), on: (_e, listener) => toWorker.on('message', listener) },
    (scope, owner, stamp) => applied.push([scope, owner, `${stamp}@${name}`]),
  );
  hub.join(peer);
  return {
    peer, relay, applied,
    stopped: () => stopped,
    /** the worker stops reading its channel (busy, or hung) until `release` */
    hold: () => { hold = true; },
    release: () => { hold = false; for (const m of held.splice(0)) setImmediate(() => toWorker.emit('message', m)); },
  };
}

const settled = async <T>(p: Promise<T>) => {
  let done = false;
  void p.then(() => { done = true; });
  for (let i = 0; i < 20; i++) await new Promise((r) => setImmediate(r));
  return done;
};

describe('stamp relay between cluster workers', () => {
  it('given three workers, when one writes a stamp, then it resolves only after both others applied it, and never applies its own', async () => {
    const hub = new StampHub();
    const [a, b, c] = [worker(hub, 'a'), worker(hub, 'b'), worker(hub, 'c')];
    c.hold();
    const written = a.relay('todos', 'owner1', 's1');
    expect(await settled(written)).toBe(false);
    expect(b.applied).toEqual([['todos', 'owner1', 's1@b']]);
    expect(c.applied).toEqual([]);
    c.release();
    expect(await settled(written)).toBe(true);
    expect(c.applied).toEqual([['todos', 'owner1', 's1@c']]);
    expect(a.applied).toEqual([]);
  });

  it('given a worker alone, then its writes resolve at once', async () => {
    const hub = new StampHub();
    const a = worker(hub, 'a');
    expect(await settled(a.relay('sessions', 'owner1', 's1'))).toBe(true);
  });

  it('given a worker that exits before it applied a stamp, then the writer is answered without it', async () => {
    const hub = new StampHub();
    const [a, b] = [worker(hub, 'a'), worker(hub, 'b')];
    b.hold();
    const written = a.relay('meetings', 'owner1', 's1');
    expect(await settled(written)).toBe(false);
    hub.leave(b.peer);
    expect(await settled(written)).toBe(true);
    // and it is not sent anything any more
    expect(await settled(a.relay('meetings', 'owner1', 's2'))).toBe(true);
  });

  it(`given a worker that does not apply a stamp within ${RELAY_TIMEOUT_MS} ms, then it is stopped and the writer answered`, async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick'] });
    try {
      const hub = new StampHub();
      const [a, b, c] = [worker(hub, 'a'), worker(hub, 'b'), worker(hub, 'c')];
      b.hold();
      const written = a.relay('projects', 'owner1', 's1');
      expect(await settled(written)).toBe(false);
      jest.advanceTimersByTime(RELAY_TIMEOUT_MS - 1);
      expect(await settled(written)).toBe(false);
      expect(b.stopped()).toBe(false);
      jest.advanceTimersByTime(1);
      expect(await settled(written)).toBe(true);
      expect(b.stopped()).toBe(true);
      expect(c.stopped()).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });

  it('given concurrent writes from two workers, then each is answered after the other worker applied it, in order per worker', async () => {
    const hub = new StampHub();
    const [a, b] = [worker(hub, 'a'), worker(hub, 'b')];
    await Promise.all([a.relay('todos', 'o', 'a1'), b.relay('todos', 'o', 'b1'), a.relay('todos', 'o', 'a2')]);
    expect(b.applied).toEqual([['todos', 'o', 'a1@b'], ['todos', 'o', 'a2@b']]);
    expect(a.applied).toEqual([['todos', 'o', 'b1@a']]);
  });
});
