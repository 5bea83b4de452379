// Carries messages between server instances, by topic: the live events of screens ('live') and the
// sessions that ended ('sessions', so every instance forgets them at once). On SQLite there is one
// instance, so messages stay in the process; on PostgreSQL every instance publishes with NOTIFY and hears
// all messages with LISTEN, so a token changed through one instance reaches screens connected to another.
// While an instance's listener is down it may miss messages: `listening` says so, and the gap hearers are
// called when it is lost, so what relies on hearing (the session cache) stops trusting what it kept.
// A probe ('probe': a random id) goes the way every message goes and comes back to the instance that sent
// it: its round trip is the bus's lag (platform/metrics.ts).
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import type { Database } from '../db/schema';
import type { WritablePool } from '../db/writable-pool';

export type Topic = 'live' | 'sessions' | 'probe';
export type Hear = (payload: string) => void;

export abstract class EventBus {
  private readonly hearers = new Map<Topic, Hear>();
  private readonly gapHearers: (() => void)[] = [];
  /** The probes sent and not yet back, by id: what to call when each comes back. */
  private readonly probes = new Map<string, () => void>();

  constructor() {
    // Another instance's probe is not ours to time.
    this.hearers.set('probe', (id) => this.probes.get(id)?.());
  }

  /**
   * How long (ms) a message takes through the bus and back to this instance, or null when it has not come
   * back within `timeoutMs` (the listener is down, or the database holds the messages up).
   */
  roundTrip(timeoutMs: number): Promise<number | null> {
    const id = randomBytes(8).toString('hex');
    const sentAt = performance.now();
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.probes.delete(id);
        resolve(null);
      }, timeoutMs);
      this.probes.set(id, () => {
        clearTimeout(timer);
        this.probes.delete(id);
        resolve(performance.now() - sentAt);
      });
      this.publish('probe', id);
    });
  }

  /** `hear` gets each message of the topic, from every instance, this one included. One hearer a topic. */
  on(topic: Topic, hear: Hear): void {
    this.hearers.set(topic, hear);
  }

  /** `hear` is called when this instance may have missed messages (its listener was lost). */
  onGap(hear: () => void): void {
    this.gapHearers.push(hear);
  }

  /** Whether every instance's messages reach this one now. */
  abstract get listening(): boolean;
  abstract start(): Promise<void>;
  abstract publish(topic: Topic, payload: string): void;
  /**
   * Publishes as part of the caller's transaction: sent when it commits, never if it rolls back, so a change
   * and the news of it cannot part. (In one process there is no one to miss it: delivered at once.)
   */
  abstract publishIn(trx: Kysely<Database>, topic: Topic, payload: string): Promise<void>;
  abstract stop(): Promise<void>;

  protected deliver(topic: Topic, payload: string): void {
    this.hearers.get(topic)?.(payload);
  }

  protected gap(): void {
    for (const hear of this.gapHearers) hear();
  }
}

export class LocalBus extends EventBus {
  get listening(): boolean {
    return true;
  }

  async start(): Promise<void> {}

  publish(topic: Topic, payload: string): void {
    this.deliver(topic, payload);
  }

  async publishIn(_trx: Kysely<Database>, topic: Topic, payload: string): Promise<void> {
    this.deliver(topic, payload);
  }

  async stop(): Promise<void> {}
}

const CHANNEL = 'parchee_live_events';
const RECONNECT_MS = 2000;
const TOPICS: readonly Topic[] = ['live', 'sessions', 'probe'];

export class PostgresBus extends EventBus {
  private listener: pg.Client | null = null;
  private stopped = false;
  /** Messages to send with the next statement. */
  private waiting: string[] = [];

  constructor(
    private readonly pool: WritablePool,
    private readonly log: FastifyBaseLogger,
  ) {
    super();
  }

  get listening(): boolean {
    return this.listener !== null;
  }

  async start(): Promise<void> {
    await this.listen();
  }

  private async listen(): Promise<void> {
    // On the server that accepts writes, where every instance's NOTIFY goes (after a takeover, the promoted
    // standby). keepAlive: a listener cut off without a word is noticed, and counted as a gap, not trusted for ever.
    const client = await this.pool.newClient({ keepAlive: true });
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      // A message is its topic, a space, and its payload.
      const space = message.payload.indexOf(' ');
      const topic = message.payload.slice(0, space) as Topic;
      if (TOPICS.includes(topic)) this.deliver(topic, message.payload.slice(space + 1));
    });
    client.on('error', (err) => {
      this.log.error({ err }, 'the event bus listener lost its connection');
      void this.reconnect(client);
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.listener = client;
  }

  private async reconnect(broken: pg.Client): Promise<void> {
    if (this.stopped || this.listener !== broken) return;
    this.listener = null;
    this.gap();
    await broken.end().catch(() => {});
    while (!this.stopped && !this.listener) {
      await new Promise((r) => setTimeout(r, RECONNECT_MS));
      await this.listen().catch((err: unknown) =>
        this.log.error({ err }, 'the event bus listener could not reconnect'),
      );
    }
  }

  /**
   * Messages published in one turn of the event loop go in one statement, in order: a rush of joins sends
   * one NOTIFY round trip per batch, not one per join. (Within one statement PostgreSQL delivers identical
   * messages once; every hearer treats a repeated message as the same news.)
   */
  publish(topic: Topic, payload: string): void {
    this.waiting.push(`${topic} ${payload}`);
    if (this.waiting.length === 1) setImmediate(() => this.send());
  }

  async publishIn(trx: Kysely<Database>, topic: Topic, payload: string): Promise<void> {
    await sql`SELECT pg_notify(${CHANNEL}, ${`${topic} ${payload}`})`.execute(trx);
  }

  private send(): void {
    const messages = this.waiting;
    this.waiting = [];
    this.pool
      .query('SELECT pg_notify($1, message) FROM unnest($2::text[]) AS message', [CHANNEL, messages])
      .catch((err: unknown) => this.log.error({ err, messages: messages.length }, 'bus messages not sent'));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.listener?.end().catch(() => {});
    this.listener = null;
  }
}
