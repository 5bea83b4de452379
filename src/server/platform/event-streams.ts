// Server-sent-events streams as every stream route writes them: the headers, a retry hint, a heartbeat, caps
// on the streams one holder (a session, a client address) keeps open, and a farewell with a retry hint
// when the server stops. The routes (GET /api/live-events, GET /api/queue-board-events) decide who may
// listen and what is sent.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Metrics, StreamKind } from './metrics';

const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting: after a normal drop, and after this server stops (by
 *  then another instance, or this one restarted, answers). */
const RETRY_MS = 3_000;
const RETRY_AFTER_SHUTDOWN_MS = 1_000;
/** The stream ended to make room for its holder's newer one comes back, if it is still there, only after this long. */
const RETRY_AFTER_REPLACED_MS = 30_000;

export interface EventStream {
  /** Writes one event: `data:` with the JSON text given. */
  send(json: string): void;
  /** Runs when the stream ends, whoever ends it. */
  onEnd(cleanup: () => void): void;
  /** Ends the stream (its holder's session ended): the browser comes back after the usual wait. */
  end(): void;
}

/** The kinds of holder a route caps, with how many streams one holder of each may keep open. */
export type HolderLimits = Record<string, number>;

type EndStream = (farewell?: string) => void;

export class EventStreams {
  private readonly open = new Set<EndStream>();
  private readonly byHolder = new Map<string, EndStream[]>();

  /**
   * `limits`: streams one holder of each kind may keep open; a newer one ends that holder's oldest. The open
   * streams are counted as `kind` (GET /metrics).
   */
  constructor(
    app: FastifyInstance,
    private readonly limits: HolderLimits,
    private readonly kind: StreamKind,
    private readonly metrics: Pick<Metrics, 'streamOpened'>,
  ) {
    // Streams never end by themselves. preClose runs before the server waits for its connections to
    // finish, so an open stream cannot hold a shutdown up; each is told when to reconnect.
    app.addHook('preClose', async () => {
      for (const end of this.open) end(`retry: ${RETRY_AFTER_SHUTDOWN_MS}\n: server stopping\n\n`);
    });
  }

  /** Takes the request over as an event stream counted against its holder of each kind (`holders[kind]`). */
  start(request: FastifyRequest, reply: FastifyReply, holders: Record<string, string>): EventStream {
    const held = Object.entries(holders).map(([kind, holder]) => ({
      key: `${kind}:${holder}`,
      limit: this.limits[kind] ?? Infinity,
    }));
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
    const heartbeat = setInterval(() => out.write(': ping\n\n'), HEARTBEAT_MS);
    const cleanups: (() => void)[] = [this.metrics.streamOpened(this.kind)];
    let ended = false;
    const end: EndStream = (farewell) => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      for (const cleanup of cleanups) cleanup();
      this.open.delete(end);
      for (const { key } of held) this.release(key, end);
      out.end(farewell);
    };
    this.open.add(end);
    for (const { key, limit } of held) this.hold(key, limit, end);
    request.raw.on('close', () => end());
    return {
      send: (json) => {
        if (!ended) out.write(`data: ${json}\n\n`);
      },
      onEnd: (cleanup) => {
        if (ended) cleanup();
        else cleanups.push(cleanup);
      },
      end: () => end(),
    };
  }

  /** Counts the stream against its holder, ending the holder's oldest beyond the limit. */
  private hold(holder: string, limit: number, end: EndStream): void {
    const streams = this.byHolder.get(holder) ?? [];
    this.byHolder.set(holder, [...streams, end]);
    // Each end() removes its stream from the holder's list (release), so this takes the oldest ones.
    for (const oldest of streams.slice(0, Math.max(0, streams.length + 1 - limit))) {
      oldest(`retry: ${RETRY_AFTER_REPLACED_MS}\n: replaced by a newer stream\n\n`);
    }
  }

  private release(holder: string, end: EndStream): void {
    const streams = (this.byHolder.get(holder) ?? []).filter((other) => other !== end);
    if (streams.length) this.byHolder.set(holder, streams);
    else this.byHolder.delete(holder);
  }
}
