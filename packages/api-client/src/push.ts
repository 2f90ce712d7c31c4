import type { PushSubscriptionCreate, PushSubscriptionDto, PushTestResult } from '@haru/contracts';
import { request } from './http';

/** Web Push devices of the account (my page's 알림 설정). */
export const pushKeys = { subscriptions: () => ['push', 'subscriptions'] as const };

export const pushApi = {
  /** applicationServerKey for PushManager.subscribe (base64url). */
  vapidPublicKey: () => request<{ public_key: string }>('/api/push/vapid-public-key').then((r) => r.public_key),
  list: (signal?: AbortSignal) => request<PushSubscriptionDto[]>('/api/push/subscriptions', { signal }),
  subscribe: (body: PushSubscriptionCreate) => request<{ message: string; subscription: PushSubscriptionDto }>('/api/push/subscriptions', { method: 'POST', body }),
  unsubscribe: (id: string) => request<{ message: string }>(`/api/push/subscriptions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  test: () => request<PushTestResult>('/api/push/test', { method: 'POST', body: {} }),
};
