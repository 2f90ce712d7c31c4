import mongoose, { Schema, type InferSchemaType } from 'mongoose';

/** An account. `usernameKey`/`emailKey` (NFKC, lower-cased) make both unique case-insensitively and across look-alikes. */
const userSchema = new Schema(
  {
    username: { type: String, required: true },
    usernameKey: { type: String, required: true },
    email: { type: String, required: true },
    emailKey: { type: String, required: true },
    passwordHash: { type: String, required: true },
    passwordChangedAt: { type: Date, default: null },
  },
  { collection: 'users', timestamps: { createdAt: 'createdAt', updatedAt: 'updatedAt' }, versionKey: false, strict: 'throw' },
);
userSchema.index({ usernameKey: 1 }, { unique: true, name: 'usernameKey_unique' });
userSchema.index({ emailKey: 1 }, { unique: true, name: 'emailKey_unique' });

export type UserDoc = InferSchemaType<typeof userSchema> & { _id: mongoose.Types.ObjectId; createdAt: Date };
export const UserModel = mongoose.models.User ?? mongoose.model('User', userSchema);
