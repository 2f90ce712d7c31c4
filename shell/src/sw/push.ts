import { worker } from './scope';

/** Web Push (issue 19): shows a pushed reminder and opens its screen on click. */
export function handlePush(): void {
  worker.addEventListener('push', (event) => {
    let data: { title?: string; body?: string; tag?: string; url?: unknown };
    try {
      data = (event.data ? event.data.json() : {}) as typeof data;
    } catch {
      data = { body: event.data ? event.data.text() : '' };
    }
    event.waitUntil(worker.registration.showNotification(data.title || '하루', {
      body: data.body || '',
      tag: data.tag || undefined,
      lang: 'ko',
      icon: '/icon-192.png',
      data: { url: typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/home' },
    }));
  });

  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = event.notification.data?.url ?? '/home';
    event.waitUntil((async () => {
      const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === worker.location.origin);
      if (open) {
        await open.focus();
        return open.navigate(url);
      }
      return worker.clients.openWindow(url);
    })());
  });
}
