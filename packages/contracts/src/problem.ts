import { z } from 'zod';

/** application/problem+json as the API sends it; `detail` is the Korean text the client shows. */
export const problemSchema = z.object({
  type: z.string().optional(),
  title: z.string().optional(),
  status: z.number(),
  code: z.string(),
  detail: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  request_id: z.string().optional(),
});
export type Problem = z.infer<typeof problemSchema>;

/** Stable error codes: the client may branch on these, never on the Korean text. */
export const ERROR_CODES = [
  'validation_failed',
  'malformed_json',
  'payload_too_large',
  'unauthorized',
  'token_expired',
  'token_rotated',
  'forbidden',
  'not_found',
  'conflict',
  'precondition_failed',
  'idempotency_key_reused',
  'request_in_progress',
  'quota_exceeded',
  'too_many_requests',
  'database_unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
