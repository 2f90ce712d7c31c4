import mongoose from 'mongoose';
import { BUILT_IN_MEETING_TEMPLATES, MEETING_TEMPLATE_MESSAGES, QUOTA_LIMITS, type MeetingTemplate, type MeetingTemplateData } from '@haru/contracts';
import { notFound } from '../../http/app-error';
import { release, withinQuota } from '../../quotas/quota-counters';
import { MeetingTemplateModel, type TemplateDoc } from './templates.model';

interface Owned { ownerId: string }

const toDto = (doc: TemplateDoc): MeetingTemplate => ({ id: String(doc._id), name: doc.name, agenda: doc.agenda ?? '', built_in: false });

const templateQuota = (ownerId: string, limit: number = QUOTA_LIMITS.meetingTemplates) => ({
  kind: 'meetingTemplates' as const,
  key: [ownerId],
  limit,
  countExisting: () => MeetingTemplateModel.countDocuments({ ownerId }),
});

/** The four built-in templates, then the owner's own in the order they were saved. */
export async function listTemplates({ ownerId }: Owned): Promise<MeetingTemplate[]> {
  const own = await MeetingTemplateModel.find({ ownerId }).sort({ createdAt: 1, _id: 1 }).lean<TemplateDoc[]>();
  return [...BUILT_IN_MEETING_TEMPLATES, ...own.map(toDto)];
}

/** Past the owner's template quota → 409 quota_exceeded and nothing is stored. */
export async function createTemplate({ ownerId, data, limit }: Owned & { data: MeetingTemplateData; limit?: number }): Promise<MeetingTemplate> {
  const doc = await withinQuota(templateQuota(ownerId, limit), () => MeetingTemplateModel.create({ ...data, ownerId }));
  return toDto(doc.toObject() as TemplateDoc);
}

/** A built-in id, a malformed id or another owner's template is a 404 like a missing one. */
export async function deleteTemplate({ ownerId, id }: Owned & { id: string }): Promise<void> {
  if (!mongoose.isObjectIdOrHexString(id)) throw notFound(MEETING_TEMPLATE_MESSAGES.notFound);
  const result = await MeetingTemplateModel.deleteOne({ _id: new mongoose.Types.ObjectId(id), ownerId });
  if (result.deletedCount !== 1) throw notFound(MEETING_TEMPLATE_MESSAGES.notFound);
  await release(templateQuota(ownerId));
}
