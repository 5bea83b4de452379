// Request limits: one session, or one address, cannot take the server from everyone else. Each API call,
// and each connect of an event stream (the live events and the boards, refused ones included), spends a
// token of its session's bucket and of its address's bucket (request.ip, which believes only the proxies
// TRUST_PROXY names); an empty bucket gets 429 with Retry-After before any work is done. The address limit
// is the higher one: a clinic or a mobile network puts many people behind one address. Counted in each
// instance's memory: a guard for fairness, cheap enough to run on every call.
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { TooManyRequestsError } from './errors';
import { sessionCookieName } from './sessions';
import { TokenBuckets } from './token-buckets';
import { fillMessage, MESSAGES } from '../../shared/messages';

/** `clock` is wall time in ms (not the app's business clock, which tests hold still). */
export function installRequestLimits(app: FastifyInstance, config: AppConfig, clock: () => number = Date.now): void {
  const bySession = new TokenBuckets(config.requestLimits.perSession);
  const byAddress = new TokenBuckets(config.requestLimits.perAddress);
  const cookie = sessionCookieName(config);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const at = clock();
    const session = request.cookies[cookie];
    const wait = Math.max(byAddress.take(request.ip, at), session ? bySession.take(session, at) : 0);
    if (wait > 0) throw new TooManyRequestsError(fillMessage(MESSAGES.tooManyRequests, { seconds: wait }), wait);
  });
}
