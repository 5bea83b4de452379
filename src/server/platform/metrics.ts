// What an operator's Prometheus reads at GET /metrics (probes.ts; docs/deploy.md names and explains every
// series). Two kinds of figure: those of the process (Node's own), kept once per process, and those of the
// app (requests, tokens, check-ins, streams, messages, the outbox, the event bus, the database pool, the last
// backup), kept per app, so two apps in one process (tests) never count each other's.
// Counters are bumped where the thing happens, after its commit: a few nanoseconds, no await, no database.
// What lives in the database or another object (the outbox's rows, the pool, the bus) is read when scraped.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { readLastBackup } from '../backups/last-backup';
import type { PoolUsage } from '../db/writable-pool';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database, OutboxChannel } from '../db/schema';
import type { EventBus } from './event-bus';
import { callOf } from './route-config';

/** The channels a message goes by: a push, or an outbox row's (mail, text, voice call). */
export type MessageChannel = 'push' | OutboxChannel;
/** Who took a token: a patient online, or the doctor's side at the desk (scheduling.ts, TokenTaker). */
export type TokenTaker = 'online' | 'desk';
/** Who recorded an arrival: the patient with the clinic's code, or the desk's mark. */
export type CheckInBy = 'patient' | 'desk';
/** The event streams: signed-in screens' live events, and the public boards. */
export type StreamKind = 'live' | 'board';

const OUTBOX_CHANNELS: readonly OutboxChannel[] = ['mail', 'sms', 'call'];
const OUTBOX_STATES_COUNTED = ['queued', 'failed'] as const;
/** How long a scrape waits for the event bus's probe to come back; longer reads as this. */
const BUS_PROBE_TIMEOUT_MS = 5000;
/** Request time buckets (s): an answer from the floor's 5 ms to a stuck 10 s. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

let ofTheProcess: Registry | null = null;

/** Node's default figures, made once per process (they are the process's anyway). */
function processRegistry(): Registry {
  if (ofTheProcess) return ofTheProcess;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  ofTheProcess = registry;
  return registry;
}

/** What the app's figures are read from at a scrape. */
export interface MetricSources {
  db: Kysely<Database>;
  /** PostgreSQL's pool; null on SQLite (no pool). */
  pool: { usage(): PoolUsage } | null;
  bus: EventBus;
}

