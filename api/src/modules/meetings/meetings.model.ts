import mongoose, { Schema, type InferSchemaType } from 'mongoose';

/** One action item (issue 21); `todoId` is the to-do it was sent to (할일로 보내기). */
const actionRowSchema = new Schema(
  {
    id: { type: String, required: true },
    text: { type: String, required: true },
    owner: { type: String, default: '' },
    dueDate: { type: String, default: null },
    done: { type: Boolean, default: false },
    todoId: { type: String, default: null },
  },
  { _id: false },
);

const meetingSchema = new Schema(
  {
    ownerId: { type: String, required: true },
    title: { type: String, required: true },
    date: { type: String, required: true },
    time: { type: String, required: true },
    location: { type: String, default: '' },
    attendees: { type: [String], default: [] },
    agenda: { type: String, default: '' },
    content: { type: String, default: '' },
    decisions: { type: String, default: '' },
    action_items: { type: String, default: '' },
    /**
     * Absent on meetings written before issue 21 (and when a spec client's string could not become rows): their
     * rows are split from `action_items` on each read, and stored by the first write that has rows.
     */
    actionRows: { type: [actionRowSchema], default: undefined },
  },
  { timestamps: true, versionKey: false },
);

// The list is always one owner's meetings, newest meeting first.
meetingSchema.index({ ownerId: 1, date: -1, time: -1 });

export type MeetingDoc = InferSchemaType<typeof meetingSchema> & { _id: mongoose.Types.ObjectId; createdAt: Date; updatedAt: Date };

export const MeetingModel = mongoose.models.Meeting ?? mongoose.model('Meeting', meetingSchema);
