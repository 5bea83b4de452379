// Live events: a change to a booking reaches every open screen that may see it at once, over a
// server-sent-events stream (GET /api/live-events). Each event names its audience; a stream receives
// an event when its user is in that audience. An event costs at most one database query however many
// streams are open: the queue's patients are looked up once, then the event fans out in memory.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LiveEvent } from '../../shared/contract/live-events';
import { failure } from './envelope';
import type { EventBus } from './event-bus';
import { UnauthorizedError } from './errors';
import type { Platform } from './platform';
import type { AuthUser } from './sessions';

/** Who may hear an event: user ids directly, and the patients queued with a doctor on a date. */
export interface Audience {
  userIds: number[];
  /** Patients holding a booking in this doctor's queue on this date hear queue movements (no names). */
  queue?: { doctorId: number; date: string };
}

type Delivery = { event: LiveEvent; audience: Audience };
type Send = (event: LiveEvent) => void;

/** The patients holding a booking with a doctor on a date, answered by the appointments domain. */
export type QueuedPatients = (doctorId: number, date: string) => Promise<number[]>;

export class LiveEvents {
  /** The open streams' senders by user id, and how many of those users are patients. */
  private readonly listeners = new Map<number, { role: AuthUser['role']; sends: Set<Send> }>();
  private patientsListening = 0;
  private queuedPatients: QueuedPatients = async () => [];

  constructor(
    private readonly bus: EventBus,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** Starts hearing events from every instance (the bus), delivering them to this instance's streams. */
  start(): Promise<void> {
    return this.bus.start((payload) => {
      this.deliver(JSON.parse(payload) as Delivery).catch(this.onError);
    });
  }

  stop(): Promise<void> {
    return this.bus.stop();
  }

  setQueuedPatients(lookup: QueuedPatients): void {
    this.queuedPatients = lookup;
  }

  publish(event: LiveEvent, audience: Audience): void {
    this.bus.publish(JSON.stringify({ event, audience } satisfies Delivery));
  }

  /** Calls `send` with each event the user may hear; answers the function that stops listening. */
  subscribe(user: AuthUser, send: Send): () => void {
    let entry = this.listeners.get(user.id);
    if (!entry) {
      entry = { role: user.role, sends: new Set() };
      this.listeners.set(user.id, entry);
      if (user.role === 'Patient') this.patientsListening += 1;
    }
    entry.sends.add(send);
    return () => {
      entry.sends.delete(send);
      if (entry.sends.size > 0 || this.listeners.get(user.id) !== entry) return;
      this.listeners.delete(user.id);
      if (entry.role === 'Patient') this.patientsListening -= 1;
    };
  }

  private async deliver({ event, audience }: Delivery): Promise<void> {
    const heard = new Set(audience.userIds);
    for (const userId of heard) this.sendTo(userId, event);
    // No patient connected here: no need to ask who is queued.
    if (!audience.queue || this.patientsListening === 0) return;
    const queued = await this.queuedPatients(audience.queue.doctorId, audience.queue.date);
    for (const patientId of queued) {
      if (!heard.has(patientId) && this.listeners.get(patientId)?.role === 'Patient') this.sendTo(patientId, event);
    }
  }

  private sendTo(userId: number, event: LiveEvent): void {
    for (const send of this.listeners.get(userId)?.sends ?? []) send(event);
  }
}

const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting: after a normal drop, and after this server stops (by
 *  then another instance, or this one restarted, answers). */
const RETRY_MS = 3_000;
const RETRY_AFTER_SHUTDOWN_MS = 1_000;
/** Streams one session may hold open. One browser shares one stream between its screens, so more means
 *  tabs left open or a client opening streams on purpose; a new stream ends the session's oldest. */
export const STREAMS_PER_SESSION = 5;
/** The ended stream's browser comes back, if it is still there, only after this long. */
const RETRY_AFTER_REPLACED_MS = 30_000;

type EndStream = (farewell?: string) => void;

export function registerLiveEventsRoute(app: FastifyInstance, platform: Platform): void {
  const open = new Set<EndStream>();
  const bySession = new Map<string, EndStream[]>();
  // Streams never end by themselves. preClose runs before the server waits for its connections to
  // finish, so an open stream cannot hold a shutdown up; each is told when to reconnect.
  app.addHook('preClose', async () => {
    for (const end of open) end(`retry: ${RETRY_AFTER_SHUTDOWN_MS}\n: server stopping\n\n`);
  });

  /** Counts the stream against its session, ending the session's oldest beyond the limit. */
  const holdFor = (session: string, end: EndStream) => {
    const streams = bySession.get(session) ?? [];
    bySession.set(session, [...streams, end]);
    // Each end() removes its stream from the session's list (release), so this takes the oldest ones.
    for (const oldest of streams.slice(0, Math.max(0, streams.length + 1 - STREAMS_PER_SESSION))) {
      oldest(`retry: ${RETRY_AFTER_REPLACED_MS}\n: replaced by a newer stream\n\n`);
    }
  };
  const release = (session: string, end: EndStream) => {
    const streams = (bySession.get(session) ?? []).filter((other) => other !== end);
    if (streams.length) bySession.set(session, streams);
    else bySession.delete(session);
  };

  // The stream writes its own headers (nosniff among them); the page headers of helmet are not for it.
  app.get('/api/live-events', { helmet: false }, async (request: FastifyRequest, reply) => {
    const user = await platform.sessions.userOf(request);
    const session = platform.sessions.keyOf(request);
    if (!user || !session) return reply.status(401).send(failure(new UnauthorizedError()));
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
    let ended = false;
    const end: EndStream = (farewell) => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      stop();
      open.delete(end);
      release(session, end);
      out.end(farewell);
    };
    open.add(end);
    holdFor(session, end);
    request.raw.on('close', () => end());
  });
}
