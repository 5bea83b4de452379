// While the server migrates and seeds its database (a while, after an upgrade), its port already answers:
// GET /healthz 200 (the process lives: do not restart it) and anything else 503 with Retry-After, GET /readyz
// included (send it no traffic yet). The app takes the port over once it is built (main.ts).
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { ALIVE, PROBE_OPTIONS, probeAnswer, STARTING } from './platform/probes';

/** Migrations take seconds, not minutes: a client may try again soon. */
const RETRY_AFTER_SECONDS = 5;

export interface StartingAnswerer {
  /** The port it listens on (the configured one; the system's choice for 0). */
  port: number;
  /** Stops listening and ends every connection, so clients reconnect to the app. */
  stop(): Promise<void>;
}

export async function answerWhileStarting(port: number, host: string): Promise<StartingAnswerer> {
  const app = Fastify({ logger: false, forceCloseConnections: true });
  app.get('/healthz', PROBE_OPTIONS, (_request, reply) => probeAnswer(reply, 200, ALIVE));
  app.setNotFoundHandler((_request, reply) =>
    probeAnswer(reply.header('Retry-After', String(RETRY_AFTER_SECONDS)), 503, STARTING),
  );
  await app.listen({ port, host });
  return { port: (app.server.address() as AddressInfo).port, stop: () => app.close() };
}
