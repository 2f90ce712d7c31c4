import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConnectionBanner } from './connection-banner';
import { SW_MESSAGES } from '../pwa/sw-protocol';

/** jsdom has no service worker: a container with the parts the shell uses (register, controller, messages). */
function installContainer(waiting: { postMessage: jest.Mock } | null) {
  const container = Object.assign(new EventTarget(), {
    controller: {},
    register: jest.fn(async () => Object.assign(new EventTarget(), { waiting, installing: null })),
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return container;
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  act(() => { window.dispatchEvent(new Event(online ? 'online' : 'offline')); });
}

afterEach(() => {
  delete (navigator as unknown as Record<string, unknown>).serviceWorker;
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});

describe('ConnectionBanner', () => {
  it('offline, names the time of the oldest offline copy a screen showed (Seoul time); online again, it goes', async () => {
    const container = installContainer(null);
    render(<ConnectionBanner />);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    setOnline(false);
    expect(screen.getByTestId('offline-banner').textContent).toMatch(/^오프라인 · 마지막 동기화 \d{2}:\d{2}$/);
    for (const at of ['2026-03-02T03:10:00Z', '2026-03-02T02:42:00Z', '2026-03-02T03:00:00Z']) {
      act(() => { container.dispatchEvent(new MessageEvent('message', { data: { type: SW_MESSAGES.servedFromCache, syncedAt: at } })); });
    }
    expect(screen.getByTestId('offline-banner').textContent).toBe('오프라인 · 마지막 동기화 11:42');
    setOnline(true);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });

  it('registers /sw.js and, when a new version waits, offers 새로고침 that tells it to take over', async () => {
    const waiting = { postMessage: jest.fn() };
    const container = installContainer(waiting);
    render(<ConnectionBanner />);
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect((await screen.findByTestId('update-banner')).textContent).toContain('새 버전이 있습니다 ·');
    await userEvent.click(screen.getByRole('button', { name: '새로고침' }));
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: SW_MESSAGES.skipWaiting });
  });
});
