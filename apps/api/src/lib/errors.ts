import type { ErrorCode, FieldError } from '@cc/contracts';
import { MSG } from '../messages';

/** A refusal the client should see as is: status, machine code and Arabic message (docs/architecture.md#errors). */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
    /** Extra answer headers, e.g. `Retry-After` of a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const unauthenticated = (message: string = MSG.unauthenticated, code: ErrorCode = 'UNAUTHENTICATED') =>
  new AppError(401, code, message);
export const forbidden = (message: string = MSG.forbidden) => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message: string = MSG.notFound) => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
