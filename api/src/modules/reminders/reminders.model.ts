import mongoose, { Schema, type InferSchemaType } from 'mongoose';

/**
 * The fire-time index: one document per armed reminder of a to-do (`reminder_jobs`). The to-do keeps what the user
 * chose (`reminders`); this collection keeps when each fires and whether it has, and is what the scheduler claims.
 * States: pending → claimed (one scheduler holds it until `leaseUntil`) → fired (waiting for the open app) → seen.
 */
export const JOB_STATES = ['pending', 'claimed', 'fired', 'seen'] as const;

const jobSchema = new Schema(
  {
    ownerId: { type: String, required: true },
    todoId: { type: String, required: true },
    /** reminderKey(): 'at_due', 'before_10m', … or 'at:<ISO>' */
    key: { type: String, required: true },
    fireAt: { type: Date, required: true },
    state: { type: String, enum: JOB_STATES, default: 'pending' },
    /** set by 다시 알림: the job keeps its new time when the to-do is edited */
    snoozed: { type: Boolean, default: false },
    claimToken: { type: String, default: null },
    leaseUntil: { type: Date, default: null },
    firedAt: { type: Date, default: null },
  },
  { timestamps: true, versionKey: false, strict: 'throw', collection: 'reminder_jobs' },
);

jobSchema.index({ state: 1, fireAt: 1 });
jobSchema.index({ state: 1, leaseUntil: 1 });
jobSchema.index({ todoId: 1 });
jobSchema.index({ ownerId: 1, state: 1, fireAt: 1 });

export type ReminderJobDoc = InferSchemaType<typeof jobSchema> & { _id: mongoose.Types.ObjectId };

export const ReminderJobModel = mongoose.model('ReminderJob', jobSchema);
