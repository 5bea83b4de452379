// The outbox (decision 0070): every mail, text message and voice call is a row first, written in the
// transaction of the change it tells of, so a change and its messages are kept or lost together. A sender
// in each instance then takes the rows due and hands each to its channel's gateway; a refusal, an error or
// no answer in time is tried again later, waiting longer each time, until 24 hours after the message was
// written, when it is given up. Taking a row moves its next attempt forward by a lease in the same UPDATE
// that checks it is due, so two senders (two instances, or a sender and a restart) never take one row; a
// sender that dies holding rows leaves them to be taken again when the lease ends. A message to a number
// that already had its day's share is kept as dropped, never sent, so the operator can count them.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, OutboxChannel, OutboxState } from '../db/schema';
import type { Metrics } from './metrics';

export interface OutboxMessage {
  channel: OutboxChannel;
  /** Ten digits for a text message or call, an address for a mail. */
  to: string;
  subject: string;
  body: string;
}

/** A row the outbox wrote: its id, and the address its message goes to. */
export interface WrittenMessage {
  id: number;
  to: string;
}

/** What a gateway made of one message. */
export interface GatewayAnswer {
  delivered: boolean;
  /** Its status and the start of what it said, kept on the row. */
  answer: string;
}

/** Hands one message to a channel's gateway; may throw (no answer, a refused connection). */
export type Gateway = (message: OutboxMessage) => Promise<GatewayAnswer>;

const DAY_MS = 24 * 3600_000;
/** The first retry's wait; each next one waits twice as long, up to MAX_RETRY_WAIT_MS. */
export const FIRST_RETRY_WAIT_MS = 30_000;
const MAX_RETRY_WAIT_MS = 3600_000;
/** How long a sender holds the rows it took (longer than a batch's slowest round of gateway calls). */
const LEASE_MS = 5 * 60_000;
/** Rows taken at once, and gateway calls under way at once (the bench's baseline sends as many at once). */
const BATCH = 200;
export const GATEWAY_CALLS_AT_ONCE = 20;
/** Rows per INSERT (PostgreSQL takes at most 65,535 parameters in one statement). */
const ROWS_PER_INSERT = 500;
const ANSWER_CHARS = 200;

const PHONE_CHANNELS: readonly OutboxChannel[] = ['sms', 'call'];

/** How long to wait after the attempt-th failed attempt. */
export function retryWait(attempt: number): number {
  return Math.min(FIRST_RETRY_WAIT_MS * 2 ** Math.max(0, attempt - 1), MAX_RETRY_WAIT_MS);
}

/** A gateway's answer as the row keeps it: short, on one line. */
export function answerText(status: string | number, said: string): string {
  return `${status} ${said.replace(/\s+/g, ' ').trim()}`.trim().slice(0, ANSWER_CHARS);
}

