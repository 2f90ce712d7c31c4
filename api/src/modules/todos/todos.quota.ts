import { QUOTA_LIMITS } from '@haru/contracts';
import { TodoModel } from './todos.model';

/** The account's to-do quota (quotas/quota-counters.ts); `limit` comes from the API's configuration. */
export const todoQuota = (ownerId: string, limit: number = QUOTA_LIMITS.todos) => ({
  kind: 'todos' as const,
  key: [ownerId],
  limit,
  countExisting: () => TodoModel.countDocuments({ ownerId }),
});
