// The public board stream, GET /api/queue-board-events?doctor_id=1,2 (no session): server-sent events, one
// `{ "type": "board", "board": ... }` per doctor on connect, then one each time that doctor's board changes.
// A change costs the same database work however many boards are open: the live events (which cross
// instances through the event bus) reach every instance once, each instance computes a changed doctor's
// board once and writes it to every open stream of that doctor in memory. A doctor's computations never
// overlap (a change heard during one runs one more after it), so a stream never gets an older board after a
// newer one, and a stream is written only what differs from what it was last sent. Boards also follow the
// clock (a slot opening or closing) once a minute. Streams are capped per client address.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { WAITING_ROOM } from '../../../shared/constants';
import type { LiveEvent } from '../../../shared/contract/live-events';
import { id } from '../../../shared/contract/fields';
import { MESSAGES } from '../../../shared/messages';
import { startChore } from '../../platform/chores';
import { NotFoundError, ValidationError } from '../../platform/errors';
import { EventStreams, type EventStream } from '../../platform/event-streams';
import type { Platform } from '../../platform/platform';
import type { QueueViews } from './queue-views';

const CLOCK_REFRESH_MS = 60_000;

/** doctor_id=1,2: distinct doctor ids, at least one and at most WAITING_ROOM.doctorsPerBoardStream. */
const doctorIds = z
  .string({ error: MESSAGES.required })
  .transform((text): unknown[] => [...new Set(text.split(','))])
  .pipe(z.array(id()).min(1, MESSAGES.required).max(WAITING_ROOM.doctorsPerBoardStream, MESSAGES.invalidValue));

/** One doctor's open streams, each with what it was last sent. */
interface Watch {
  streams: Map<EventStream, string>;
  computing: boolean;
  again: boolean;
}

export class BoardStreams {
  private readonly watched = new Map<number, Watch>();

  constructor(
    private readonly views: QueueViews,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** Adds a stream to a doctor's and sends it the doctor's board; answers the function that takes it off. */
  watch(doctorId: number, stream: EventStream): () => void {
    let watch = this.watched.get(doctorId);
    if (!watch) {
      watch = { streams: new Map(), computing: false, again: false };
      this.watched.set(doctorId, watch);
    }
    watch.streams.set(stream, '');
    this.refresh(doctorId);
    const own = watch;
    return () => {
      own.streams.delete(stream);
      if (own.streams.size === 0 && this.watched.get(doctorId) === own) this.watched.delete(doctorId);
    };
  }

  /** A live event of this instance: a booking of a watched doctor, or its delay, changed. */
  heard(event: LiveEvent): void {
    if (
      (event.type === 'queue.delay' || event.type.startsWith('booking.')) &&
      'doctor_id' in event &&
      event.doctor_id !== undefined
    )
      this.refresh(event.doctor_id);
  }

  refreshAll(): void {
    for (const doctorId of this.watched.keys()) this.refresh(doctorId);
  }

  /** Computes the doctor's board once for all its streams (again after, if asked during) and sends what changed. */
  private refresh(doctorId: number): void {
    const watch = this.watched.get(doctorId);
    if (!watch) return;
    if (watch.computing) {
      watch.again = true;
      return;
    }
    watch.computing = true;
    void (async () => {
      do {
        watch.again = false;
        const [board] = await this.views.boards([doctorId]);
        if (!board) continue;
        const json = JSON.stringify({ type: 'board', board });
        for (const [stream, sent] of watch.streams) {
          if (sent === json) continue;
          stream.send(json);
          watch.streams.set(stream, json);
        }
      } while (watch.again && watch.streams.size > 0);
    })()
      .catch(this.onError)
      .finally(() => {
        watch.computing = false;
      });
  }
}

export function registerBoardStreamRoute(app: FastifyInstance, platform: Platform, views: QueueViews): void {
  const streams = new EventStreams(app, { address: platform.config.boardStreamsPerAddress }, 'board', platform.metrics);
  const boards = new BoardStreams(views, (err) => platform.log.error({ err }, 'board not sent'));
  const stopHearing = platform.liveEvents.observe((event) => boards.heard(event));
  app.addHook('onClose', async () => stopHearing());
  startChore(app, 'refresh-open-boards', CLOCK_REFRESH_MS, async () => boards.refreshAll());

  app.get(
    '/api/queue-board-events',
    { config: { stream: true } },
    async (request: FastifyRequest<{ Querystring: { doctor_id?: unknown } }>, reply) => {
      const parsed = doctorIds.safeParse(request.query.doctor_id);
      if (!parsed.success)
        throw new ValidationError({ doctor_id: parsed.error.issues[0]?.message ?? MESSAGES.invalidValue });
      const ids = parsed.data;
      if ((await views.registered(ids)).size !== ids.length) throw new NotFoundError();
      const stream = streams.start(request, reply, { address: request.ip });
      for (const doctorId of ids) stream.onEnd(boards.watch(doctorId, stream));
    },
  );
}
