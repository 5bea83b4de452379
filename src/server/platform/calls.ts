// Registers one route per catalogue entry at POST /api/<call>.json: session -> role check -> body (JSON or
// multipart) -> request schema -> idempotency -> the domain's handler -> a public call's result through its
// schema -> envelope, sent with the turn's other answers (turn-end.ts). A call whose service is not built yet
// answers 501 'Not implemented'.
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  callNames,
  catalogue,
  type CallName,
  type ParsedRequestOf,
  type ResultOf,
} from '../../shared/contract/catalogue';
import { allows, type CallDefinition } from '../../shared/contract/define';
import { MESSAGES } from '../../shared/messages';
import { acceptsGzip, envelopeBytes, failure, JsonResult, setErrorHeaders, success } from './envelope';
import {
  AppError,
  BadRequestError,
  ConflictError,
  DatabaseUnavailableError,
  ForbiddenError,
  NotImplementedError,
  UnauthorizedError,
  ValidationError,
} from './errors';
import type { Platform } from './platform';
import { endOfTurn } from './turn-end';
import type { AuthUser } from './sessions';

export interface UploadedFile {
  fieldName: string;
  fileName: string;
  data: Buffer;
}

export interface CallContext {
  user: AuthUser | null;
  files: Partial<Record<string, UploadedFile>>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface Outcome<N extends CallName> {
  /** The result, or the same already written as JSON (envelope.ts, JsonResult). */
  result: ResultOf<N> | JsonResult<ResultOf<N>>;
  message?: string;
}

/** An answer as sent: its status and the envelope's JSON bytes; `shared` when they are a kept answer's. */
interface Answer {
  status: number;
  body: Buffer;
  shared?: JsonResult<unknown>;
}

export type CallHandler<N extends CallName> = (input: ParsedRequestOf<N>, ctx: CallContext) => Promise<Outcome<N>>;
export type CallHandlers = { [N in CallName]?: CallHandler<N> };

/** The signed-in user; the route has already refused anonymous callers of non-public calls. */
export function userOf(ctx: CallContext): AuthUser {
  if (!ctx.user) throw new UnauthorizedError();
  return ctx.user;
}

function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : 'form';
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * The first top-level field whose text (at any depth) holds a NUL character. PostgreSQL refuses NUL in
 * text, so such input is a client error on every engine rather than a 500 on one of them.
 */
function fieldHoldingNul(body: unknown): string | null {
  const holdsNul = (value: unknown): boolean =>
    typeof value === 'string'
      ? value.includes('\u0000')
      : typeof value === 'object' && value !== null && Object.values(value).some(holdsNul);
  if (typeof body !== 'object' || body === null) return null;
  for (const [field, value] of Object.entries(body)) if (holdsNul(value)) return field;
  return null;
}

async function readMultipart(request: FastifyRequest, definition: CallDefinition) {
  const fields: Record<string, string> = {};
  const files: Record<string, UploadedFile> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const file = part as MultipartFile;
      if (!definition.files?.includes(file.fieldname) || files[file.fieldname]) {
        file.file.resume();
        throw new BadRequestError(MESSAGES.invalidRequest);
      }
      const data = await file.toBuffer();
      // An empty file input still sends a part; treat it as no file.
      if (data.length > 0) files[file.fieldname] = { fieldName: file.fieldname, fileName: file.filename, data };
    } else {
      fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
    }
  }
  return { body: fields, files };
}

