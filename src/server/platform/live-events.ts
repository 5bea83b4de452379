// Live events: a change to a booking reaches every open screen that may see it at once, over a
// server-sent-events stream (GET /api/live-events). Each event names its audience; a stream receives
// an event when its user is in that audience. An event costs at most one database query however many
// streams are open: the queue's patients are looked up once, then the event fans out in memory. Observers
// (the public display boards) hear every event once per instance, whoever its audience is.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LiveEvent } from '../../shared/contract/live-events';
import { failure } from './envelope';
import type { EventBus } from './event-bus';
import { UnauthorizedError } from './errors';
import { EventStreams, type EventStream } from './event-streams';
import type { Platform } from './platform';
import type { Role } from '../../shared/constants';
import type { AuthUser } from './sessions';

/**
 * Who may hear an event: user ids directly, every user of some roles, and the patients queued with a doctor on a date.
 */
export interface Audience {
  userIds: number[];
  /** Every signed-in user of these roles (the call centre's operators hear every emergency). */
  roles?: readonly Role[];
  /** Patients holding a booking in this doctor's queue on this date hear queue movements (no names). */
  queue?: { doctorId: number; date: string };
}

type Delivery = { event: LiveEvent; audience: Audience };
type Send = (event: LiveEvent) => void;
/** Hears every event delivered to this instance (each instance hears each event once). */
export type Observer = (event: LiveEvent) => void;

/** The patients holding a booking with a doctor on a date, answered by the appointments domain. */
export type QueuedPatients = (doctorId: number, date: string) => Promise<number[]>;

export class LiveEvents {
  /** The open streams' senders by user id, and how many of those users are patients. */
  private readonly listeners = new Map<number, { role: AuthUser['role']; sends: Set<Send> }>();
  private patientsListening = 0;
  private queuedPatients: QueuedPatients = async () => [];
  private readonly observers = new Set<Observer>();

  /** Hears the events of every instance (the bus, once started), delivering them to this instance's streams. */
  constructor(
    private readonly bus: EventBus,
    private readonly onError: (err: unknown) => void,
  ) {
    bus.on('live', (payload) => {
      this.deliver(JSON.parse(payload) as Delivery).catch(this.onError);
    });
  }

  setQueuedPatients(lookup: QueuedPatients): void {
    this.queuedPatients = lookup;
  }

  publish(event: LiveEvent, audience: Audience): void {
    this.bus.publish('live', JSON.stringify({ event, audience } satisfies Delivery));
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

  /** Calls `observer` with every event this instance delivers; answers the function that stops it. */
  observe(observer: Observer): () => void {
    this.observers.add(observer);
    return () => this.observers.delete(observer);
  }

  private async deliver({ event, audience }: Delivery): Promise<void> {
    for (const observer of this.observers) {
      try {
        observer(event);
      } catch (err) {
        this.onError(err);
      }
    }
    const heard = new Set(audience.userIds);
    if (audience.roles?.length) {
      for (const [userId, { role }] of this.listeners) if (audience.roles.includes(role)) heard.add(userId);
    }
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

/** Streams one session may hold open. One browser shares one stream between its screens, so more means
 *  tabs left open or a client opening streams on purpose; a new stream ends the session's oldest. */
export const STREAMS_PER_SESSION = 5;

/**
 * GET /api/live-events. Streams are capped per session and per client address (a newer one ends the
 * holder's oldest), and a stream ends with its session: a logout, a password change, or the account's
 * newest sign-in ending its oldest session stop the events on every instance.
 */
export function registerLiveEventsRoute(app: FastifyInstance, platform: Platform): void {
  const { sessions, config } = platform;
  const streams = new EventStreams(
    app,
    { session: STREAMS_PER_SESSION, address: config.liveStreamsPerAddress },
    'live',
    platform.metrics,
  );
  /** The open streams of each user, with the session each belongs to. */
  const byUser = new Map<number, Map<EventStream, string>>();
  sessions.onSessionsEnded((userId) => {
    for (const [stream, session] of byUser.get(userId) ?? []) {
      sessions.isLive(session).then(
        (live) => live || stream.end(),
        (err: unknown) => platform.log.error({ err }, 'live-event stream not checked'),
      );
    }
  });
  app.get('/api/live-events', { config: { stream: true } }, async (request: FastifyRequest, reply) => {
    const user = await sessions.userOf(request);
    const session = sessions.keyOf(request);
    if (!user || !session) return reply.status(401).send(failure(new UnauthorizedError()));
    const stream = streams.start(request, reply, { session, address: request.ip });
    const own = byUser.get(user.id) ?? new Map<EventStream, string>();
    byUser.set(user.id, own.set(stream, session));
    stream.onEnd(() => {
      own.delete(stream);
      if (!own.size && byUser.get(user.id) === own) byUser.delete(user.id);
    });
    stream.onEnd(platform.liveEvents.subscribe(user, (event) => stream.send(JSON.stringify(event))));
  });
}
