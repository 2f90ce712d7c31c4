import mongoose, { Types } from 'mongoose';
import { SOURCES } from './sources';

/**
 * Test data written straight into the collections the to-do, meeting and WBS modules own, with their field
 * names, so the figures can be checked against exact inputs (including timestamps in the past).
 */
type Fields = Record<string, unknown>;

function db() {
  return mongoose.connection.db!;
}

export async function seedTodo(ownerId: string, f: Fields = {}) {
  const now = new Date();
  const doc = {
    _id: new Types.ObjectId(), ownerId, title: '할일', description: '', priority: 'medium', priorityRank: 2, status: 'pending',
    category: null, dueDate: null, dueKey: '9999-12-31', titleKey: '할일', tags: [], createdAt: now, updatedAt: now, ...f,
  };
  await db().collection(SOURCES.todos).insertOne(doc);
  return String(doc._id);
}

export async function seedMeeting(ownerId: string, f: Fields = {}) {
  const now = new Date();
  const doc = { _id: new Types.ObjectId(), ownerId, title: '회의', date: '2025-01-01', time: '10:00', attendees: [], createdAt: now, updatedAt: now, ...f };
  await db().collection(SOURCES.meetings).insertOne(doc);
  return String(doc._id);
}

export async function seedProject(ownerId: string, f: Fields = {}) {
  const now = new Date();
  const doc = { _id: new Types.ObjectId(), ownerId, title: '프로젝트', description: '', startDate: '2025-01-01', endDate: '2025-01-31', status: 'planning', progress: 0, createdAt: now, updatedAt: now, ...f };
  await db().collection(SOURCES.projects).insertOne(doc);
  return doc._id;
}

export async function seedTask(ownerId: string, projectId: Types.ObjectId, f: Fields = {}) {
  const now = new Date();
  const _id = new Types.ObjectId();
  await db().collection(SOURCES.tasks).insertOne({ _id, ownerId, projectId, title: '작업', status: 'not_started', progress: 0, level: 1, orderIndex: 0, parentId: null, createdAt: now, updatedAt: now, ...f });
  return String(_id);
}

export const daysAgo = (days: number, from = new Date()) => new Date(from.getTime() - days * 86_400_000);
