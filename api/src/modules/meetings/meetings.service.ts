import mongoose from 'mongoose';
import { MEETING_MESSAGES, QUOTA_LIMITS, type Meeting, type MeetingData } from '@haru/contracts';
import { bumpStamp } from '../../cache/revisions';
import { notFound } from '../../http/app-error';
import { release, withinQuota } from '../../quotas/quota-counters';
import { MeetingModel, type MeetingDoc } from './meetings.model';
import { indexRecord, unindexRecords } from '../search/search.entries';

export interface OwnerScope { ownerId: string }
export interface MeetingRef extends OwnerScope { id: string }

function toDto(doc: MeetingDoc): Meeting {
  return {
    id: doc._id.toString(),
    title: doc.title,
    date: doc.date,
    time: doc.time,
    location: doc.location ?? '',
    attendees: [...(doc.attendees ?? [])],
    agenda: doc.agenda ?? '',
    content: doc.content ?? '',
    decisions: doc.decisions ?? '',
    action_items: doc.action_items ?? '',
    created_at: doc.createdAt.toISOString(),
    updated_at: doc.updatedAt.toISOString(),
  };
}

/** The owner's filter for one id; a malformed id can match nothing, so it is a 404 like another user's id. */
function scoped({ ownerId, id }: MeetingRef) {
  if (!mongoose.isObjectIdOrHexString(id)) throw notFound(MEETING_MESSAGES.notFound);
  return { _id: new mongoose.Types.ObjectId(id), ownerId };
}

const listed = (ownerId: string) => MeetingModel.find({ ownerId }, { ownerId: 0 }).sort({ date: -1, time: -1, createdAt: -1 });

/**
 * The whole list with every field: mf-meetings searches the full agenda and seeds a meeting's detail screen from
 * its list entry, so nothing is left out but the owner.
 */
export async function listMeetings({ ownerId }: OwnerScope): Promise<Meeting[]> {
  return (await listed(ownerId).lean<MeetingDoc[]>()).map(toDto);
}

/**
 * The same list through a database cursor, a batch at a time: what GET /api/meetings streams (meetings.routes.ts),
 * so the server never holds a whole list of up to 5,000 meetings of 30 KB each (25 per batch: under 1 MB).
 */
export async function* streamMeetings({ ownerId }: OwnerScope): AsyncGenerator<Meeting> {
  const cursor = listed(ownerId).lean<MeetingDoc>().cursor({ batchSize: 25 });
  try {
    for await (const doc of cursor) yield toDto(doc as MeetingDoc);
  } finally {
    await cursor.close();
  }
}

/** The account's meeting quota (quotas/quota-counters.ts); `limit` comes from the API's configuration. */
const meetingQuota = (ownerId: string, limit: number = QUOTA_LIMITS.meetings) => ({
  kind: 'meetings' as const,
  key: [ownerId],
  limit,
  countExisting: () => MeetingModel.countDocuments({ ownerId }),
});

export async function getMeeting(ref: MeetingRef): Promise<Meeting> {
  const doc = await MeetingModel.findOne(scoped(ref)).lean<MeetingDoc>();
  if (!doc) throw notFound(MEETING_MESSAGES.notFound);
  return toDto(doc);
}

/** Past the account's quota (`limit`) → 409 quota_exceeded and nothing is stored. */
export async function createMeeting({ ownerId, data, limit }: OwnerScope & { data: MeetingData; limit?: number }): Promise<Meeting> {
  const doc = await withinQuota(meetingQuota(ownerId, limit), () => MeetingModel.create({ ...data, ownerId }));
  await indexRecord('meeting', doc.toObject() as MeetingDoc);
  await bumpStamp('meetings', ownerId);
  return toDto(doc.toObject() as MeetingDoc);
}

export async function updateMeeting(ref: MeetingRef & { data: MeetingData }): Promise<Meeting> {
  const doc = await MeetingModel.findOneAndUpdate(scoped(ref), { $set: ref.data }, { returnDocument: 'after', runValidators: true }).lean<MeetingDoc>();
  if (!doc) throw notFound(MEETING_MESSAGES.notFound);
  await indexRecord('meeting', doc);
  await bumpStamp('meetings', ref.ownerId);
  return toDto(doc);
}

export async function deleteMeeting(ref: MeetingRef): Promise<void> {
  const result = await MeetingModel.deleteOne(scoped(ref));
  if (result.deletedCount !== 1) throw notFound(MEETING_MESSAGES.notFound);
  await release(meetingQuota(ref.ownerId));
  await unindexRecords(ref.ownerId, [ref.id]);
  await bumpStamp('meetings', ref.ownerId);
}
