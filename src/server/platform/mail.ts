// Mails: rows of the outbox (platform/outbox.ts; the operator lists them with `npm run admin -- list-outbox`),
// sent over SMTP when SMTP_URL is set, tried again while the server refuses or cannot be reached.
import type { Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { Database } from '../db/schema';
import { answerText, type Gateway, type Outbox } from './outbox';

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

/** The outbox's gateway for mails; the SMTP library is loaded at the first mail, not at start (memory). */
export function smtpGateway(smtpUrl: string): Gateway {
  let transport: Promise<Transporter> | null = null;
  return async (message) => {
    transport ??= import('nodemailer').then((nodemailer) => nodemailer.default.createTransport(smtpUrl));
    const info = (await (
      await transport
    ).sendMail({
      to: message.to,
      subject: message.subject,
      text: message.body,
      from: 'Parchee <no-reply@parchee.local>',
    })) as { response?: string };
    return { delivered: true, answer: answerText('', info.response ?? 'accepted') };
  };
}

export class Mailer {
  constructor(private readonly outbox: Outbox) {}

  /**
   * Writes a mail in the transaction of the change it tells of; the caller wakes the outbox's sender once that
   * commits (platform.outbox.wake()).
   */
  async write(db: Kysely<Database>, mail: Mail): Promise<void> {
    await this.outbox.write(db, [{ channel: 'mail', ...mail }]);
  }

  /**
   * Writes a mail on its own and starts sending it; whether it went is never told to the person asking (no account
   * probing).
   */
  send(mail: Mail): Promise<void> {
    return this.outbox.send([{ channel: 'mail', ...mail }]);
  }
}
