/**
 * Many callers' keyed reads in one trip to the database, without ever answering a caller from a read that was
 * issued before it asked. A caller joins the NEXT read: one starts on the event loop's check phase
 * (setImmediate), after the requests that arrived in that loop turn have asked, and only once the read before it
 * has answered; whoever asks meanwhile waits for the following one. So every answer comes from a read issued after
 * the call, and a write acknowledged (to any process's client) before a request arrived is in the read that
 * answers that request: what makes a revocation or a write through another process count on the next request.
 *
 * Under concurrency this turns one read per request into one per batch (10 connections: ~1 read per 5 requests);
 * a lone request pays the read as before, started in the same loop turn.
 */
export function nextReadBatcher<K, V>(readMany: (keys: K[]) => Promise<Map<K, V>>, maxKeysPerRead = 128): (key: K) => Promise<V> {
  interface Waiter { resolve(value: V): void; reject(error: unknown): void }
  let waiting = new Map<K, Waiter[]>();
  let scheduled = false;
  let reading = false;

  const schedule = () => {
    if (scheduled || reading || waiting.size === 0) return;
    scheduled = true;
    setImmediate(flush);
  };

  function flush(): void {
    scheduled = false;
    const batch = waiting;
    waiting = new Map();
    reading = true;
    const keys = [...batch.keys()];
    let out = Math.ceil(keys.length / maxKeysPerRead);
    const ended = () => {
      out -= 1;
      if (out > 0) return;
      reading = false;
      schedule();
    };
    for (let i = 0; i < keys.length; i += maxKeysPerRead) {
      const chunk = keys.slice(i, i + maxKeysPerRead);
      readMany(chunk).then(
        (found) => {
          for (const key of chunk) {
            const waiters = batch.get(key)!;
            if (found.has(key)) for (const w of waiters) w.resolve(found.get(key) as V);
            else for (const w of waiters) w.reject(new Error('nextReadBatcher: the read did not answer a key'));
          }
          ended();
        },
        (error: unknown) => {
          for (const key of chunk) for (const w of batch.get(key)!) w.reject(error);
          ended();
        },
      );
    }
  }

  return (key) => new Promise<V>((resolve, reject) => {
    const waiters = waiting.get(key);
    if (waiters) waiters.push({ resolve, reject });
    else waiting.set(key, [{ resolve, reject }]);
    schedule();
  });
}
