import type { z } from 'zod';
import { COMMON_MESSAGES } from '@haru/contracts';
import { badRequest, type FieldError } from './app-error';

/**
 * Parse a request part with a contract schema. The first issue's message becomes the Korean `detail` (what the
 * spec's client shows); every issue is listed in `errors`.
 */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: FieldError[] = result.error.issues.map((issue) => ({
    field: issue.path.join('.') || (issue.code === 'unrecognized_keys' ? issue.keys.join(',') : ''),
    message: messageOf(issue),
  }));
  throw badRequest(errors[0]?.message ?? COMMON_MESSAGES.invalidValue, errors);
}

function messageOf(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') return COMMON_MESSAGES.unknownField;
  // Custom messages in the contracts are Korean; zod's own English defaults are replaced.
  return /[가-힣]/.test(issue.message) ? issue.message : COMMON_MESSAGES.invalidValue;
}
