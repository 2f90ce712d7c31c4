import type { ErrorCode } from '@haru/contracts';

export interface FieldError { field: string; message: string }

/** A failure with a stable code and a Korean detail; mapped to HTTP in one place (error-handler.ts). */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly detail: string,
    readonly errors?: FieldError[],
    /** further members of the problem body (a 412's `current` item) */
    readonly extra?: Record<string, unknown>,
  ) {
    super(detail);
    this.name = 'AppError';
  }
}

export const notFound = (detail: string) => new AppError(404, 'not_found', detail);
export const conflict = (detail: string) => new AppError(409, 'conflict', detail);
export const badRequest = (detail: string, errors?: FieldError[]) => new AppError(400, 'validation_failed', detail, errors);
export const unauthorized = (detail: string) => new AppError(401, 'unauthorized', detail);
