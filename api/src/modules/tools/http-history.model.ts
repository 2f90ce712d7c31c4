import mongoose, { Schema, type Types } from 'mongoose';
import { BODY_TYPES, HTTP_METHODS, type HttpHistoryEntry } from '@haru/contracts';

/** The stored form of a history entry: the DTO's fields with the owner, an ObjectId and a Date. */
export interface HttpHistoryDoc extends Omit<HttpHistoryEntry, 'id' | 'created_at'> {
  _id: Types.ObjectId;
  ownerId: string;
  created_at: Date;
}

const pair = new Schema({ name: { type: String, required: true }, value: { type: String, default: '' } }, { _id: false });

/** One request sent with the API tester, kept per user (newest HTTP_TOOL_LIMITS.historyMax). */
const httpHistorySchema = new Schema<HttpHistoryDoc>(
  {
    ownerId: { type: String, required: true },
    method: { type: String, enum: HTTP_METHODS, required: true },
    url: { type: String, required: true },
    headers: { type: [pair], default: [] },
    query: { type: [pair], default: [] },
    body_type: { type: String, enum: BODY_TYPES, default: 'none' },
    body: { type: String, default: '' },
    status: { type: Number, default: null },
    error: { type: String, default: null },
    time_ms: { type: Number, required: true },
  },
  { timestamps: { createdAt: 'created_at', updatedAt: false }, versionKey: false, strict: 'throw' },
);
httpHistorySchema.index({ ownerId: 1, created_at: -1 });

export const HttpHistory = mongoose.model<HttpHistoryDoc>('HttpHistory', httpHistorySchema, 'http_history');
