// The answer every call gives: { response, message?, error?, errors?, result? } (docs/architecture.md,
// "The API and its call catalogue").
import { gzipSync } from 'node:zlib';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { FILE_TOO_LARGE, MESSAGES } from '../../shared/messages';
import { AppError, RetryLaterError } from './errors';

export interface Envelope {
  response: 'success' | 'fail';
  message?: string;
  error?: string;
  errors?: Record<string, string>;
  result?: unknown;
}

export function success(result: unknown, message?: string): Envelope {
  return message === undefined ? { response: 'success', result } : { response: 'success', message, result };
}

/**
 * A result already written as JSON (an answer many callers share, kept by a cache): each answer sends the
 * same bytes instead of serialising the same objects again. `T` is the result it stands for.
 */
export class JsonResult<T> {
  declare private readonly standsFor: T;
  readonly json: string;
  /** The whole success envelope without a message, the answer nearly every caller gets. */
  readonly successBytes: Buffer;

  private gzipped: Buffer | undefined;

  constructor(result: T) {
    this.json = JSON.stringify(result);
    this.successBytes = Buffer.from(`{"response":"success","result":${this.json}}`);
  }

  /** The same, gzipped once for every caller that accepts it: a city's list goes from about 55 KB to 4 KB. */
  get gzippedSuccessBytes(): Buffer {
    this.gzipped ??= gzipSync(this.successBytes);
    return this.gzipped;
  }
}

/** Whether an Accept-Encoding header takes gzip (named without q=0). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  return acceptEncoding.split(',').some((coding) => {
    const [name, ...parameters] = coding.split(';').map((part) => part.trim().toLowerCase());
    return name === 'gzip' && !parameters.some((parameter) => /^q=0(\.0*)?$/.test(parameter));
  });
}

/** The envelope as the bytes of its JSON text. */
export function envelopeBytes(envelope: Envelope): Buffer {
  const { result, message } = envelope;
  if (!(result instanceof JsonResult)) return Buffer.from(JSON.stringify(envelope));
  if (message === undefined) return result.successBytes;
  return Buffer.from(`{"response":"success","message":${JSON.stringify(message)},"result":${result.json}}`);
}

export function failure(error: AppError): Envelope {
  return error.fieldErrors
    ? { response: 'fail', error: error.message, errors: error.fieldErrors }
    : { response: 'fail', error: error.message };
}

/** Headers a refusal carries beside its envelope: how long to wait after a 429 or a 503. */
export function setErrorHeaders(reply: FastifyReply, error: AppError): void {
  if (error instanceof RetryLaterError && error.retryAfterSeconds !== undefined) {
    void reply.header('Retry-After', String(error.retryAfterSeconds));
  }
}

/** Fastify's own errors (bad JSON, too large, wrong content type) as typed errors with our wording. */
function fromFrameworkError(error: FastifyError): AppError | null {
  const status = error.statusCode ?? 500;
  if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT') {
    return new AppError(413, FILE_TOO_LARGE);
  }
  if (status === 415) return new AppError(415, MESSAGES.fileTypeNotAllowed);
  if (status >= 400 && status < 500) return new AppError(status, MESSAGES.invalidRequest);
  return null;
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = error instanceof AppError ? error : fromFrameworkError(error);
    if (known) {
      setErrorHeaders(reply, known);
      void reply.status(known.statusCode).send(failure(known));
      return;
    }
    request.log.error({ err: error }, 'unhandled error');
    void reply.status(500).send(failure(new AppError(500, MESSAGES.serverError)));
  });
}
