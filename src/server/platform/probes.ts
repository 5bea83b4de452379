// What a load balancer, systemd or Kubernetes asks, and what Prometheus scrapes (docs/deploy.md):
//   GET /healthz  the process answers (200): restart it when it does not;
//   GET /readyz   the database answers and has this code's migrations (200), else 503: send it no traffic.
//                 While the app starts (starting.ts) and while it shuts down (Fastify answers every request
//                 503 once closing has begun, and stops listening) it is 503 too;
//   GET /metrics  Prometheus' text format (metrics.ts), only with `Authorization: Bearer <METRICS_TOKEN>`:
//                 404 while the token is unset, 401 with a wrong one (compared in constant time).
// None of them is rate-limited, CSRF-checked, shed under overload or logged (route-config.ts `operational`).
import type { FastifyInstance, FastifyReply, RouteShorthandOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import { isMigrated } from '../db/migrate';
import type { Database } from '../db/schema';
import { failure } from './envelope';
import { NotFoundError, UnauthorizedError } from './errors';
import type { Metrics } from './metrics';
import { hashSecret, sameSecret } from './tokens';

/** A database that has not answered in this long counts as not answering. */
const READY_TIMEOUT_MS = 2000;

export const PROBE_OPTIONS: RouteShorthandOptions = { config: { operational: true }, logLevel: 'warn' };

/** A probe's answer: plain JSON, never cached. */
export function probeAnswer(reply: FastifyReply, status: number, body: Record<string, string>): FastifyReply {
  return reply.status(status).header('Cache-Control', 'no-store').send(body);
}

export const ALIVE = { status: 'ok' };
export const STARTING = { status: 'starting' };

/** Why the app cannot take traffic now, or null when it can. */
async function notReadyBecause(db: Kysely<Database>): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), READY_TIMEOUT_MS)));
  try {
    const migrated = await Promise.race([isMigrated(db), timeout]);
    if (migrated === 'timeout') return 'the database does not answer';
    return migrated ? null : 'the database lacks migrations of this version';
  } catch {
    return 'the database does not answer';
  } finally {
    clearTimeout(timer);
  }
}

/** `Authorization: Bearer <token>` against the configured token, in constant time whatever their lengths. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer +(\S+)$/i.exec(header ?? '')?.[1] ?? '';
  return sameSecret(hashSecret(given), hashSecret(token));
}

export function registerProbes(app: FastifyInstance, db: Kysely<Database>, config: AppConfig, metrics: Metrics): void {
  app.get('/healthz', PROBE_OPTIONS, (_request, reply) => probeAnswer(reply, 200, ALIVE));

  app.get('/readyz', PROBE_OPTIONS, async (_request, reply) => {
    const reason = await notReadyBecause(db);
    return reason
      ? probeAnswer(reply, 503, { status: 'not ready', reason })
      : probeAnswer(reply, 200, { status: 'ready' });
  });

  app.get('/metrics', PROBE_OPTIONS, async (request, reply) => {
    const token = config.metricsToken;
    if (!token) return reply.status(404).send(failure(new NotFoundError()));
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply.status(401).header('WWW-Authenticate', 'Bearer').send(failure(new UnauthorizedError()));
    }
    return reply
      .header('Cache-Control', 'no-store')
      .type(metrics.contentType)
      .send(await metrics.text());
  });
}
