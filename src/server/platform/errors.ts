// Typed errors. Services throw these; the envelope turns them into an honest HTTP status and the
// { response: 'fail', error } answer (docs/wire-api.md "Envelope"). Anything else becomes a 500 that leaks nothing.
import { FILE_TOO_LARGE, MESSAGES } from '../../shared/messages';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(fieldErrors: Record<string, string>) {
    super(400, Object.values(fieldErrors)[0] ?? MESSAGES.invalidRequest, fieldErrors);
  }
}

/** A check of several fields that is not tied to one of them. */
export class BadRequestError extends AppError {
  constructor(message: string = MESSAGES.invalidRequest) {
    super(400, message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message: string = MESSAGES.signInRequired) {
    super(401, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string = MESSAGES.forbidden) {
    super(403, message);
  }
}

/** Missing, or not yours: the same answer, so ids cannot be probed. */
export class NotFoundError extends AppError {
  constructor(message: string = MESSAGES.notFound) {
    super(404, message);
  }
}

/** A full slot, or a change the current state does not allow. */
export class ConflictError extends AppError {
  constructor(message: string = MESSAGES.invalidState) {
    super(409, message);
  }
}

/** Was there, and is no longer usable: a one-time link used, or past its time. */
export class GoneError extends AppError {
  constructor(message: string) {
    super(410, message);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor() {
    super(413, FILE_TOO_LARGE);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor() {
    super(415, MESSAGES.fileTypeNotAllowed);
  }
}

/** A refusal that passes: answered with Retry-After when the wait is known. */
export abstract class RetryLaterError extends AppError {
  constructor(
    statusCode: number,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(statusCode, message);
  }
}

export class TooManyRequestsError extends RetryLaterError {
  constructor(message: string = MESSAGES.tooManyAttempts, retryAfterSeconds?: number) {
    super(429, message, retryAfterSeconds);
  }
}

/**
 * No database server accepts writes now (the primary was lost and no standby has taken over yet,
 * db/writable-pool.ts). Whatever the call had begun was not answered as done: its transaction is rolled
 * back, or its commit's outcome is not known.
 */
export class DatabaseUnavailableError extends RetryLaterError {
  constructor(retryAfterSeconds: number, options?: { cause: unknown }) {
    super(503, MESSAGES.databaseUnavailable, retryAfterSeconds);
    if (options) this.cause = options.cause;
  }
}

export class NotImplementedError extends AppError {
  constructor() {
    super(501, MESSAGES.notImplemented);
  }
}
