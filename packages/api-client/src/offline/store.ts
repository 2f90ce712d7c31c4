import { openDB, type IDBPDatabase } from 'idb';
import type { QueuedWrite } from './types';

/**
 * The queue's storage: one IndexedDB database per device, `haru-offline`, store `writes` keyed by an increasing
 * `seq` (the replay order) with an index on the owner, so each user's writes are read and deleted alone.
 */
const DB_NAME = 'haru-offline';
const STORE = 'writes';

let opening: Promise<IDBPDatabase> | null = null;

function database(): Promise<IDBPDatabase> {
  opening ??= openDB(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore(STORE, { keyPath: 'seq', autoIncrement: true }).createIndex('owner', 'owner');
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

/** Stores a new write; answers its `seq`. */
export async function addWrite(write: Omit<QueuedWrite, 'seq'>): Promise<number> {
  return (await (await database()).add(STORE, write)) as number;
}

/** The owner's writes in the order they were made. */
export async function ownerWrites(owner: string): Promise<QueuedWrite[]> {
  const writes = (await (await database()).getAllFromIndex(STORE, 'owner', owner)) as QueuedWrite[];
  return writes.sort((a, b) => a.seq - b.seq);
}

export async function putWrite(write: QueuedWrite): Promise<void> {
  await (await database()).put(STORE, write);
}

export async function deleteWrites(seqs: readonly number[]): Promise<void> {
  if (!seqs.length) return;
  const tx = (await database()).transaction(STORE, 'readwrite');
  await Promise.all([...seqs.map((seq) => tx.store.delete(seq)), tx.done]);
}

/** Removes every write of `owner` (logout). */
export async function deleteOwnerWrites(owner: string): Promise<void> {
  await deleteWrites((await ownerWrites(owner)).map((w) => w.seq));
}
