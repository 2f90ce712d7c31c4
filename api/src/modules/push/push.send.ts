import webpush from 'web-push';
import type { PushPayload } from '@haru/contracts';
import { sendOutbound } from '../tools/outbound';
import { GuardError, isAllowListed } from '../tools/address-guard';
import type { VapidKeys } from './vapid';

export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushTarget { endpoint: string; p256dh: string; auth: string }
export interface PushTransport { vapid: VapidKeys; allowHosts: readonly string[]; timeoutMs?: number }

/** How long a push service keeps an undelivered message (s): a reminder an hour late is still worth showing. */
const TTL_SECONDS = 3600;

/**
 * Encrypts the payload for the subscription (aes128gcm, RFC 8291) and signs the request (VAPID, RFC 8292) with
 * `web-push`, then sends it through the API tester's outbound client: every endpoint must resolve to public
 * addresses only (the SSRF guard; PUSH_ALLOW_HOSTS excepted), the connection goes to the checked address, and no
 * redirect is followed. 404/410 → 'gone' (the browser dropped the subscription); a refused address also counts
 * as gone, since it can never work.
 */
export async function sendPush(target: PushTarget, payload: PushPayload, transport: PushTransport): Promise<PushOutcome> {
  const url = new URL(target.endpoint);
  if (url.protocol !== 'https:' && !isAllowListed(url, transport.allowHosts)) return 'gone';
  let details: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      { vapidDetails: transport.vapid, TTL: TTL_SECONDS, contentEncoding: 'aes128gcm' },
    );
  } catch {
    return 'gone'; // keys no browser could have made: this subscription can never receive anything
  }
  const headers = Object.entries(details.headers).map(([name, value]) => ({ name, value: String(value) }));
  try {
    const res = await sendOutbound(
      { method: details.method, url, headers, body: details.body ? Buffer.from(details.body) : null },
      { allowHosts: transport.allowHosts, timeoutMs: transport.timeoutMs ?? 10_000, maxBytes: 4096, maxRedirects: 0 },
    );
    if (res.status >= 200 && res.status < 300) return 'sent';
    return res.status === 404 || res.status === 410 ? 'gone' : 'failed';
  } catch (error) {
    if (error instanceof GuardError) return 'gone';
    return 'failed';
  }
}
