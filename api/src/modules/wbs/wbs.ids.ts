import { Types } from 'mongoose';

const OBJECT_ID = /^[0-9a-f]{24}$/i;

/** A well-formed id as an ObjectId, or null (callers answer 404 or 400, never a cast error). */
export function toObjectId(value: string | null | undefined): Types.ObjectId | null {
  return value && OBJECT_ID.test(value) ? new Types.ObjectId(value) : null;
}
