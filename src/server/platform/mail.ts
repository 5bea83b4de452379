// The mail outbox: every mail is written to the outbox table first (the operator can list it with
// `npm run admin -- list-outbox`), then sent over SMTP when SMTP_URL is set.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

export class Mailer {
  /** The SMTP transport, made at the first mail sent over SMTP (the library is loaded then, not at start). */
  private transport: Promise<Transporter> | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly config: AppConfig,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date,
  ) {}

  private transportOf(smtpUrl: string): Promise<Transporter> {
    this.transport ??= import('nodemailer').then((nodemailer) => nodemailer.default.createTransport(smtpUrl));
    return this.transport;
  }

  async send(mail: Mail): Promise<void> {
    const row = await this.db
      .insertInto('outbox')
      .values({ to_address: mail.to, subject: mail.subject, body: mail.body, created_at: this.now().toISOString(), sent_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { smtpUrl } = this.config;
    if (!smtpUrl) {
      this.log.info({ outboxId: row.id, to: mail.to, subject: mail.subject }, 'mail held in the outbox (no SMTP_URL)');
      return;
    }
    try {
      await (await this.transportOf(smtpUrl)).sendMail({ to: mail.to, subject: mail.subject, text: mail.body, from: 'Parchee <no-reply@parchee.local>' });
      await this.db.updateTable('outbox').set({ sent_at: this.now().toISOString() }).where('id', '=', row.id).execute();
    } catch (err) {
      // The mail stays in the outbox; the person asking is not told whether it went (no account probing).
      this.log.error({ err, outboxId: row.id }, 'SMTP delivery failed');
    }
  }
}
