import mongoose, { Schema, type InferSchemaType } from 'mongoose';

/** A user's own meeting template (issue 21): a name and the agenda headings it fills in. */
const templateSchema = new Schema(
  {
    ownerId: { type: String, required: true },
    name: { type: String, required: true },
    agenda: { type: String, default: '' },
  },
  { timestamps: true, versionKey: false, strict: 'throw' },
);

templateSchema.index({ ownerId: 1, createdAt: 1 });

export type TemplateDoc = InferSchemaType<typeof templateSchema> & { _id: mongoose.Types.ObjectId; createdAt: Date; updatedAt: Date };

export const MeetingTemplateModel = mongoose.models.MeetingTemplate ?? mongoose.model('MeetingTemplate', templateSchema);
