import { z } from 'zod';

/** Web Push subscriptions of a device (issue 19, my page's 알림 설정). */
export const PUSH_LIMITS = { endpoint: 1024, perAccount: 20 } as const;

export const PUSH_MESSAGES = {
  endpointInvalid: '푸시 구독 주소가 올바르지 않습니다',
  endpointInsecure: '푸시 구독 주소는 https 주소여야 합니다',
  endpointBlocked: '푸시 구독 주소로 내부 네트워크 주소는 쓸 수 없습니다',
  keysInvalid: '푸시 구독 키(p256dh, auth)가 올바르지 않습니다',
  tooMany: `푸시 알림을 받을 기기는 최대 ${PUSH_LIMITS.perAccount}개까지 등록할 수 있습니다`,
  notFound: '푸시 구독을 찾을 수 없습니다',
  subscribed: '이 기기에서 푸시 알림을 받습니다',
  unsubscribed: '이 기기의 푸시 알림을 껐습니다',
  testTitle: '하루 테스트 알림',
  testBody: '알림이 이 기기에 잘 도착했습니다.',
  reminderTitle: '할일 알림',
  testSent: (sent: number) => `테스트 알림을 ${sent}개 기기로 보냈습니다`,
  testNone: '알림을 받을 기기가 없습니다. 먼저 이 기기에서 알림을 켜주세요',
} as const;

/** base64url without padding: a P-256 public key is 65 bytes (87 characters), the auth secret 16 (22). */
const base64url = (chars: number) => z.string({ error: PUSH_MESSAGES.keysInvalid }).regex(new RegExp(`^[A-Za-z0-9_-]{${chars}}$`), { message: PUSH_MESSAGES.keysInvalid });

/** POST /api/push/subscriptions: what `PushSubscription.toJSON()` gives in the browser. */
export const pushSubscriptionCreateSchema = z
  .object({
    endpoint: z
      .string({ error: PUSH_MESSAGES.endpointInvalid })
      .max(PUSH_LIMITS.endpoint, { message: PUSH_MESSAGES.endpointInvalid })
      .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), { message: PUSH_MESSAGES.endpointInvalid }),
    keys: z.object({ p256dh: base64url(87), auth: base64url(22) }, { error: PUSH_MESSAGES.keysInvalid }).strict(),
    expirationTime: z.number({ error: PUSH_MESSAGES.endpointInvalid }).nullable().optional(),
  })
  .strict();
export type PushSubscriptionCreate = z.output<typeof pushSubscriptionCreateSchema>;

/** A device's subscription on the wire (keys stay on the server). */
export const pushSubscriptionSchema = z.object({ id: z.string(), endpoint: z.string(), created_at: z.string() });
export type PushSubscriptionDto = z.infer<typeof pushSubscriptionSchema>;

/** POST /api/push/test answer: how many devices got it, how many were gone (404/410) and removed, how many failed. */
export const pushTestResultSchema = z.object({ message: z.string(), sent: z.number(), removed: z.number(), failed: z.number() });
export type PushTestResult = z.infer<typeof pushTestResultSchema>;

/** What a push message carries (the service worker shows it as a system notification). */
export interface PushPayload { title: string; body: string; url: string; tag: string }