export class Metrics {
  private readonly registry = new Registry();
  private readonly durations = new Histogram({
    name: 'parchee_request_duration_seconds',
    help: 'Time from a request to its answer, by call (the catalogue name, or "other") and HTTP status.',
    labelNames: ['call', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });
  private readonly tokens = new Counter({
    name: 'parchee_tokens_issued_total',
    help: "Tokens handed out (committed), by taker: online (a patient) or desk (the doctor's side).",
    labelNames: ['taker'] as const,
    registers: [this.registry],
  });
  private readonly checkIns = new Counter({
    name: 'parchee_check_ins_total',
    help: "Arrivals recorded, by who recorded them: the patient with the clinic's code, or the desk.",
    labelNames: ['by'] as const,
    registers: [this.registry],
  });
  private readonly streams = new Gauge({
    name: 'parchee_event_streams_open',
    help: 'Event streams open on this instance: live (signed-in screens) and board (public display boards).',
    labelNames: ['stream'] as const,
    registers: [this.registry],
  });
  private readonly sent = new Counter({
    name: 'parchee_messages_sent_total',
    help: 'Messages a push service or gateway accepted, by channel (push, sms, call, mail).',
    labelNames: ['channel'] as const,
    registers: [this.registry],
  });
  private readonly failed = new Counter({
    name: 'parchee_messages_failed_total',
    help: 'Attempts a push service or gateway refused or did not answer, by channel (an outbox row is tried again later).',
    labelNames: ['channel'] as const,
    registers: [this.registry],
  });

  constructor(sources: MetricSources) {
    // Node's figures count from the start, not from the first scrape.
    processRegistry();
    for (const stream of ['live', 'board'] as const) this.streams.set({ stream }, 0);
    for (const channel of ['push', ...OUTBOX_CHANNELS] as const) {
      this.sent.inc({ channel }, 0);
      this.failed.inc({ channel }, 0);
    }
    for (const taker of ['online', 'desk'] as const) this.tokens.inc({ taker }, 0);
    for (const by of ['patient', 'desk'] as const) this.checkIns.inc({ by }, 0);
    this.scraped(sources);
  }

  /** The figures read at a scrape: the outbox's rows, the last backup, the event bus, the database pool. */
  private scraped({ db, pool, bus }: MetricSources): void {
    const registers = [this.registry];
    new Gauge({
      name: 'parchee_backup_last_success_timestamp_seconds',
      help: "When the last backup was taken and verified (Unix time, s), the server's own or the backup command's, by any instance; 0 while none has been.",
      registers,
      async collect() {
        this.reset();
        // The record every instance and the backup command keep in the database (backups/last-backup.ts).
        const last = await readLastBackup(db).catch(() => undefined);
        if (last !== undefined) this.set(last ? Date.parse(last.finished_at) / 1000 : 0);
      },
    });
    new Gauge({
      name: 'parchee_outbox_messages',
      help: 'Outbox rows by channel and state: queued (waiting to be sent or tried again) and failed (given up).',
      labelNames: ['channel', 'state'] as const,
      registers,
      async collect() {
        this.reset();
        // Unreadable (the database is down): no figures rather than a failed scrape; /readyz says why.
        const rows = await db
          .selectFrom('outbox')
          .select(['channel', 'state', (eb) => eb.fn.countAll<number>().as('count')])
          .where('state', 'in', OUTBOX_STATES_COUNTED)
          .groupBy(['channel', 'state'])
          .execute()
          .catch(() => null);
        if (!rows) return;
        for (const channel of OUTBOX_CHANNELS)
          for (const state of OUTBOX_STATES_COUNTED) this.set({ channel, state }, 0);
        for (const row of rows) this.set({ channel: row.channel, state: row.state }, Number(row.count));
      },
    });
    new Gauge({
      name: 'parchee_event_bus_listening',
      help: "Whether this instance hears the other instances' messages now (1) or not (0).",
      registers,
      collect() {
        this.set(bus.listening ? 1 : 0);
      },
    });
    new Gauge({
      name: 'parchee_event_bus_lag_seconds',
      help: `How long a message took through the event bus and back, measured at the scrape (${BUS_PROBE_TIMEOUT_MS / 1000} when it did not come back in that time).`,
      registers,
      async collect() {
        const ms = await bus.roundTrip(BUS_PROBE_TIMEOUT_MS);
        this.set((ms ?? BUS_PROBE_TIMEOUT_MS) / 1000);
      },
    });
    // SQLite has no pool: one connection, in the process.
    if (!pool) return;
    new Gauge({
      name: 'parchee_db_pool_connections',
      help: 'PostgreSQL pool connections by state: in_use (running a query or transaction) and idle.',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const { inUse, idle } = pool.usage();
        this.set({ state: 'in_use' }, inUse);
        this.set({ state: 'idle' }, idle);
      },
    });
    new Gauge({
      name: 'parchee_db_pool_waiting',
      help: 'Queries waiting for a PostgreSQL pool connection.',
      registers,
      collect() {
        this.set(pool.usage().waiting);
      },
    });
    new Gauge({
      name: 'parchee_db_pool_max_connections',
      help: 'The most connections the PostgreSQL pool opens.',
      registers,
      collect() {
        this.set(pool.usage().max);
      },
    });
  }

  /** A request answered: its call (or 'other'), its status and how long it took (ms). */
  requestAnswered(call: string, status: number, ms: number): void {
    this.durations.observe({ call, status }, ms / 1000);
  }

  tokensIssued(taker: TokenTaker, count: number): void {
    this.tokens.inc({ taker }, count);
  }

  checkedIn(by: CheckInBy): void {
    this.checkIns.inc({ by });
  }

  /** One more stream of the kind open; answers the function to call once when it ends. */
  streamOpened(stream: StreamKind): () => void {
    this.streams.inc({ stream });
    return () => this.streams.dec({ stream });
  }

  /** One attempt at delivering a message, and whether it was accepted. */
  delivery(channel: MessageChannel, accepted: boolean): void {
    (accepted ? this.sent : this.failed).inc({ channel });
  }

  /** Prometheus' text format of the process's figures and the app's. */
  async text(): Promise<string> {
    const [ofProcess, ofApp] = await Promise.all([processRegistry().metrics(), this.registry.metrics()]);
    return ofProcess + ofApp;
  }

  readonly contentType = this.registry.contentType;
}

/**
 * Times every answer by its call ('other' for the app's pages and files), but the event streams' (their time
 * is a stream's life) and the probes' and scrapes' (operational, route-config.ts).
 */
export function installRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    const { stream, operational } = request.routeOptions.config;
    if (!stream && !operational)
      metrics.requestAnswered(callOf(request) ?? 'other', reply.statusCode, reply.elapsedTime);
    done();
  });
}
