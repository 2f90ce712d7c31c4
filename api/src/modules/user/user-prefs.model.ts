import mongoose, { Schema } from 'mongoose';

/** One document per user: saved quick actions and home-screen layout (null = use the defaults). */
const prefsSchema = new Schema(
  {
    ownerId: { type: Schema.Types.ObjectId, required: true },
    quickActions: { type: Schema.Types.Mixed, default: null },
    homeLayout: { type: Schema.Types.Mixed, default: null },
  },
  { collection: 'user_preferences', timestamps: { createdAt: 'createdAt', updatedAt: 'updatedAt' }, versionKey: false, strict: 'throw', minimize: false },
);
prefsSchema.index({ ownerId: 1 }, { unique: true, name: 'ownerId_unique' });

export const UserPrefsModel = mongoose.models.UserPrefs ?? mongoose.model('UserPrefs', prefsSchema);
