// `npm run bench`'s outbox section (BENCH_ONLY=outbox runs it alone): how fast the outbox's sender hands text
// messages to an SMS gateway. The gateway is a small HTTP server of the bench's on 127.0.0.1 that answers 200
// to every message and counts them. 5,000 texts, each to a number of its own, are written to the outbox by
// the server's own Outbox.write (in one transaction, from the bench's process); the compiled server on SQLite,
// with SMS_URL on that gateway, takes them at its next sweep (within 5 s) and sends them, 200 rows taken at a
// time and their calls made 20 at once, each row recorded sent. The figure is messages per second from the
// gateway's first message to its last; beside it, the same gateway and the same 5,000 requests sent by a plain
// loop in a process of its own (fetch, 20 under way at all times), and the sender's rate as a ratio of it.
// The check: the gateway got every message exactly once, and every row is recorded sent.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import path from 'node:path';
import { GATEWAY_CALLS_AT_ONCE, Outbox, type OutboxMessage } from '../src/server/platform/outbox';
import { gatewayRequestUrl } from '../src/server/platform/text-messages';
import { figure, judge, timed } from './bench-report';
import { HOST, newStore, openStore, removeStore, start, startApp, stop, type Store } from './bench-servers';

const PORT = 3394;
const MESSAGES = 5000;
const FIRST_PHONE = 9700000000;
/** How long the bench waits for every message before it calls the rest missing. */
const GIVE_UP_MS = 120_000;

/** The texts of the section: each to a number of its own, each body its own. */
const messages: OutboxMessage[] = Array.from({ length: MESSAGES }, (_, i) => ({
  channel: 'sms',
  to: String(FIRST_PHONE + i),
  subject: 'SMS',
  body: `Parchee: Token ${i + 1} with Dr Bench Doctor: 2 ahead of you. Please be at the clinic.`,
}));

/** The bench's gateway: answers 200 to every message and counts each (by its number and text). */
class CountingGateway {
  readonly server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://gateway.local');
    const key = `${url.searchParams.get('to')}|${url.searchParams.get('message')}`;
    this.seen.set(key, (this.seen.get(key) ?? 0) + 1);
    const now = performance.now();
    this.first ??= now;
    this.last = now;
    this.received += 1;
    response.end('OK queued');
    if (this.received >= MESSAGES) this.allIn?.();
  });
  seen = new Map<string, number>();
  first: number | null = null;
  last = 0;
  received = 0;
  private allIn: (() => void) | null = null;

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, HOST, resolve));
    return `http://${HOST}:${(this.server.address() as AddressInfo).port}/send?to={to}&message={message}`;
  }

  /** Forgets what came so far. */
  reset(): void {
    this.seen = new Map();
    this.first = null;
    this.last = 0;
    this.received = 0;
    this.allIn = null;
  }

  /** Resolves once every message came, or after GIVE_UP_MS. */
  allReceived(): Promise<void> {
    if (this.received >= MESSAGES) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, GIVE_UP_MS);
      this.allIn = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  /** Messages per second from the first to the last, and whether each of the section's came exactly once. */
  result(template: string): { perSecond: number; seconds: number; exactlyOnce: boolean } {
    const seconds = (this.last - (this.first ?? this.last)) / 1000;
    const expected = messages.map((m) => {
      const url = new URL(gatewayRequestUrl(template, m));
      return `${url.searchParams.get('to')}|${url.searchParams.get('message')}`;
    });
    const exactlyOnce = this.seen.size === MESSAGES && expected.every((key) => this.seen.get(key) === 1);
    return { perSecond: this.received / seconds, seconds, exactlyOnce };
  }
}

/** The baseline's client: the gateway URLs from a file, a plain loop of fetch, `AT_ONCE` under way at once. */
const PLAIN_LOOP_SCRIPT = `const urls = JSON.parse(require('node:fs').readFileSync(process.env.URLS_FILE, 'utf8'));
  let next = 0;
  const loop = async () => {
    while (next < urls.length) {
      const answer = await fetch(urls[next++], { signal: AbortSignal.timeout(10000) });
      await answer.text();
    }
  };
  Promise.all(Array.from({ length: Number(process.env.AT_ONCE) }, loop));`;

