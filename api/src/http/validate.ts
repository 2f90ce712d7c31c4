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

/** How many validated query strings each schema keeps (parseQuery). */
const QUERIES_KEPT = 1_000;
const validQueries = new WeakMap<z.ZodType, Map<string, unknown>>();

/**
 * `parse(schema, req.query)` for a GET's query, remembered per schema by the raw query string while it parses
 * (the query parser is 'simple': the same text gives the same object). A calendar month asked again and again is
 * validated once (its dates build zoned Date objects). Refusals are never kept; the result is frozen, so no request
 * can change what the next one gets.
 */
export function parseQuery<S extends z.ZodType>(schema: S, req: { url: string; query: unknown }): z.infer<S> {
  const at = req.url.indexOf('?');
  const raw = at === -1 ? '' : req.url.slice(at + 1);
  let kept = validQueries.get(schema);
  if (!kept) validQueries.set(schema, (kept = new Map()));
  if (kept.has(raw)) return kept.get(raw) as z.infer<S>;
  const parsed = Object.freeze(parse(schema, req.query)) as z.infer<S>;
  kept.set(raw, parsed);
  if (kept.size > QUERIES_KEPT) kept.delete(kept.keys().next().value as string);
  return parsed;
}
