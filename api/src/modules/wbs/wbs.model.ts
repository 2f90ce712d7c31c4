import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { PROGRESS_SOURCES, PROJECT_STATUSES, TASK_PRIORITIES, TASK_STATUSES } from '@haru/contracts';

/** Dates a user picks are stored as the `YYYY-MM-DD` calendar date in Korea: never shifted by time zones. */
const projectSchema = new Schema(
  {
    ownerId: { type: String, required: true },
    title: { type: String, required: true },
    description: { type: String, default: '' },
    startDate: { type: String, required: true },
    endDate: { type: String, required: true },
    status: { type: String, enum: PROJECT_STATUSES, default: 'planning' },
    // What every screen shows: the roll-up of the tasks (stored on each task write) or, without tasks, manualProgress.
    progress: { type: Number, default: 0 },
    progressSource: { type: String, enum: PROGRESS_SOURCES, default: 'manual' },
    manualProgress: { type: Number, default: 0 },
    // Replaced after every write to the project's tasks: the stamp of its cached task list (wbs.task-list.ts).
    taskRevision: { type: String, default: null },
    // The lease serialising the project's task writes (wbs.tree-lock.ts): holder's token and its expiry.
    treeLock: { type: String, default: null },
    treeLockUntil: { type: Date, default: null },
  },
  { timestamps: true, collection: 'wbs_projects' },
);
projectSchema.index({ ownerId: 1, updatedAt: -1 });

const taskSchema = new Schema(
  {
    ownerId: { type: String, required: true },
    projectId: { type: Schema.Types.ObjectId, required: true },
    title: { type: String, required: true },
    description: { type: String, default: '' },
    startDate: { type: String, default: null },
    endDate: { type: String, default: null },
    duration: { type: Number, default: 1 },
    progress: { type: Number, default: 0 },
    status: { type: String, enum: TASK_STATUSES, default: 'not_started' },
    priority: { type: String, enum: TASK_PRIORITIES, default: 'medium' },
    assignee: { type: String, default: '' },
    estimatedHours: { type: Number, default: null },
    parentId: { type: Schema.Types.ObjectId, default: null },
    // A cache of the depth (1 for a root); reads re-derive it from the parent links.
    level: { type: Number, default: 1 },
    orderIndex: { type: Number, default: 0 },
  },
  { timestamps: true, collection: 'wbs_tasks' },
);
taskSchema.index({ ownerId: 1, projectId: 1, parentId: 1, orderIndex: 1 });
// The calendar's range (calendar.service.ts): tasks ending on or after its first day, or with only one date set.
taskSchema.index({ ownerId: 1, endDate: 1, startDate: 1 });

export type ProjectDoc = InferSchemaType<typeof projectSchema> & { _id: mongoose.Types.ObjectId; createdAt: Date; updatedAt: Date };
export type TaskDoc = InferSchemaType<typeof taskSchema> & { _id: mongoose.Types.ObjectId; createdAt: Date; updatedAt: Date };

export const WbsProjectModel = mongoose.model('WbsProject', projectSchema);
export const WbsTaskModel = mongoose.model('WbsTask', taskSchema);
