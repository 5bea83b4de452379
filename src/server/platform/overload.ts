// Shedding load before the server falls over (decision 0081). @fastify/under-pressure measures the event
// loop's mean lag over each second; past OVERLOAD_EVENT_LOOP_DELAY_MS a request is answered 503 with
// Retry-After before any work is done for it, in this order:
//   first to go  every other call, the event streams' connects, the uploaded files;
//   last to go   the calls that sign in and those that take a token, and the web app's own pages and files
//                (without which nobody signs in or books): only past twice the limit;
//   never        the probes and /metrics, so the operator sees the overload, and a load balancer does not
//                take every busy instance out at once.
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CallName } from '../../shared/contract/catalogue';
import { fillMessage, MESSAGES } from '../../shared/messages';
import type { AppConfig } from '../config';
import { failure, type Envelope } from './envelope';
import { AppError } from './errors';
import { isWebAppRequest } from './route-config';

/** The calls that sign a person in or give them a token. */
const LAST_TO_GO: ReadonlySet<CallName> = new Set<CallName>([
  'patient-login',
  'doctor-login',
  'lab-login',
  'operator-login',
  'send-login-otp',
  'verify-login-otp',
  'add-booking',
  'slot-confirmation',
]);
/** How many times the limit's lag the last to go are served through. */
const LAST_TO_GO_FACTOR = 2;
/** The lag is measured each second; a few seconds on, the shed load has gone elsewhere or eased. */
const RETRY_AFTER_SECONDS = 5;

type Tier = 'never' | 'last' | 'first';

function tierOf(request: FastifyRequest): Tier {
  const { call, operational } = request.routeOptions.config;
  if (operational) return 'never';
  if (call) return LAST_TO_GO.has(call) ? 'last' : 'first';
  return isWebAppRequest(request) ? 'last' : 'first';
}

/** Sheds requests while the event loop lags past the configured limit (0: never). */
export async function installOverloadShedding(app: FastifyInstance, config: AppConfig): Promise<void> {
  const limitMs = config.overloadEventLoopDelayMs;
  if (limitMs === 0) return;
  /** Called only while the lag is past the limit: answers the refusal, or nothing to serve the request as usual. */
  const shed = (
    request: FastifyRequest,
    reply: FastifyReply,
    _type: string,
    lagMs: number | undefined,
  ): Envelope | undefined => {
    const tier = tierOf(request);
    if (tier === 'never' || (tier === 'last' && (lagMs ?? Infinity) <= limitMs * LAST_TO_GO_FACTOR)) return undefined;
    void reply.status(503).header('Retry-After', String(RETRY_AFTER_SECONDS));
    return failure(new AppError(503, fillMessage(MESSAGES.serverBusy, { seconds: RETRY_AFTER_SECONDS })));
  };
  await app.register(underPressure, {
    maxEventLoopDelay: limitMs,
    // under-pressure sends what the handler answers (its README), though its types say void.
    pressureHandler: shed as (...args: Parameters<typeof shed>) => void,
  });
}
