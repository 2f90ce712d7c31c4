import mongoose, { Schema, type mongo } from 'mongoose';
import { quotaMessage, type QuotaKind } from '@haru/contracts';
import { AppError } from '../http/app-error';

/**
 * One counter per account and quota (`todos:<ownerId>`, `tasksPerProject:<ownerId>:<projectId>`): how many items
 * the account keeps there. A create first reserves a place with one conditional update (`count < limit` → +1),
 * which the database applies atomically, so parallel creates can never together pass the limit; a failed create
 * gives its place back, a delete gives back what it removed.
 * A counter that does not exist yet (an account from before quotas) starts from the real number of items.
 */
const counterSchema = new Schema(
  { _id: { type: String, required: true }, count: { type: Number, required: true } },
  { versionKey: false, strict: 'throw', collection: 'quota_counters' },
);

export const QuotaCounterModel = mongoose.models.QuotaCounter ?? mongoose.model('QuotaCounter', counterSchema);

type CounterDoc = { _id: string; count: number };

/** The driver's collection: the ids and operators are built here, never taken from a request. */
const counters = () => QuotaCounterModel.collection as unknown as mongo.Collection<CounterDoc>;

export interface QuotaScope {
  kind: QuotaKind;
  /** the owner, and for tasks the project: the parts of the counter's id */
  key: string[];
  limit: number;
  /** how many items the scope holds now, read only to start a counter that does not exist yet */
  countExisting: () => Promise<number>;
}

const idOf = (scope: Pick<QuotaScope, 'kind' | 'key'>) => [scope.kind, ...scope.key].join(':');

export const quotaExceeded = (kind: QuotaKind, limit: number) => new AppError(409, 'quota_exceeded', quotaMessage(kind, limit));

/**
 * Takes `n` places under the quota (one for a create, many for a restore or import), or throws 409
 * `quota_exceeded` (Korean detail) when fewer are left. When the conditional update takes nothing, the counter is
 * either full or missing; a missing one is started and the update tried again (also when a racing request started
 * it in between).
 */
export async function reserve(scope: QuotaScope, n = 1): Promise<void> {
  if (n <= 0) return;
  const _id = idOf(scope);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const taken = await counters().updateOne({ _id, count: { $lte: scope.limit - n } }, { $inc: { count: n } });
    if (taken.modifiedCount === 1) return;
    const counter = await counters().findOne({ _id });
    if (counter && counter.count + n > scope.limit) break;
    if (!counter) await start(_id, scope);
  }
  throw quotaExceeded(scope.kind, scope.limit);
}

/** Creates the counter from the real count; a racing request that created it first wins (duplicate key). */
async function start(_id: string, scope: QuotaScope): Promise<void> {
  const count = await scope.countExisting();
  try {
    await counters().insertOne({ _id, count });
  } catch (error) {
    if ((error as { code?: number }).code !== 11000) throw error;
  }
}

/** Gives back `n` places (a failed create, or the items a delete removed). Never below zero. */
export async function release(scope: Pick<QuotaScope, 'kind' | 'key'>, n = 1): Promise<void> {
  if (n <= 0) return;
  const _id = idOf(scope);
  await counters().updateOne({ _id }, [{ $set: { count: { $max: [0, { $subtract: ['$count', n] }] } } }]);
}

/** Forgets a counter whose items are all gone (a deleted project's tasks). */
export async function dropCounter(scope: Pick<QuotaScope, 'kind' | 'key'>): Promise<void> {
  await counters().deleteOne({ _id: idOf(scope) });
}

/** Runs `create` on a reserved place; the place is given back if the create fails. */
export async function withinQuota<T>(scope: QuotaScope, create: () => Promise<T>): Promise<T> {
  await reserve(scope);
  try {
    return await create();
  } catch (error) {
    await release(scope).catch(() => undefined);
    throw error;
  }
}
