// Consents and the privacy notice (decision 0090). The notice in force has a version (PRIVACY_NOTICE_VERSION);
// registration records the patient's acceptance of it and their choice of SMS and push alerts, and a patient
// who has not accepted the one in force is asked to (the web's gate, from the signed-in user's
// privacy_notice_due). The alert channels may be withdrawn and given again; the alerts read the state
// (platform/patient-alerts.ts) and a withdrawal of push forgets the patient's devices. Every change is a new
// row (the proof of consent) and an entry in the audit log, naming no more than the purpose and version.
import type { Kysely, Transaction } from 'kysely';
import type { Language } from '../../../shared/constants';
import { ALERT_CHANNELS, type AlertChannel } from '../../../shared/contract/patient-account';
import type { ParsedRequestOf } from '../../../shared/contract/catalogue';
import type { ConsentsView } from '../../../shared/contract/privacy';
import type { SessionUser } from '../../../shared/contract/users';
import { MESSAGES } from '../../../shared/messages';
import type { Database } from '../../db/schema';
import { consentStates, type ConsentState } from '../../platform/consents';
import { ConflictError, NotFoundError } from '../../platform/errors';
import { requireOwnPatient } from './policy';
import type { Platform } from '../../platform/platform';
import type { AuthUser } from '../../platform/sessions';
import { loadSessionUser } from '../accounts/user-view';
import { ReferenceService } from '../reference/service';
import { ConsentsRepository, insertConsents, type ConsentRow } from './consents-repository';

/** What the audit log says of consent changes: the patient's consents, by their account's id. */
const AUDIT_RECORD = 'consents';

/** What a patient's change of an alert channel says: what now stops, or that it goes again. */
export const CONSENT_CHANGE_MESSAGES = {
  withdraw: { sms: MESSAGES.smsConsentWithdrawn, push: MESSAGES.pushConsentWithdrawn },
  give: { sms: MESSAGES.smsConsentGiven, push: MESSAGES.pushConsentGiven },
} as const;

/** One alert channel given (true) or withdrawn (false). */
type Choice = { purpose: AlertChannel; given: boolean };

/**
 * The consents of a registration, in its transaction: the notice accepted at the version the form showed, and
 * each alert channel as the patient agreed (the demo patient's too).
 */
export function writeRegistrationConsents(
  db: Kysely<Database>,
  patientId: number,
  noticeVersion: string,
  alerts: boolean,
  at: string,
): Promise<void> {
  const row = (purpose: ConsentRow['purpose'], given: boolean): ConsentRow => ({
    user_id: patientId,
    purpose,
    notice_version: noticeVersion,
    given: given ? 1 : 0,
    at,
  });
  return insertConsents(db, [row('service', true), ...ALERT_CHANNELS.map((channel) => row(channel, alerts))]);
}

export class ConsentsService {
  private readonly repo: ConsentsRepository;
  private readonly reference: ReferenceService;

  constructor(private readonly platform: Platform) {
    this.repo = new ConsentsRepository(platform.db, platform.engine);
    this.reference = new ReferenceService(platform);
  }

  private get noticeVersion(): string {
    return this.platform.config.privacyNoticeVersion;
  }

  /** The notice in force and its text (the privacy policy page), for anyone about to register. */
  async getPrivacyNotice(lang: Language): Promise<{ version: string; content: string }> {
    const { content } = await this.reference.getStaticPages('privacy_policy', lang);
    return { version: this.noticeVersion, content };
  }

  /** A version the patient read and accepts must be the one in force; another is 409, to be read again. */
  requireNoticeInForce(version: string): void {
    if (version !== this.noticeVersion) throw new ConflictError(MESSAGES.privacyNoticeChanged);
  }

  /** Inside the registration's transaction, once its account is written: what the form's patient agreed to. */
  async recordRegistration(
    trx: Transaction<Database>,
    patientId: number,
    noticeVersion: string,
    alerts: boolean,
  ): Promise<void> {
    await writeRegistrationConsents(trx, patientId, noticeVersion, alerts, this.platform.now().toISOString());
    await this.platform.audit.record(
      {
        user: null,
        action: `registration-consents:${noticeVersion}`,
        recordType: AUDIT_RECORD,
        recordId: patientId,
        outcome: 'ok',
      },
      trx,
    );
  }

  async getConsents(user: AuthUser, patientId: number): Promise<ConsentsView> {
    const id = requireOwnPatient(user, patientId);
    return consentsViewOf((await consentStates(this.platform.db, [id])).get(id), this.noticeVersion);
  }