/** The same messages sent to the gateway by the plain loop, in a process of its own (as the server is). */
async function plainLoop(store: Store, gateway: CountingGateway, template: string): Promise<void> {
  const file = path.join(store.DATA_DIR, 'gateway-urls.json');
  fs.writeFileSync(file, JSON.stringify(messages.map((m) => gatewayRequestUrl(template, m))));
  const client = start(process.execPath, ['-e', PLAIN_LOOP_SCRIPT], {
    URLS_FILE: file,
    AT_ONCE: String(GATEWAY_CALLS_AT_ONCE),
  });
  try {
    await gateway.allReceived();
  } finally {
    await stop(client);
  }
}

/** The server's sender drains the messages written to its outbox; answers how many rows it recorded sent. */
async function serverSender(store: Store, gateway: CountingGateway, template: string): Promise<number> {
  const app = await startApp(store, PORT, { SMS_URL: template });
  const { db, config } = openStore(store);
  try {
    // Only writing here: the sending, and its counting, is the server's.
    const outbox = new Outbox(db.kysely, {}, config.otp.perPhonePerDay, console, () => new Date(), {
      delivery: () => {},
    });
    await db.kysely.transaction().execute((trx) => outbox.write(trx, messages));
    await gateway.allReceived();
    // The last calls' rows are recorded sent a moment after the gateway answered them.
    const sentRows = async () =>
      Number(
        (
          await db.kysely
            .selectFrom('outbox')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('state', '=', 'sent')
            .executeTakeFirstOrThrow()
        ).n,
      );
    for (let waited = 0; (await sentRows()) < MESSAGES && waited < GIVE_UP_MS; waited += 20)
      await new Promise((r) => setTimeout(r, 20));
    return sentRows();
  } finally {
    await stop(app.server);
    await db.close();
  }
}

export async function outboxSection(): Promise<void> {
  const store = newStore();
  const gateway = new CountingGateway();
  try {
    const template = await gateway.listen();
    await timed('outbox baseline', () => plainLoop(store, gateway, template));
    const baseline = gateway.result(template);
    gateway.reset();
    const sentRows = await timed('outbox', () => serverSender(store, gateway, template));
    const sender = gateway.result(template);
    console.log('');
    console.log(
      `the outbox's sender, ${MESSAGES} queued texts to a local SMS gateway (SQLite, ${GATEWAY_CALLS_AT_ONCE} gateway calls at once)`,
    );
    figure(
      'texts sent per second',
      `${sender.perSecond.toFixed(0)} (${sender.seconds.toFixed(2)} s from the first to the last)`,
    );
    figure(
      `plain loop of fetch, ${GATEWAY_CALLS_AT_ONCE} at once (baseline)`,
      `${baseline.perSecond.toFixed(0)} per second (${baseline.seconds.toFixed(2)} s); the sender is ${(sender.perSecond / baseline.perSecond).toFixed(2)} of it`,
    );
    judge(
      `outbox sender, ${sender.perSecond.toFixed(0)} texts/s, ${(sender.perSecond / baseline.perSecond).toFixed(2)} of a plain loop`,
      [
        {
          what: 'texts the gateway got exactly once',
          figure: sender.exactlyOnce && baseline.exactlyOnce ? 'all' : 'NO',
          goal: `each of ${MESSAGES} once`,
          met: sender.exactlyOnce && baseline.exactlyOnce,
          correctness: true,
        },
        {
          what: 'rows recorded sent',
          figure: String(sentRows),
          goal: String(MESSAGES),
          met: sentRows === MESSAGES,
          correctness: true,
        },
      ],
    );
  } finally {
    gateway.server.close();
    removeStore(store);
  }
}
