import { pushApi } from '@haru/api-client';

/** This browser's Web Push state: no support, blocked by the user, not receiving, or receiving. */
export type DeviceState = 'unsupported' | 'denied' | 'off' | 'on';

/** The app's service worker (shell/src/sw/sw.ts, built to /sw.js): push notifications, offline copies (issue 24). */
export const SERVICE_WORKER_URL = '/sw.js';

export function pushSupported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** base64url (the VAPID public key) → the bytes PushManager.subscribe takes. */
export function base64urlBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(value.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** On only when this browser holds a subscription and the server has it for this account. */
export async function readDeviceState(): Promise<DeviceState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const subscription = await currentSubscription();
  if (!subscription) return 'off';
  return (await pushApi.list()).some((s) => s.endpoint === subscription.endpoint) ? 'on' : 'off';
}

/** Asks permission, registers the service worker, subscribes with the API's VAPID key and saves the device. */
export async function turnOn(): Promise<DeviceState> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const key = await pushApi.vapidPublicKey();
  const subscription = (await registration.pushManager.getSubscription())
    ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64urlBytes(key) }));
  const json = subscription.toJSON();
  await pushApi.subscribe({ endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' }, expirationTime: json.expirationTime ?? null });
  return 'on';
}

/** Removes this device from the account and drops the browser's subscription. */
export async function turnOff(): Promise<DeviceState> {
  const subscription = await currentSubscription();
  if (subscription) {
    const saved = (await pushApi.list()).find((s) => s.endpoint === subscription.endpoint);
    if (saved) await pushApi.unsubscribe(saved.id);
    await subscription.unsubscribe();
  }
  return 'off';
}