async function readBody(request: FastifyRequest, definition: CallDefinition) {
  if (request.isMultipart()) return readMultipart(request, definition);
  const body: unknown = request.body ?? {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadRequestError();
  return { body, files: {} };
}

/**
 * The result as it goes out. Anyone may read a public call's answer, so it is sent through its result schema,
 * which drops any field the contract does not declare (strip mode): nothing a service adds by mistake reaches a
 * stranger. An answer of another shape is a 500 rather than sent, and so would be a kept answer already written
 * as JSON (envelope.ts): a public call answers values. Other calls' answers go as the handler made them; the API
 * tests hold those to their schema.
 */
function declaredResult(definition: CallDefinition, result: unknown): unknown {
  return definition.access === 'public' ? definition.result.parse(result) : result;
}

const IDEMPOTENCY_HEADER = 'idempotency-key';
const JSON_TYPE = 'application/json; charset=utf-8';

/** Runs the handler once per (user, Idempotency-Key): a retried submit gets the first answer again. */
async function onceForKey(
  platform: Platform,
  user: AuthUser | null,
  key: string | undefined,
  callName: string,
  run: () => Promise<Answer>,
): Promise<Answer> {
  if (!user || !key) return run();
  if (key.length > 200) throw new BadRequestError();
  const inserted = await platform.db
    .insertInto('idempotency_keys')
    .values({
      user_id: user.id,
      key,
      call: callName,
      status_code: null,
      answer: null,
      created_at: platform.now().toISOString(),
    })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
    const earlier = await platform.db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('user_id', '=', user.id)
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    if (earlier.call !== callName) throw new ConflictError();
    // Running still, or cut off with the database (below): whether it did what it was asked is not known here.
    if (earlier.answer === null || earlier.status_code === null) throw new ConflictError(MESSAGES.requestUnfinished);
    return { status: earlier.status_code, body: Buffer.from(earlier.answer) };
  }
  try {
    const answer = await run();
    await platform.db
      .updateTable('idempotency_keys')
      .set({ status_code: answer.status, answer: answer.body.toString() })
      .where('user_id', '=', user.id)
      .where('key', '=', key)
      .execute();
    return answer;
  } catch (error) {
    // A failed attempt leaves nothing behind, so the same key may try again. One cut off with the database
    // may have committed (its commit's answer was lost): its key stays taken, so a retry cannot do it twice.
    if (!(error instanceof DatabaseUnavailableError)) {
      await platform.db.deleteFrom('idempotency_keys').where('user_id', '=', user.id).where('key', '=', key).execute();
    }
    throw error;
  }
}

export function registerCalls(app: FastifyInstance, platform: Platform, handlers: CallHandlers): void {
  for (const name of callNames) {
    const definition: CallDefinition = catalogue[name];
    const handler = handlers[name] as CallHandler<CallName> | undefined;
    const route = async (request: FastifyRequest, reply: FastifyReply) => {
      const user = await platform.sessions.userOf(request);
      if (!allows(definition.access, user?.role ?? null)) throw user ? new ForbiddenError() : new UnauthorizedError();
      if (!handler) throw new NotImplementedError();
      const { body, files } = await readBody(request, definition);
      const parsed = definition.request.safeParse(body);
      if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
      const nulField = fieldHoldingNul(parsed.data);
      if (nulField) throw new ValidationError({ [nulField]: MESSAGES.invalidRequest });
      const key = request.headers[IDEMPOTENCY_HEADER];
      const answer = await onceForKey(platform, user, typeof key === 'string' ? key : undefined, name, async () => {
        try {
          const outcome = await handler(parsed.data as never, { user, files, request, reply });
          const shared =
            outcome.result instanceof JsonResult && outcome.message === undefined ? outcome.result : undefined;
          const result = declaredResult(definition, outcome.result);
          return { status: 200, body: envelopeBytes(success(result, outcome.message)), shared };
        } catch (error) {
          // Refusals are answers too: a retry with the same key hears the same refusal.
          if (error instanceof AppError && error.statusCode < 500) {
            setErrorHeaders(reply, error);
            return { status: error.statusCode, body: envelopeBytes(failure(error)) };
          }
          throw error;
        }
      });
      // Sent with the rest of this turn's answers (turn-end.ts).
      await endOfTurn();
      void reply.status(answer.status).type(JSON_TYPE);
      // A kept answer goes gzipped to a browser: made once, it costs nothing per call and saves a slow phone most of
      // the bytes.
      if (answer.shared) {
        void reply.header('Vary', 'Accept-Encoding');
        if (acceptsGzip(request.headers['accept-encoding']))
          return reply.header('Content-Encoding', 'gzip').send(answer.shared.gzippedSuccessBytes);
      }
      return reply.send(answer.body);
    };
    // The call's name labels its log line and metrics, and places it in the overload order (route-config.ts).
    const options = { config: { call: name } };
    app.post(`/api/${name}.json`, options, route);
    if (definition.allowGet) app.get(`/api/${name}.json`, options, route);
  }
}
