/**
 * The few service-worker globals the worker uses, typed here: the shell's TypeScript program has the DOM library,
 * and adding the webworker library beside it conflicts.
 */
export interface ExtendableEvent extends Event { waitUntil(promise: Promise<unknown>): void }
export interface FetchEvent extends ExtendableEvent { request: Request; respondWith(response: Promise<Response> | Response): void }
export interface PushEvent extends ExtendableEvent { data: { json(): unknown; text(): string } | null }
export interface NotificationEvent extends ExtendableEvent { notification: Notification & { data?: { url?: string } } }
export interface MessageEventLike extends ExtendableEvent { data: unknown }
/** Background Sync (Chromium): fired when the browser is online again for a tag a page registered. */
export interface SyncEvent extends ExtendableEvent { tag: string; lastChance: boolean }
export interface WindowClientLike { url: string; focus(): Promise<unknown>; navigate(url: string): Promise<unknown>; postMessage(message: unknown, transfer?: Transferable[]): void }

export interface WorkerScope {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options?: { type?: 'window'; includeUncontrolled?: boolean }): Promise<WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
}

export const worker = self as unknown as WorkerScope;
