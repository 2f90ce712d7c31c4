import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ToastProvider } from '@haru/ui-kit';
import NotificationsModal from './notifications-modal';

// jsdom has neither service workers nor PushManager: a small stand-in browser below, and the API answers faked at
// fetch (the real push path, with decryption, is tested in api/src/modules/push/push.routes.test.ts).
const KEY = `B${'A'.repeat(86)}`;
let calls: string[];
let saved: { id: string; endpoint: string }[];

const reply = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body });

beforeEach(() => {
  localStorage.setItem('access_token', 'a.e30.s');
  localStorage.setItem('refresh_token', 'r');
  calls = [];
  saved = [];
  global.fetch = (async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    const method = init?.method ?? 'GET';
    if (method !== 'GET') calls.push(`${method} ${path} ${init?.body ?? ''}`);
    if (path === '/api/push/vapid-public-key') return reply(200, { public_key: KEY });
    if (path === '/api/push/subscriptions' && method === 'GET') return reply(200, saved);
    if (path === '/api/push/subscriptions') {
      saved = [{ id: 's1', endpoint: 'https://push.example/dev1' }];
      return reply(201, { message: 'ok', subscription: saved[0] });
    }
    if (path === '/api/push/test') return reply(200, { message: '테스트 알림을 1개 기기로 보냈습니다', sent: 1, removed: 0, failed: 0 });
    return reply(200, { message: 'ok' });
  }) as unknown as typeof fetch;
});

afterEach(() => {
  for (const name of ['PushManager', 'Notification']) delete (window as unknown as Record<string, unknown>)[name];
  delete (navigator as unknown as Record<string, unknown>).serviceWorker;
});

/** A browser with push: permission answers `answer`; subscribe() records the key it was given. */
function fakeBrowser(answer: NotificationPermission) {
  const seen: { key?: Uint8Array; unsubscribed: boolean; registered?: string } = { unsubscribed: false };
  let subscription: PushSubscription | null = null;
  const pushManager = {
    getSubscription: async () => subscription,
    subscribe: async (options: { applicationServerKey: Uint8Array }) => {
      seen.key = options.applicationServerKey;
      subscription = {
        endpoint: 'https://push.example/dev1',
        toJSON: () => ({ endpoint: 'https://push.example/dev1', keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) }, expirationTime: null }),
        unsubscribe: async () => { seen.unsubscribed = true; subscription = null; return true; },
      } as unknown as PushSubscription;
      return subscription;
    },
  };
  const registration = { pushManager };
  Object.assign(window, { PushManager: class {}, Notification: { permission: 'default', requestPermission: async () => answer } });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register: async (url: string) => { seen.registered = url; return registration; },
      getRegistration: async () => (seen.registered ? registration : undefined),
      ready: Promise.resolve(registration),
    },
  });
  return seen;
}

const show = () => render(<ToastProvider><NotificationsModal open onClose={() => undefined} /></ToastProvider>);

describe('알림 설정', () => {
  it('without push support: says so, and 테스트 알림 still asks the API and shows its answer', async () => {
    show();
    expect(await screen.findByText(/이 브라우저는 푸시 알림을 지원하지 않습니다/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '이 기기에서 알림 켜기' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '테스트 알림' }));
    expect(await screen.findByText('테스트 알림을 1개 기기로 보냈습니다')).toBeInTheDocument();
    expect(calls).toEqual(['POST /api/push/test {}']);
  });

  it('turning on asks permission, registers /sw.js, subscribes with the VAPID key and saves the device; turning off removes it', async () => {
    const seen = fakeBrowser('granted');
    show();
    fireEvent.click(await screen.findByRole('button', { name: '이 기기에서 알림 켜기' }));
    await waitFor(() => expect(screen.getByTestId('push-state')).toHaveTextContent('이 기기에서 시스템 알림을 받고 있습니다.'));
    expect(seen.registered).toBe('/sw.js');
    expect(seen.key).toHaveLength(65);
    expect(seen.key?.[0]).toBe(0x04);
    expect(calls).toEqual([`POST /api/push/subscriptions ${JSON.stringify({ endpoint: 'https://push.example/dev1', keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) }, expirationTime: null })}`]);

    fireEvent.click(screen.getByRole('button', { name: '이 기기 알림 끄기' }));
    await waitFor(() => expect(screen.getByTestId('push-state')).toHaveTextContent('이 기기에서는 시스템 알림을 받지 않습니다.'));
    expect(calls[1]).toBe('DELETE /api/push/subscriptions/s1 ');
    expect(seen.unsubscribed).toBe(true);
  });

  it('a refused permission says how to allow it, and nothing is saved', async () => {
    fakeBrowser('denied');
    show();
    fireEvent.click(await screen.findByRole('button', { name: '이 기기에서 알림 켜기' }));
    expect(await screen.findByText(/알림이 차단되어 있습니다/)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
