// The only door to mingo: converts BSON wrappers to JS numbers and turns mingo's plain errors
// (bad stage names, bad expressions) into client errors instead of internal errors.
import { Aggregator, Query } from 'mingo';
import type { Options } from 'mingo/types';
import { MongoServerError } from './errors';
import { toNative } from './native';
import type { Doc } from './values';

function clientError(err: unknown): never {
  if (err instanceof MongoServerError) throw err;
  throw new MongoServerError('BadValue', `invalid aggregation: ${(err as Error).message}`);
}

/** Runs stages over documents already converted with toNative; returns mingo's output (still native). */
export function runStages(stages: Doc[], nativeDocs: Doc[], options: Partial<Options> = {}): Doc[] {
  try {
    return new Aggregator(toNative(stages) as Doc[], options).run(nativeDocs) as Doc[];
  } catch (err) {
    return clientError(err);
  }
}

export function exprMatches(expr: unknown, doc: Doc): boolean {
  try {
    return new Query({ $expr: toNative(expr) } as Doc).test(toNative(doc) as Doc);
  } catch (err) {
    return clientError(err);
  }
}