export class Outbox {
  private running: Promise<void> | null = null;
  private again = false;
  private closed = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly gateways: Partial<Record<OutboxChannel, Gateway>>,
    private readonly perPhonePerDay: number,
    private readonly log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
    private readonly now: () => Date,
    private readonly metrics: Pick<Metrics, 'delivery'>,
  ) {}

  /** Whether a channel has a gateway (a voice call is offered only then). */
  canSend(channel: OutboxChannel): boolean {
    return this.gateways[channel] !== undefined;
  }

  /**
   * Writes messages to the outbox, in the caller's transaction when given one (then the caller wakes the
   * sender after it commits). A text message or call beyond its number's day is written as dropped. Answers
   * the rows written, each with its address, in no set order: a caller that keeps a message's row (a breach
   * notice's report reads its state) writes one message per address.
   */
  async write(db: Kysely<Database>, messages: readonly OutboxMessage[]): Promise<WrittenMessage[]> {
    if (!messages.length) return [];
    const now = this.now();
    const createdAt = now.toISOString();
    const phones = [...new Set(messages.filter((m) => PHONE_CHANNELS.includes(m.channel)).map((m) => m.to))];
    const sentToday = new Map<string, number>();
    if (phones.length) {
      const since = new Date(now.getTime() - DAY_MS).toISOString();
      const counts = await db
        .selectFrom('outbox')
        .select(['to_address', (eb) => eb.fn.countAll<number>().as('count')])
        .where('to_address', 'in', phones)
        .where('channel', 'in', PHONE_CHANNELS)
        .where('created_at', '>', since)
        .where('state', '!=', 'dropped')
        .groupBy('to_address')
        .execute();
      for (const row of counts) sentToday.set(row.to_address, Number(row.count));
    }
    let dropped = 0;
    const rows = messages.map((m) => {
      let state: OutboxState = 'queued';
      if (PHONE_CHANNELS.includes(m.channel)) {
        const count = sentToday.get(m.to) ?? 0;
        if (count >= this.perPhonePerDay) state = 'dropped';
        else sentToday.set(m.to, count + 1);
      }
      if (state === 'dropped') dropped += 1;
      return {
        channel: m.channel,
        to_address: m.to,
        subject: m.subject,
        body: m.body,
        created_at: createdAt,
        sent_at: null,
        state,
        next_attempt_at: state === 'queued' ? createdAt : null,
        last_answer: state === 'dropped' ? "over the number's daily limit" : '',
      };
    });
    const written: WrittenMessage[] = [];
    for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
      const inserted = await db
        .insertInto('outbox')
        .values(rows.slice(i, i + ROWS_PER_INSERT))
        .returning(['id', 'to_address'])
        .execute();
      for (const row of inserted) written.push({ id: row.id, to: row.to_address });
    }
    if (dropped) this.log.warn({ dropped }, "text messages over a number's daily limit dropped");
    return written;
  }

  /** Writes messages on their own and starts sending them. */
  async send(messages: readonly OutboxMessage[]): Promise<void> {
    await this.write(this.db, messages);
    this.wake();
  }

  /** Starts sending what is due, without waiting for it. */
  wake(): void {
    void this.sendDue();
  }

  /**
   * Sends every message due, batch after batch, until none is left; a call while a round runs has
   * another round follow it (the rows it was called for may have been written after the round took its
   * batch), and answers when that is done. Never throws.
   */
  sendDue(): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.rounds().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Stops taking rows and waits for the round under way (the server is closing). */
  async close(): Promise<void> {
    this.closed = true;
    await this.running;
  }

  private async rounds(): Promise<void> {
    try {
      do {
        this.again = false;
        while (!this.closed && (await this.round()) > 0);
      } while (this.again && !this.closed);
    } catch (err) {
      this.log.error({ err }, 'outbox round failed');
    }
  }

  /** Takes one batch of due rows and tries each; answers how many it took. */
  private async round(): Promise<number> {
    const channels = (Object.keys(this.gateways) as OutboxChannel[]).filter((c) => this.gateways[c]);
    if (!channels.length) return 0;
    const now = this.now();
    const nowIso = now.toISOString();
    // Held longer than a day (no gateway then): too old to send now.
    await this.db
      .updateTable('outbox')
      .set({ state: 'failed', next_attempt_at: null, last_answer: 'not sent within 24 hours' })
      .where('state', '=', 'queued')
      .where('channel', 'in', channels)
      .where('created_at', '<=', new Date(now.getTime() - DAY_MS).toISOString())
      .execute();
    const taken = await this.db
      .updateTable('outbox')
      .set((eb) => ({
        next_attempt_at: new Date(now.getTime() + LEASE_MS).toISOString(),
        attempts: eb('attempts', '+', 1),
      }))
      .where('state', '=', 'queued')
      .where('next_attempt_at', '<=', nowIso)
      .where('channel', 'in', channels)
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('outbox')
          .select('id')
          .where('state', '=', 'queued')
          .where('next_attempt_at', '<=', nowIso)
          .where('channel', 'in', channels)
          .orderBy('next_attempt_at')
          .orderBy('id')
          .limit(BATCH),
      )
      .returning(['id', 'channel', 'to_address', 'subject', 'body', 'attempts', 'created_at'])
      .execute();
    for (let i = 0; i < taken.length; i += GATEWAY_CALLS_AT_ONCE)
      await Promise.all(taken.slice(i, i + GATEWAY_CALLS_AT_ONCE).map((row) => this.attempt(row)));
    return taken.length;
  }

  private async attempt(row: {
    id: number;
    channel: OutboxChannel;
    to_address: string;
    subject: string;
    body: string;
    attempts: number;
    created_at: string;
  }) {
    let result: GatewayAnswer;
    try {
      result = await this.gateways[row.channel]!({
        channel: row.channel,
        to: row.to_address,
        subject: row.subject,
        body: row.body,
      });
    } catch (err) {
      result = { delivered: false, answer: answerText('no answer:', err instanceof Error ? err.message : String(err)) };
    }
    const now = this.now();
    this.metrics.delivery(row.channel, result.delivered);
    if (result.delivered) {
      await this.db
        .updateTable('outbox')
        .set({ state: 'sent', sent_at: now.toISOString(), next_attempt_at: null, last_answer: result.answer })
        .where('id', '=', row.id)
        .execute();
      return;
    }
    const next = now.getTime() + retryWait(row.attempts);
    const giveUp = next >= new Date(row.created_at).getTime() + DAY_MS;
    // The gateway's answer may repeat the number or the text (a sign-in code): it stays on the row, never in the log.
    this.log.warn({ outboxId: row.id, channel: row.channel, attempts: row.attempts, giveUp }, 'message not delivered');
    await this.db
      .updateTable('outbox')
      .set({
        state: giveUp ? 'failed' : 'queued',
        next_attempt_at: giveUp ? null : new Date(next).toISOString(),
        last_answer: result.answer,
      })
      .where('id', '=', row.id)
      .execute();
  }
}
