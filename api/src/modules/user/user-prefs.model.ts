import mongoose, { Schema } from 'mongoose';

/** One document per user: saved quick actions, home-screen layout and calendar settings (null = use the defaults). */
const prefsSchema = new Schema(
  {
    ownerId: { type: Schema.Types.ObjectId, required: true },
    quickActions: { type: Schema.Types.Mixed, default: null },
    homeLayout: { type: Schema.Types.Mixed, default: null },
    calendarSettings: { type: Schema.Types.Mixed, default: null },
  },
  { collection: 'user_preferences', timestamps: { createdAt: 'createdAt', updatedAt: 'updatedAt' }, versionKey: false, strict: 'throw', minimize: false },
);
prefsSchema.index({ ownerId: 1 }, { unique: true, name: 'ownerId_unique' });

export const UserPrefsModel = mongoose.models.UserPrefs ?? mongoose.model('UserPrefs', prefsSchema);
