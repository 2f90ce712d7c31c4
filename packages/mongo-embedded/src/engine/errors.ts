// MongoDB server errors with mongod's numeric codes and code names, so drivers map them the same way.
export const CODES = {
  InternalError: 1,
  BadValue: 2,
  FailedToParse: 9,
  TypeMismatch: 14,
  IllegalOperation: 20,
  NamespaceNotFound: 26,
  IndexNotFound: 27,
  PathNotViable: 28,
  ConflictingUpdateOperators: 40,
  CursorNotFound: 43,
  NamespaceExists: 48,
  CommandNotFound: 59,
  ImmutableField: 66,
  InvalidOptions: 72,
  InvalidNamespace: 73,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  CannotIndexParallelArrays: 171,
  NotImplemented: 238,
  Unauthorized: 13,
  DuplicateKey: 11000,
  Location: 17,
} as const;

export type CodeName = keyof typeof CODES;

export class MongoServerError extends Error {
  readonly code: number;
  readonly codeName: string;
  /** extra fields copied into the reply (keyPattern/keyValue for E11000) */
  readonly extra: Record<string, unknown>;

  constructor(codeName: CodeName, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.code = CODES[codeName];
    this.codeName = codeName;
    this.extra = extra;
  }
}

export function fail(codeName: CodeName, message: string, extra?: Record<string, unknown>): never {
  throw new MongoServerError(codeName, message, extra);
}

/** Refuse a feature instead of silently returning a wrong answer. */
export function unsupported(what: string): never {
  throw new MongoServerError('NotImplemented', `${what} is not supported by mongo-embedded (use a real MongoDB via MONGODB_URI)`);
}

export function toErrorReply(err: unknown): Record<string, unknown> {
  if (err instanceof MongoServerError) {
    return { ok: 0, errmsg: err.message, code: err.code, codeName: err.codeName, ...err.extra };
  }
  const message = err instanceof Error ? err.message : String(err);
  return { ok: 0, errmsg: message, code: CODES.InternalError, codeName: 'InternalError' };
}
