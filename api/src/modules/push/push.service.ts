import { ECDH } from 'node:crypto';
import { isIP } from 'node:net';
import mongoose from 'mongoose';
import { PUSH_LIMITS, PUSH_MESSAGES, type PushPayload, type PushSubscriptionCreate, type PushSubscriptionDto } from '@haru/contracts';
import { badRequest, conflict, notFound } from '../../http/app-error';
import { bareHost, isAllowListed } from '../tools/address-guard';
import { isBlockedAddress } from '../tools/special-addresses';
import { PushSubscriptionModel, type PushSubscriptionDoc } from './push.model';
import { sendPush, type PushTransport } from './push.send';

interface Owned { ownerId: string }

const toDto = (doc: PushSubscriptionDoc): PushSubscriptionDto => ({ id: String(doc._id), endpoint: doc.endpoint, created_at: doc.createdAt.toISOString() });
const endpointError = (message: string) => badRequest(message, [{ field: 'endpoint', message }]);

/**
 * A push endpoint is an external URL by design (the browser vendor's push service), so it is not limited to known
 * hosts; but the server will POST to it, so it must be https and must not name a special address. Names are
 * checked again, resolved, at every send (push.send.ts).
 */
function checkEndpoint(endpoint: string, allowHosts: readonly string[]): void {
  const url = new URL(endpoint);
  if (isAllowListed(url, allowHosts)) return;
  if (url.protocol !== 'https:') throw endpointError(PUSH_MESSAGES.endpointInsecure);
  if (url.username || url.password) throw endpointError(PUSH_MESSAGES.endpointInvalid);
  const host = bareHost(url);
  if ((isIP(host) && isBlockedAddress(host)) || host === 'localhost' || host.endsWith('.localhost')) throw endpointError(PUSH_MESSAGES.endpointBlocked);
}

/** p256dh must be a point on P-256 (the contract checks only its length), or no message could be encrypted for it. */
function checkKeys(p256dh: string): void {
  try {
    ECDH.convertKey(Buffer.from(p256dh, 'base64url'), 'prime256v1');
  } catch {
    throw badRequest(PUSH_MESSAGES.keysInvalid, [{ field: 'keys.p256dh', message: PUSH_MESSAGES.keysInvalid }]);
  }
}

export async function listSubscriptions({ ownerId }: Owned): Promise<PushSubscriptionDto[]> {
  const docs = (await PushSubscriptionModel.find({ ownerId }).sort({ createdAt: 1 }).lean()) as PushSubscriptionDoc[];
  return docs.map(toDto);
}

/** Saves this device's subscription (the same endpoint again replaces its keys). */
export async function subscribe({ ownerId, input, allowHosts }: Owned & { input: PushSubscriptionCreate; allowHosts: readonly string[] }): Promise<PushSubscriptionDto> {
  checkEndpoint(input.endpoint, allowHosts);
  checkKeys(input.keys.p256dh);
  const existing = await PushSubscriptionModel.countDocuments({ ownerId, endpoint: mongoose.trusted({ $ne: input.endpoint }) });
  if (existing >= PUSH_LIMITS.perAccount) throw conflict(PUSH_MESSAGES.tooMany);
  const doc = (await PushSubscriptionModel.findOneAndUpdate(
    { ownerId, endpoint: input.endpoint },
    { $set: { p256dh: input.keys.p256dh, auth: input.keys.auth } },
    { upsert: true, returnDocument: 'after', runValidators: true },
  ).lean()) as PushSubscriptionDoc;
  return toDto(doc);
}

export async function unsubscribe({ ownerId, id }: Owned & { id: string }): Promise<void> {
  if (!/^[0-9a-f]{24}$/i.test(id)) throw notFound(PUSH_MESSAGES.notFound);
  const result = await PushSubscriptionModel.deleteOne({ _id: new mongoose.Types.ObjectId(id), ownerId });
  if (result.deletedCount !== 1) throw notFound(PUSH_MESSAGES.notFound);
}

export interface PushReport { sent: number; removed: number; failed: number }

/** Sends one message to every device of the account; subscriptions the push service says are gone are removed. */
export async function pushToOwner({ ownerId, payload, transport }: Owned & { payload: PushPayload; transport: PushTransport }): Promise<PushReport> {
  const subs = (await PushSubscriptionModel.find({ ownerId }).lean()) as PushSubscriptionDoc[];
  const outcomes = await Promise.all(subs.map(async (s) => ({ s, outcome: await sendPush(s, payload, transport) })));
  const gone = outcomes.filter((o) => o.outcome === 'gone').map((o) => o.s._id);
  if (gone.length) await PushSubscriptionModel.deleteMany({ _id: mongoose.trusted({ $in: gone }), ownerId });
  return {
    sent: outcomes.filter((o) => o.outcome === 'sent').length,
    removed: gone.length,
    failed: outcomes.filter((o) => o.outcome === 'failed').length,
  };
}
