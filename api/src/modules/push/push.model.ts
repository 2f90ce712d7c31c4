import mongoose, { Schema, type InferSchemaType } from 'mongoose';

/** One browser (device) of one account that accepted push notifications (`push_subscriptions`). */
const subscriptionSchema = new Schema(
  {
    ownerId: { type: String, required: true },
    endpoint: { type: String, required: true },
    p256dh: { type: String, required: true },
    auth: { type: String, required: true },
  },
  { timestamps: true, versionKey: false, strict: 'throw', collection: 'push_subscriptions' },
);

// A browser profile has one endpoint; two accounts signed in there in turn each keep their own record.
subscriptionSchema.index({ ownerId: 1, endpoint: 1 }, { unique: true });

export type PushSubscriptionDoc = InferSchemaType<typeof subscriptionSchema> & { _id: mongoose.Types.ObjectId; createdAt: Date };

export const PushSubscriptionModel = mongoose.model('PushSubscription', subscriptionSchema);
