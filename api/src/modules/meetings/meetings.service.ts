import mongoose from 'mongoose';
import { MEETING_MESSAGES, QUOTA_LIMITS, type Meeting, type MeetingData } from '@haru/contracts';
import { bumpStamp } from '../../cache/revisions';
import { notFound } from '../../http/app-error';
import { release, withinQuota } from '../../quotas/quota-counters';
import { MeetingModel, type MeetingDoc } from './meetings.model';
import { derivedString, mergeRows, rowsFromString, rowsOf, toActionItem, type RowSource, type StoredRow } from './action-rows';
import { syncTodosAfterMeetingWrite, unlinkTodosOfMeeting } from './action-links';
import { carriedLinks, withCarriedLinks, type CarriedLink } from './carried-links';
import { indexRecord, unindexRecords } from '../search/search.entries';
import { putInTrash } from '../trash/trash.model';
import { matchFilter, nextVersion, refuseStale, type VersionCheck } from '../../http/preconditions';

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
    action_item_rows: rowsOf(doc as RowSource).map(toActionItem),
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
export const meetingQuota = (ownerId: string, limit: number = QUOTA_LIMITS.meetings) => ({
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

/**
 * The stored action-item fields for a body (issue 21): rows from the Haru client win and the string is derived from
 * them; a spec client's string equal to the current one changes nothing; another string becomes rows when it is in
 * their derived form, and is otherwise kept as written (rows split from it on each read).
 */
function actionFields(data: MeetingData, current: RowSource | null, carried: readonly (CarriedLink | null)[]): { action_items?: string; actionRows?: StoredRow[] | null } {
  const { action_item_rows: input, action_items: text } = data;
  const currentRows = current ? rowsOf(current) : [];
  if (input !== undefined) {
    const rows = withCarriedLinks(mergeRows(currentRows, input), carried);
    return { action_items: derivedString(rows), actionRows: rows };
  }
  if (current && text === (current.action_items ?? '')) return {};
  const rows = rowsFromString(text, currentRows, data.attendees);
  return { action_items: text, actionRows: rows };
}

/** The body as stored: the rows' wire field left out, null rows meaning "none stored" ($unset on update). */
function stored(data: MeetingData, current: RowSource | null, carried: readonly (CarriedLink | null)[]) {
  const { action_item_rows: _rows, action_items: _text, ...rest } = data;
  const fields = actionFields(data, current, carried);
  const set = { ...rest, ...(fields.action_items !== undefined ? { action_items: fields.action_items } : {}), ...(fields.actionRows ? { actionRows: fields.actionRows } : {}) };
  return { set, unsetRows: fields.actionRows === null };
}

/** Past the account's quota (`limit`) → 409 quota_exceeded and nothing is stored. */
export async function createMeeting({ ownerId, data, limit }: OwnerScope & { data: MeetingData; limit?: number }): Promise<Meeting> {
  const { set } = stored(data, null, await carriedLinks(ownerId, data.action_item_rows));
  const doc = await withinQuota(meetingQuota(ownerId, limit), () => MeetingModel.create({ ...set, ownerId }));
  const created = doc.toObject() as MeetingDoc;
  await indexRecord('meeting', created);
  await bumpStamp('meetings', ownerId);
  const after = (created as RowSource).actionRows ?? [];
  if (after.some((r) => r.todoId)) {
    await syncTodosAfterMeetingWrite({ ownerId, meetingId: String(created._id), title: created.title, date: created.date, before: [], after });
  }
  return toDto(created);
}

/** A conditional write that matched nothing: 412 with the current meeting, or 404 when it is gone. */
const refuseMeeting = (ref: MeetingRef) =>
  refuseStale(async () => {
    const doc = await MeetingModel.findOne(scoped(ref)).lean<MeetingDoc>();
    return doc && toDto(doc);
  }, () => notFound(MEETING_MESSAGES.notFound));

/** `version`: the If-Match versions the write may replace (http/preconditions.ts), checked in the write itself. */
export async function updateMeeting(ref: MeetingRef & { data: MeetingData; version?: VersionCheck }): Promise<Meeting> {
  const current = await MeetingModel.findOne(scoped(ref)).lean<MeetingDoc>();
  if (!current) throw notFound(MEETING_MESSAGES.notFound);
  const { set, unsetRows } = stored(ref.data, current as RowSource, await carriedLinks(ref.ownerId, ref.data.action_item_rows, ref.id));
  const { version } = ref;
  const fields = version ? { ...set, updatedAt: nextVersion(version) } : set;
  const update = unsetRows ? { $set: fields, $unset: { actionRows: 1 } } : { $set: fields };
  const options = { returnDocument: 'after' as const, runValidators: true, ...(version ? { timestamps: false } : {}) };
  const doc = await MeetingModel.findOneAndUpdate({ ...scoped(ref), ...matchFilter(version) }, update, options).lean<MeetingDoc>();
  if (!doc) {
    if (version) await refuseMeeting(ref);
    throw notFound(MEETING_MESSAGES.notFound);
  }
  await indexRecord('meeting', doc);
  await bumpStamp('meetings', ref.ownerId);
  await syncTodosAfterMeetingWrite({
    ownerId: ref.ownerId, meetingId: ref.id, title: doc.title, date: doc.date,
    before: (current as RowSource).actionRows ?? [], after: (doc as RowSource).actionRows ?? [],
  });
  return toDto(doc);
}

/** Deletes a meeting into the 휴지통 (issue 22): the whole document is kept for a restore. */
export async function deleteMeeting(ref: MeetingRef & { now: Date; version?: VersionCheck }): Promise<void> {
  const deleted = await MeetingModel.findOneAndDelete({ ...scoped(ref), ...matchFilter(ref.version) }).lean<MeetingDoc>();
  if (!deleted) {
    if (ref.version) await refuseMeeting(ref);
    throw notFound(MEETING_MESSAGES.notFound);
  }
  // Independent writes at once (their journal records share one fdatasync); the stamp strictly after them.
  await Promise.all([
    putInTrash({ ownerId: ref.ownerId, kind: 'meeting', itemId: ref.id, title: deleted.title, docs: { meetings: [deleted as unknown as Record<string, unknown>] }, now: ref.now }),
    release(meetingQuota(ref.ownerId)),
    unindexRecords(ref.ownerId, [ref.id]),
  ]);
  await bumpStamp('meetings', ref.ownerId);
  await unlinkTodosOfMeeting({ ownerId: ref.ownerId, meetingId: ref.id });
}
