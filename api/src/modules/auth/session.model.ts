import mongoose, { Schema } from 'mongoose';

/**
 * One signed-in device (one refresh-token family). Access tokens carry its id (`sid`) and are refused once it is
 * revoked, so logout, reuse detection and password change take effect at once, on every API process.
 */
const sessionSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    expiresAt: { type: Date, required: true },
    revokedAt: { type: Date, default: null },
    revokeReason: { type: String, default: null },
    lastUsedAt: { type: Date, required: true },
  },
  { collection: 'sessions', timestamps: { createdAt: 'createdAt', updatedAt: false }, versionKey: false, strict: 'throw' },
);
sessionSchema.index({ userId: 1, revokedAt: 1 }, { name: 'userId_revokedAt' });

export const SessionModel = mongoose.models.Session ?? mongoose.model('Session', sessionSchema);

/**
 * A refresh token, stored only as its SHA-256 hash. `rotatedAt` is set when it is exchanged; presenting it again
 * afterwards is a replay and revokes the whole session (RFC 9700 §4.14.2).
 */
const refreshTokenSchema = new Schema(
  {
    hash: { type: String, required: true },
    sessionId: { type: Schema.Types.ObjectId, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    expiresAt: { type: Date, required: true },
    rotatedAt: { type: Date, default: null },
  },
  { collection: 'refresh_tokens', timestamps: { createdAt: 'createdAt', updatedAt: false }, versionKey: false, strict: 'throw' },
);
refreshTokenSchema.index({ hash: 1 }, { unique: true, name: 'hash_unique' });
refreshTokenSchema.index({ sessionId: 1 }, { name: 'sessionId' });

export const RefreshTokenModel = mongoose.models.RefreshToken ?? mongoose.model('RefreshToken', refreshTokenSchema);
