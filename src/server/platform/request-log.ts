// The log is pino's JSON, one object a line, on stdout. Each request writes one line when it is answered:
// its id, call (route-config.ts), method, status, time in ms and the signed-in role; never a body, a header or
// the URL (a password link's token travels in one). The probes and /metrics are not logged (their routes log
// only warnings): a scrape every few seconds would bury everything else.
// Nothing personal reaches a line: each object the server logs shows only what its serializer below names. An
// error keeps its type, code, message and stack, and loses the rest: a database error's `detail` quotes the
// row's values, a push error carries the subscription's endpoint. The log's format is in docs/deploy.md.
import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Role } from '../../shared/constants';
import { routeNameOf } from './route-config';

declare module 'fastify' {
  interface FastifyRequest {
    /** The role of the session the request was read with (sessions.ts sets it), for its log line. */
    signedInRole: Role | null;
  }
}

/** An error as the log shows it (a thrown value that is not an Error: only its type, whatever it holds). */
function errorOf(err: unknown): { type: string; message: string; stack: string; code?: string | number } {
  if (!(err instanceof Error)) return { type: typeof err, message: 'a thrown value that is not an Error', stack: '' };
  const code = (err as { code?: unknown }).code;
  return {
    type: err.constructor.name,
    message: err.message,
    stack: err.stack ?? '',
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
  };
}

/** What a logged request, reply or error may show (Fastify's own log calls use the same keys). */
export const LOG_SERIALIZERS = {
  req: (request: FastifyRequest) => ({ method: request.method, call: routeNameOf(request) }),
  res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
  err: errorOf,
};

/** Milliseconds to one decimal. */
const msOf = (elapsed: number) => Math.round(elapsed * 10) / 10;

export class OneLinePerRequest extends LogController {
  /** The request is logged once, answered (requestCompleted). */
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = {
      call: routeNameOf(request),
      method: request.method,
      status: reply.statusCode,
      ms: msOf(reply.elapsedTime),
      role: request.signedInRole,
    };
    // An error here is the connection's (the answer could not be written), not the handler's: that one is logged
    // with its stack by the error handler (envelope.ts).
    if (error) reply.log.error({ ...line, err: error }, 'request');
    else reply.log.info(line, 'request');
  }
}

/** Gives every request its role for the log line (null until a session is read). */
export function installRequestLog(app: FastifyInstance): void {
  app.decorateRequest('signedInRole', null);
}
