// A notice of a personal data breach (decision 0094): the call centre's desk sends it to every patient or to
// a list of them. In one transaction each is given the notice in the app and a text message in their
// language (the notice whole when it fits a text, else a short line sending them to the app), and the
// breach_notices row records who sent it; the report reads back who was told, how and when.
import type { Language } from '../../../shared/constants';
import type { ParsedRequestOf } from '../../../shared/contract/catalogue';
import type { BreachNotice, BreachRecipient } from '../../../shared/contract/privacy';
import { fillMessage, MESSAGES } from '../../../shared/messages';
import { NotFoundError, ValidationError } from '../../platform/errors';
import type { OutboxMessage } from '../../platform/outbox';
import { breachNoticeText } from '../../platform/phone-texts';
import type { Platform } from '../../platform/platform';
import type { AuthUser } from '../../platform/sessions';
import { NoticeRepository, type BreachNoticeRow, type BreachRecipientRow, type Recipient } from './notice-repository';
import type { NoticesService } from './notices';

/** Text messages handed to the outbox at once: its daily-limit check names each number in one IN list. */
const TEXTS_PER_WRITE = 1000;
/** The last digits of a number the report shows of a patient who was texted. */
const PHONE_DIGITS_SHOWN = 4;

/** Whether each language's text carries the notice whole. */
const wholeText = (row: Pick<BreachNoticeRow, 'message_en' | 'message_hi'>) => ({
  en: breachNoticeText('en', row.message_en).whole,
  hi: breachNoticeText('hi', row.message_hi).whole,
});

const view = (row: BreachNoticeRow): BreachNotice => ({ ...row, whole_text: wholeText(row) });

/**
 * A number as the report shows it: whole where the text was not delivered (failed or dropped), since the
 * desk must then call the patient; otherwise only its last digits, so the downloaded report is not a list
 * of every patient's number.
 */
function reportPhone(row: BreachRecipientRow): string {
  if (row.text_state === 'failed' || row.text_state === 'dropped') return row.phone_number;
  return row.phone_number.length > PHONE_DIGITS_SHOWN
    ? `${'*'.repeat(row.phone_number.length - PHONE_DIGITS_SHOWN)}${row.phone_number.slice(-PHONE_DIGITS_SHOWN)}`
    : row.phone_number;
}

const recipientView = (row: BreachRecipientRow): BreachRecipient => ({
  patient_id: row.patient_id,
  name: row.name,
  phone_number: reportPhone(row),
  text_state: row.text_state ?? 'none',
  text_sent_at: row.text_sent_at,
  seen_at: row.seen_at,
  dismissed_at: row.dismissed_at,
});

export class BreachNoticesService {
  private readonly repo: NoticeRepository;

  constructor(
    private readonly platform: Platform,
    private readonly notices: NoticesService,
  ) {
    this.repo = new NoticeRepository(platform.db);
  }

  /**
   * Gives the notice to every patient, or to each listed one (an id that is no patient's account is 400,
   * naming every such id), with a text to each number, in one transaction; audited.
   */
  async sendBreachNotice(user: AuthUser, input: ParsedRequestOf<'send-breach-notice'>): Promise<BreachNotice> {
    const id = await this.repo.transaction(async (trx) => {
      let patientIds: number[];
      if (input.audience === 'all') {
        patientIds = await this.repo.allPatients(trx);
      } else {
        const patients = await this.repo.patientsAmong(input.audience, trx);
        const strangers = input.audience.filter((patientId) => !patients.has(patientId));
        if (strangers.length)
          throw new ValidationError({ audience: fillMessage(MESSAGES.breachAudienceNotPatients, { ids: strangers }) });
        patientIds = input.audience;
      }
      const preferences = await this.platform.alerts.preferencesOf(patientIds, trx);
      // One text per number (two accounts may share a phone), in the language of the first patient with it.
      const textTo = new Map<string, Language>();
      for (const patientId of patientIds) {
        const phone = preferences.get(patientId)?.phone;
        if (phone && !textTo.has(phone)) textTo.set(phone, preferences.get(patientId)!.language);
      }
      const texts: OutboxMessage[] = [...textTo].map(([to, language]) => ({
        channel: 'sms',
        to,
        subject: 'SMS',
        body: breachNoticeText(language, language === 'hi' ? input.message_hi : input.message_en).text,
      }));
      const outboxIdOf = new Map<string, number>();
      for (let i = 0; i < texts.length; i += TEXTS_PER_WRITE) {
        for (const written of await this.platform.outbox.write(trx, texts.slice(i, i + TEXTS_PER_WRITE)))
          outboxIdOf.set(written.to, written.id);
      }
      const recipients: Recipient[] = patientIds.map((patientId) => ({
        patientId,
        outboxId: outboxIdOf.get(preferences.get(patientId)?.phone ?? '') ?? null,
      }));
      const noticeId = await this.notices.give(
        trx,
        { kind: 'breach', message_en: input.message_en, message_hi: input.message_hi },
        recipients,
      );
      const now = this.platform.now().toISOString();
      const id = await this.repo.insertBreachNotice(trx, {
        notice_id: noticeId,
        audience: input.audience === 'all' ? 'all' : 'list',
        sent_by: user.id,
        created_at: now,
      });
      await this.platform.audit.record(
        {
          user,
          action: `send-breach-notice:${recipients.length}`,
          recordType: 'breach-notice',
          recordId: id,
          outcome: 'ok',
        },
        trx,
      );
      return id;
    });
    this.platform.outbox.wake();
    return this.notice(id);
  }

  async getBreachNotices(): Promise<BreachNotice[]> {
    return (await this.repo.breachNotices()).map(view);
  }

  /** Who was told of a breach and when; reading it is audited (it names every patient given the notice). */
  async getBreachNoticeReport(
    user: AuthUser,
    id: number,
  ): Promise<{ notice: BreachNotice; recipients: BreachRecipient[] }> {
    const notice = await this.notice(id);
    const recipients = await this.repo.breachRecipients(id);
    await this.platform.audit.record({
      user,
      action: 'read-breach-notice-report',
      recordType: 'breach-notice',
      recordId: id,
      outcome: 'ok',
    });
    return { notice, recipients: recipients.map(recipientView) };
  }

  private async notice(id: number): Promise<BreachNotice> {
    const [row] = await this.repo.breachNotices(id);
    if (!row) throw new NotFoundError();
    return view(row);
  }
}
