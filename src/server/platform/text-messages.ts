// Text messages and voice calls to a phone (sign-in codes). Each is written to the outbox first (the operator
// lists them with `npm run admin -- list-outbox --sms`), then handed to the gateway set for its channel:
// SMS_URL or VOICE_URL, a plain HTTP gateway whose URL names where the number and the text go ({to} and
// {message}, filled in URL-encoded; docs/deploy.md shows one provider's). Without a gateway it stays in the
// outbox. A failed delivery is logged and the row stays unsent; the person asking is told nothing more.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { OtpSettings } from '../config';
import type { Database } from '../db/schema';

export type PhoneChannel = 'sms' | 'call';

export interface TextMessage {
  /** Ten digits, as numbers are kept. */
  to: string;
  body: string;
  by: PhoneChannel;
}

/** How long a gateway may take to answer before the message counts as not sent. */
const GATEWAY_TIMEOUT_MS = 10_000;

/** India's country code: gateways take the number with it. */
const COUNTRY_CODE = '91';

/** The gateway's URL for one message: {to} and {message} filled in, URL-encoded. */
export function gatewayRequestUrl(template: string, message: TextMessage): string {
  return template.replaceAll('{to}', encodeURIComponent(`${COUNTRY_CODE}${message.to}`)).replaceAll('{message}', encodeURIComponent(message.body));
}

export class TextMessages {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly settings: OtpSettings,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date,
  ) {}

  /** Whether a channel has a gateway (a voice call is offered only then). */
  canSend(by: PhoneChannel): boolean {
    return this.gatewayOf(by) !== undefined;
  }

  private gatewayOf(by: PhoneChannel): string | undefined {
    return by === 'sms' ? this.settings.smsUrl : this.settings.voiceUrl;
  }

  async send(message: TextMessage): Promise<void> {
    const row = await this.db
      .insertInto('outbox')
      .values({ channel: message.by, to_address: message.to, subject: message.by === 'sms' ? 'SMS' : 'Voice call', body: message.body, created_at: this.now().toISOString(), sent_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const gateway = this.gatewayOf(message.by);
    if (!gateway) {
      this.log.info({ outboxId: row.id, channel: message.by }, 'text message held in the outbox (no gateway set)');
      return;
    }
    try {
      const answer = await fetch(gatewayRequestUrl(gateway, message), { signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS) });
      if (!answer.ok) throw new Error(`the gateway answered ${answer.status}`);
      await this.db.updateTable('outbox').set({ sent_at: this.now().toISOString() }).where('id', '=', row.id).execute();
    } catch (err) {
      this.log.error({ err, outboxId: row.id, channel: message.by }, 'text message not delivered');
    }
  }
}
