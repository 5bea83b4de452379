// Periodic housekeeping that runs inside the server (no outside scheduler to set up): each chore runs every
// so often, never twice at once, and stops with the server, which waits for a round under way.
import type { FastifyInstance } from 'fastify';

export function startChore(app: FastifyInstance, name: string, everyMs: number, work: () => Promise<unknown>): void {
  let round: Promise<void> | null = null;
  const run = () => {
    round ??= work()
      .then(() => undefined)
      .catch((error: unknown) => app.log.error({ err: error }, `chore ${name} failed`))
      .finally(() => {
        round = null;
      });
  };
  const timer = setInterval(run, everyMs);
  // The timer alone does not keep the process alive.
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await round;
  });
}
