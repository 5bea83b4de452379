// Graceful shutdown: on SIGTERM or SIGINT the server stops accepting connections, lets the requests in
// flight finish (new requests on open keep-alive connections get 503), ends the live-event streams with a
// retry hint (the live-events route's preClose hook), closes the database (onClose hooks) and exits. If
// that takes longer than the grace period (a stuck request, a database that does not answer), the process
// exits anyway, so an orchestrator's kill deadline (10 s for most) is never reached.
import type { FastifyInstance } from 'fastify';

export const SHUTDOWN_GRACE_MS = 8_000;

export function exitGracefullyOnSignals(app: FastifyInstance, graceMs = SHUTDOWN_GRACE_MS): void {
  let closing = false;
  const shutDown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.warn(`${signal}: finishing the requests in flight, then stopping`);
    const deadline = setTimeout(() => {
      app.log.error(`still closing after ${graceMs} ms: exiting now`);
      process.exit(1);
    }, graceMs);
    deadline.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error(error, 'closing failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutDown);
  process.on('SIGINT', shutDown);
}
