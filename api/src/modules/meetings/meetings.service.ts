import mongoose from 'mongoose';
import { MEETING_MESSAGES, type Meeting, type MeetingData } from '@haru/contracts';
import { bumpStamp } from '../../cache/revisions';
import { notFound } from '../../http/app-error';
import { MeetingModel, type MeetingDoc } from './meetings.model';

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

/**
 * The whole list with every field: mf-meetings searches the full agenda and seeds a meeting's detail screen from
 * its list entry, so nothing is left out but the owner. The route answers it from the list cache (meetings.routes.ts).
 */
export async function listMeetings({ ownerId }: OwnerScope): Promise<Meeting[]> {
  const docs = await MeetingModel.find({ ownerId }, { ownerId: 0 }).sort({ date: -1, time: -1, createdAt: -1 }).lean<MeetingDoc[]>();
  return docs.map(toDto);
}

export async function getMeeting(ref: MeetingRef): Promise<Meeting> {
  const doc = await MeetingModel.findOne(scoped(ref)).lean<MeetingDoc>();
  if (!doc) throw notFound(MEETING_MESSAGES.notFound);
  return toDto(doc);
}

export async function createMeeting({ ownerId, data }: OwnerScope & { data: MeetingData }): Promise<Meeting> {
  const doc = await MeetingModel.create({ ...data, ownerId });
  await bumpStamp('meetings', ownerId);
  return toDto(doc.toObject() as MeetingDoc);
}

export async function updateMeeting(ref: MeetingRef & { data: MeetingData }): Promise<Meeting> {
  const doc = await MeetingModel.findOneAndUpdate(scoped(ref), { $set: ref.data }, { returnDocument: 'after', runValidators: true }).lean<MeetingDoc>();
  if (!doc) throw notFound(MEETING_MESSAGES.notFound);
  await bumpStamp('meetings', ref.ownerId);
  return toDto(doc);
}

export async function deleteMeeting(ref: MeetingRef): Promise<void> {
  const result = await MeetingModel.deleteOne(scoped(ref));
  if (result.deletedCount !== 1) throw notFound(MEETING_MESSAGES.notFound);
  await bumpStamp('meetings', ref.ownerId);
}
