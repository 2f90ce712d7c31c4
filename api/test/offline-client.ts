import 'fake-indexeddb/auto';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { startTestApi, type TestApi, type TestUser } from './harness';

/**
 * The offline write queue (@haru/api-client/offline, issue 24) loaded for a test through real IndexedDB
 * (fake-indexeddb, a complete in-memory implementation), a memory localStorage and a switchable `navigator.onLine`,
 * talking to the real API over HTTP (`useOfflineApi`).
 */
class MemoryStorage {
  private data = new Map<string, string>();
  getItem(key: string) { return this.data.get(key) ?? null; }
  setItem(key: string, value: string) { this.data.set(key, String(value)); }
  removeItem(key: string) { this.data.delete(key); }
  clear() { this.data.clear(); }
  key(i: number) { return [...this.data.keys()][i] ?? null; }
  get length() { return this.data.size; }
}
(globalThis as { localStorage?: MemoryStorage }).localStorage = new MemoryStorage();
export const network = { onLine: true };
Object.defineProperty(globalThis, 'navigator', { value: network, configurable: true });

export interface Item { id: string; title: string; status?: string; updated_at: string }
export interface Write { seq: number; op: string; id: string; local: unknown; conflict?: { status: number; server: Item | null } }
/** A calendar event as the client's move takes it (`CalendarEvent` of @haru/contracts). */
export interface Event { id: string; type: 'todo' | 'meeting'; source_id: string; title: string; date: string; end_date: null; completed: boolean; time: string | null; status: string | null; version?: string }
/** The part of the client used by the tests (typed here: the API's tsconfig has no DOM types for the client's source). */
export interface Offline {
  createOrQueue(kind: 'todo', body: unknown, local: (id: string, now: string) => Item): Promise<{ item: Item; queued: boolean }>;
  updateOrQueue(kind: 'todo' | 'meeting', item: Item, body: unknown, edited: Item): Promise<{ item: Item; queued: boolean }>;
  removeOrQueue(kind: 'todo', item: Item): Promise<{ queued: boolean }>;
  moveOrQueue(event: Event, moved: Event, save: () => Promise<unknown>): Promise<{ queued: boolean }>;
  canApplyMine(write: Write): boolean;
  localTodo(id: string, input: unknown, now: string): Item;
  editedTodo(todo: Item, patch: unknown): Item;
  editedMeeting(meeting: Item, input: unknown): Item;
  reloadQueue(): Promise<Write[]>;
  replayWrites(): Promise<{ sent: number; blocked: boolean }>;
  resolveConflict(seq: number, choice: 'mine' | 'server'): Promise<{ sent: number; blocked: boolean }>;
  clearQueuedWrites(owner?: string): Promise<void>;
}
/* eslint-disable @typescript-eslint/no-require-imports -- loaded after the storage and navigator exist */
export const client = require('@haru/api-client') as { setBaseUrl(url: string): void; writeSession(s: { accessToken: string; refreshToken: string; username: string }): void };
export const offline = require('@haru/api-client/offline') as Offline;
/* eslint-enable @typescript-eslint/no-require-imports */

/** Starts the API on a port for the client (online again before each test); `signIn` makes a user and signs them in. */
export function useOfflineApi() {
  let api: TestApi;
  let server: Server;
  beforeAll(async () => {
    api = await startTestApi();
    server = createServer(api.handler).listen(0);
    client.setBaseUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });
  afterAll(async () => {
    server.close();
    await api.close();
  });
  beforeEach(() => {
    network.onLine = true;
  });
  return {
    api: () => api,
    signIn: async (prefix: string): Promise<TestUser> => {
      const user = await api.user(prefix);
      client.writeSession({ accessToken: user.access, refreshToken: user.refresh, username: user.username });
      return user;
    },
  };
}
