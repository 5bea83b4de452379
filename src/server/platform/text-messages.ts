// Text messages and voice calls to a phone. Each is a row of the outbox (platform/outbox.ts: kept until
// delivered, tried again when the gateway fails; the operator lists them with `npm run admin -- list-outbox
// --sms`), sent through the gateway set for its channel: SMS_URL or VOICE_URL, a plain HTTP gateway whose
// URL names where the number and the text go ({to} and {message}, filled in URL-encoded; docs/deploy.md
// shows one provider's). Without a gateway a message stays queued in the outbox.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { answerText, type Gateway, type Outbox, type OutboxMessage } from './outbox';

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
export function gatewayRequestUrl(template: string, message: { to: string; body: string }): string {
  return template
    .replaceAll('{to}', encodeURIComponent(`${COUNTRY_CODE}${message.to}`))
    .replaceAll('{message}', encodeURIComponent(message.body));
}

/** The outbox's gateway for one phone channel: a 2xx answer is delivered, anything else is tried again. */
export function phoneGateway(template: string): Gateway {
  return async (message) => {
    const answer = await fetch(gatewayRequestUrl(template, message), {
      signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
    });
    return { delivered: answer.ok, answer: answerText(answer.status, await answer.text()) };
  };
}

/** A text message or call as an outbox row. */
function outboxMessageOf(message: TextMessage): OutboxMessage {
  return {
    channel: message.by,
    to: message.to,
    subject: message.by === 'sms' ? 'SMS' : 'Voice call',
    body: message.body,
  };
}

export class TextMessages {
  constructor(private readonly outbox: Outbox) {}

  /** Whether a channel has a gateway (a voice call is offered only then). */
  canSend(by: PhoneChannel): boolean {
    return this.outbox.canSend(by);
  }

  /**
   * Writes a message in the transaction of the change it tells of; the caller wakes the outbox's sender once
   * that commits (platform.outbox.wake()).
   */
  async write(db: Kysely<Database>, message: TextMessage): Promise<void> {
    await this.outbox.write(db, [outboxMessageOf(message)]);
  }

  /** Writes a message on its own (a sign-in code: no change to keep it with) and starts sending it. */
  send(message: TextMessage): Promise<void> {
    return this.outbox.send([outboxMessageOf(message)]);
  }
}
