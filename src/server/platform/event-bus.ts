// Carries live events between server instances. On SQLite there is one instance, so events stay in the
// process; on PostgreSQL every instance publishes with NOTIFY and hears all events with LISTEN, so a token
// changed through one instance reaches screens connected to another.
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

export type Deliver = (payload: string) => void;

export interface EventBus {
  start(deliver: Deliver): Promise<void>;
  publish(payload: string): void;
  stop(): Promise<void>;
}

export class LocalBus implements EventBus {
  private deliver: Deliver = () => {};

  async start(deliver: Deliver): Promise<void> {
    this.deliver = deliver;
  }

  publish(payload: string): void {
    this.deliver(payload);
  }

  async stop(): Promise<void> {}
}

const CHANNEL = 'parchee_live_events';
const RECONNECT_MS = 2000;

export class PostgresBus implements EventBus {
  private listener: pg.Client | null = null;
  private stopped = false;
  private deliver: Deliver = () => {};

  constructor(
    private readonly pool: pg.Pool,
    private readonly connectionString: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(deliver: Deliver): Promise<void> {
    this.deliver = deliver;
    await this.listen();
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload) this.deliver(message.payload);
    });
    client.on('error', (err) => {
      this.log.error({ err }, 'live events listener lost its connection');
      void this.reconnect(client);
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.listener = client;
  }

  private async reconnect(broken: pg.Client): Promise<void> {
    if (this.stopped || this.listener !== broken) return;
    this.listener = null;
    await broken.end().catch(() => {});
    while (!this.stopped && !this.listener) {
      await new Promise((r) => setTimeout(r, RECONNECT_MS));
      await this.listen().catch((err: unknown) => this.log.error({ err }, 'live events listener could not reconnect'));
    }
  }

  publish(payload: string): void {
    this.pool.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]).catch((err: unknown) => this.log.error({ err }, 'live event not sent'));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.listener?.end().catch(() => {});
    this.listener = null;
  }
}
