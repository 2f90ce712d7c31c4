import type { Types } from 'mongoose';
import { QUOTA_LIMITS } from '@haru/contracts';
import type { QuotaScope } from '../../quotas/quota-counters';
import { WbsProjectModel, WbsTaskModel } from './wbs.model';

/** The account's project quota; `limit` comes from the API's configuration (quotas/quota-counters.ts). */
export const projectQuota = (ownerId: string, limit: number = QUOTA_LIMITS.projects): QuotaScope => ({
  kind: 'projects',
  key: [ownerId],
  limit,
  countExisting: () => WbsProjectModel.countDocuments({ ownerId }),
});

/** The task quota of one project (its counter goes with the project). */
export const taskQuota = (ownerId: string, projectId: Types.ObjectId, limit: number = QUOTA_LIMITS.tasksPerProject): QuotaScope => ({
  kind: 'tasksPerProject',
  key: [ownerId, String(projectId)],
  limit,
  countExisting: () => WbsTaskModel.countDocuments({ ownerId, projectId }),
});