  /**
   * The patient accepts the notice in force with their choice of each alert channel; answers their signed-in
   * user, no longer asked. Accepting the same version again records it again: it is what they affirmed.
   */
  async acceptPrivacyNotice(user: AuthUser, input: ParsedRequestOf<'accept-privacy-notice'>): Promise<SessionUser> {
    const id = requireOwnPatient(user, input.patient_id);
    this.requireNoticeInForce(input.version);
    const choices = ALERT_CHANNELS.map((purpose) => ({ purpose, given: input[purpose] }));
    await this.change(user, id, `accept-privacy-notice:${input.version}`, choices, true);
    const updated = await loadSessionUser(this.platform, id);
    if (!updated) throw new NotFoundError();
    return updated;
  }

  async withdrawConsent(user: AuthUser, input: ParsedRequestOf<'withdraw-consent'>): Promise<ConsentsView> {
    return this.choose(user, input.patient_id, { purpose: input.purpose, given: false });
  }

  async giveConsent(user: AuthUser, input: ParsedRequestOf<'give-consent'>): Promise<ConsentsView> {
    return this.choose(user, input.patient_id, { purpose: input.purpose, given: true });
  }

  /**
   * Runs `work` (saving a push subscription) in a transaction that holds the patient's consents: refused with
   * 409 while they have withdrawn push, and a withdrawal at the same moment waits for it, then forgets the device.
   */
  async whilePushAllowed(userId: number, work: (trx: Transaction<Database>) => Promise<void>): Promise<void> {
    await this.repo.transaction(async (trx) => {
      await this.repo.holdPatient(trx, userId);
      if ((await consentStates(trx, [userId])).get(userId)?.push?.given === false)
        throw new ConflictError(MESSAGES.pushOffByChoice);
      await work(trx);
    });
  }

  private async choose(user: AuthUser, patientId: number, choice: Choice): Promise<ConsentsView> {
    const id = requireOwnPatient(user, patientId);
    return consentsViewOf(
      await this.change(user, id, `${choice.given ? 'give' : 'withdraw'}-consent:${choice.purpose}`, [choice], false),
      this.noticeVersion,
    );
  }

  /**
   * Records the choices that change the patient's state (and the notice accepted, when `accepting`) as new
   * rows at the notice in force, forgets their devices when push is withdrawn, and audits the change, all in
   * one transaction holding the patient. A choice that changes nothing writes nothing. Answers the new state.
   */
  private async change(
    user: AuthUser,
    patientId: number,
    action: string,
    choices: readonly Choice[],
    accepting: boolean,
  ): Promise<ConsentState> {
    const at = this.platform.now().toISOString();
    return this.repo.transaction(async (trx) => {
      await this.repo.holdPatient(trx, patientId);
      const before = (await consentStates(trx, [patientId])).get(patientId) ?? {};
      const changed = choices.filter(({ purpose, given }) => before[purpose]?.given !== given);
      const rows: ConsentRow[] = [...(accepting ? [{ purpose: 'service' as const, given: true }] : []), ...changed].map(
        ({ purpose, given }) => ({
          user_id: patientId,
          purpose,
          notice_version: this.noticeVersion,
          given: given ? 1 : 0,
          at,
        }),
      );
      if (!rows.length) return before;
      await insertConsents(trx, rows);
      if (changed.some((choice) => choice.purpose === 'push' && !choice.given))
        await this.repo.removePushSubscriptions(trx, patientId);
      await this.platform.audit.record(
        { user, action, recordType: AUDIT_RECORD, recordId: patientId, outcome: 'ok' },
        trx,
      );
      const after: ConsentState = { ...before };
      for (const row of rows) after[row.purpose] = { given: row.given === 1, noticeVersion: row.notice_version, at };
      return after;
    });
  }
}

/** A patient's consents as they stand (get-consents, and the copy of their data), under the notice in force. */
export function consentsViewOf(state: ConsentState | undefined, noticeVersion: string): ConsentsView {
  const accepted = state?.service?.given ? state.service : undefined;
  return {
    notice_version: noticeVersion,
    accepted_version: accepted?.noticeVersion ?? null,
    accepted_at: accepted?.at ?? null,
    // Never chosen: given, as the patient has heard by it since before consents were asked.
    purposes: ALERT_CHANNELS.map((purpose) => ({
      purpose,
      given: state?.[purpose]?.given ?? true,
      at: state?.[purpose]?.at ?? null,
    })),
  };
}
