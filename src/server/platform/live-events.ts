// Live events: a change to a booking reaches every open screen that may see it at once, over a
// server-sent-events stream (GET /api/live-events). Each event names its audience; a connection receives
// an event when its user is in that audience.
import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import { failure } from './envelope';
import type { EventBus } from './event-bus';
import { UnauthorizedError } from './errors';
import type { Platform } from './platform';
import type { AuthUser } from './sessions';

export interface LiveEvent {
  type: string;
  booking_id: number;
  [field: string]: unknown;
}

/** Who may hear an event: user ids directly, and the patients queued with a doctor on a date. */
export interface Audience {
  userIds: number[];
  /** Patients holding a booking in this doctor's queue on this date hear queue movements (no names). */
  queue?: { doctorId: number; date: string };
}

type Delivery = { event: LiveEvent; audience: Audience };

/** A check that a patient is queued with a doctor on a date, answered by the appointments domain. */
export type QueueMembership = (patientId: number, doctorId: number, date: string) => Promise<boolean>;

export class LiveEvents {
  private readonly emitter = new EventEmitter();
  private membership: QueueMembership = async () => false;

  constructor(private readonly bus: EventBus) {
    this.emitter.setMaxListeners(0);
  }

  /** Starts hearing events from every instance (the bus), delivering them to this instance's streams. */
  start(): Promise<void> {
    return this.bus.start((payload) => this.emitter.emit('event', JSON.parse(payload) as Delivery));
  }

  stop(): Promise<void> {
    return this.bus.stop();
  }

  setQueueMembership(check: QueueMembership): void {
    this.membership = check;
  }

  publish(event: LiveEvent, audience: Audience): void {
    this.bus.publish(JSON.stringify({ event, audience } satisfies Delivery));
  }

  /** Calls `send` with each event the user may hear; answers the function that stops listening. */
  subscribe(user: AuthUser, send: (event: LiveEvent) => void): () => void {
    const listener = ({ event, audience }: Delivery) => {
      if (audience.userIds.includes(user.id)) {
        send(event);
        return;
      }
      if (audience.queue && user.role === 'Patient') {
        const { doctorId, date } = audience.queue;
        void this.membership(user.id, doctorId, date).then((member) => member && send(event));
      }
    };
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }
}

const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting: after a normal drop, and after this server stops (by
 *  then another instance, or this one restarted, answers). */
const RETRY_MS = 3_000;
const RETRY_AFTER_SHUTDOWN_MS = 1_000;

export function registerLiveEventsRoute(app: FastifyInstance, platform: Platform): void {
  const open = new Set<(farewell?: string) => void>();
  // Streams never end by themselves. preClose runs before the server waits for its connections to
  // finish, so an open stream cannot hold a shutdown up; each is told when to reconnect.
  app.addHook('preClose', async () => {
    for (const end of open) end(`retry: ${RETRY_AFTER_SHUTDOWN_MS}\n: server stopping\n\n`);
  });
  app.get('/api/live-events', async (request, reply) => {
    const user = await platform.sessions.userOf(request);
    if (!user) return reply.status(401).send(failure(new UnauthorizedError()));
    reply.hijack();
    const out = reply.raw;
    out.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
      'X-Content-Type-Options': 'nosniff',
    });
    out.write(`retry: ${RETRY_MS}\n: connected\n\n`);
    const stop = platform.liveEvents.subscribe(user, (event) => out.write(`data: ${JSON.stringify(event)}\n\n`));
    const heartbeat = setInterval(() => out.write(': ping\n\n'), HEARTBEAT_MS);
    const end = (farewell?: string) => {
      clearInterval(heartbeat);
      stop();
      open.delete(end);
      out.end(farewell);
    };
    open.add(end);
    request.raw.on('close', () => end());
  });
}
