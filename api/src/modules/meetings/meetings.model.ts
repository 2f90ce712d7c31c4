import mongoose, { Schema, type InferSchemaType } from 'mongoose';

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
  },
  { timestamps: true, versionKey: false },
);

// The list is always one owner's meetings, newest meeting first.
meetingSchema.index({ ownerId: 1, date: -1, time: -1 });

export type MeetingDoc = InferSchemaType<typeof meetingSchema> & { _id: mongoose.Types.ObjectId; createdAt: Date; updatedAt: Date };

export const MeetingModel = mongoose.models.Meeting ?? mongoose.model('Meeting', meetingSchema);
