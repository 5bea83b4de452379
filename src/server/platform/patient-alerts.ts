// A patient's alerts by the channels they chose (decision 0071): push notifications on their devices, text
// messages in their language, both or neither; a channel the patient withdrew in their privacy choices is off
// whatever they chose (decision 0090). Never chosen, a patient hears by push when a device of theirs
// takes pushes, else by SMS, in the language they use the app in (kept here as the app tells it), else that
// of their device taking pushes, else English. A walk-in without an account who asked the desk for texts
// hears by SMS only, in the language the desk chose. The text messages are written in the caller's
// transaction (the one recording the change or the alert), so they are kept exactly when it is; the pushes
// and the outbox's sender go once it has committed. An erased account (decision 0093) hears nothing by any
// path: it has no channel and no number, so nothing is ever texted to its `erased-<id>`.
import type { Kysely } from 'kysely';
import type { Language } from '../../shared/constants';
import { ALERT_CHANNELS, type AlertChannel } from '../../shared/contract/patient-account';
import type { Database } from '../db/schema';
import { consentStates } from './consents';
import { erasedAccounts } from './erased-accounts';
import type { Outbox } from './outbox';
import { smsAlertText, type SmsAlertKind, type SmsAlertVars } from './phone-texts';
import type { PushService } from './push';
import type { InBothLanguages, PushKind } from './push-messages';

export interface AlertPreferences {
  /** The channels their alerts go by: those chosen that their privacy choices allow. */
  channels: AlertChannel[];
  /** As chosen (or the default), whatever the privacy choices: what the alert settings show and keep. */
  chosen: AlertChannel[];
  /** Withdrawn in their privacy choices: off whatever is chosen. */
  withdrawn: AlertChannel[];
  /** Their own "turn is near" count; null while never saved (the doctor's count applies). */
  turnNearAt: number | null;
  language: Language;
  pushSubscribed: boolean;
  /** The account's phone number, where its text messages go; '' for an erased account, which has none. */
  phone: string;
}

/** One alert to one person: a patient's account, or a walk-in's phone. */
export interface PatientAlert {
  patientId: number | null;
  /** A walk-in's: their booking (its phone is read when not given) and the language the desk chose. */
  walkIn?: { bookingId: number; phone?: string; language: Language };
  push?: { kind: PushKind; vars: Record<string, string | number | InBothLanguages> };
  sms?: { kind: SmsAlertKind; vars: SmsAlertVars };
}

/** An alert by push alone, to a patient's account. */
export type PushAlert = Required<Pick<PatientAlert, 'push'>> & { patientId: number };

/** A kept language, or null when none is (or it is not one of the app's). */
const languageOf = (kept: string | null | undefined): Language | null => (kept === 'hi' || kept === 'en' ? kept : null);

/** Rows per IN list (PostgreSQL takes at most 65,535 parameters in one statement). */
const IDS_PER_QUERY = 1000;

export class PatientAlerts {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly outbox: Outbox,
    private readonly push: PushService,
  ) {}

  /** The alert preferences of patients, saved or the default, in three queries per thousand patients. */
  async preferencesOf(
    patientIds: readonly number[],
    db: Kysely<Database> = this.db,
  ): Promise<Map<number, AlertPreferences>> {
    const ids = [...new Set(patientIds)];
    const found = new Map<number, AlertPreferences>();
    for (let i = 0; i < ids.length; i += IDS_PER_QUERY) {
      const chunk = ids.slice(i, i + IDS_PER_QUERY);
      const [accounts, devices, consents, erased] = await Promise.all([
        db
          .selectFrom('users')
          .leftJoin('alert_preferences', 'alert_preferences.patient_id', 'users.id')
          .select([
            'users.id',
            'users.phone_number',
            'users.app_language',
            'alert_preferences.channels',
            'alert_preferences.turn_near_at',
            'alert_preferences.language',
          ])
          .where('users.id', 'in', chunk)
          .execute(),
        db
          .selectFrom('push_subscriptions')
          .select(['user_id', 'lang'])
          .where('user_id', 'in', chunk)
          .orderBy('created_at')
          .execute(),
        consentStates(db, chunk),
        erasedAccounts(db).where('user_id', 'in', chunk).execute(),
      ]);
      const gone = new Set(erased.map((row) => row.user_id));
      // The language of the device subscribed last, for a patient who never chose one and whose app never told its own.
      const deviceLanguage = new Map(
        devices.map((d) => [d.user_id, d.lang === 'hi' ? ('hi' as const) : ('en' as const)]),
      );
      for (const a of accounts) {
        const subscribed = deviceLanguage.has(a.id);
        const chosen: AlertChannel[] =
          a.channels === null
            ? [subscribed ? 'push' : 'sms']
            : (a.channels.split(',').filter(Boolean) as AlertChannel[]);
        const consent = consents.get(a.id);
        // A channel never recorded is given: the patient has heard by it since before consents were asked.
        const withdrawn = ALERT_CHANNELS.filter((channel) => consent?.[channel]?.given === false);
        // An erased account is told nothing, whatever rows of it are left.
        const isErased = gone.has(a.id);
        found.set(a.id, {
          channels: isErased ? [] : chosen.filter((channel) => !withdrawn.includes(channel)),
          chosen,
          withdrawn,
          turnNearAt: a.turn_near_at ?? null,
          language: languageOf(a.language) ?? languageOf(a.app_language) ?? deviceLanguage.get(a.id) ?? 'en',
          pushSubscribed: subscribed,
          phone: isErased ? '' : a.phone_number,
        });
      }
    }
    return found;
  }

  /**
   * Keeps the language a patient uses the app in, as the app tells it: their texts' language until they
   * choose one. Written only when it changed (one statement, no read); an account that is not a patient's is
   * left alone.
   */
  async keepAppLanguage(patientId: number, language: Language): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ app_language: language })
      .where('id', '=', patientId)
      .where('role', '=', 'Patient')
      .where((eb) => eb.or([eb('app_language', 'is', null), eb('app_language', '!=', language)]))
      .execute();
  }

  /**
   * Writes the text messages of the alerts in `db` (the caller's transaction) and answers what goes once it
   * commits: the pushes, and a word to the outbox's sender. Preferences already read may be given.
   */
  async write(
    db: Kysely<Database>,
    alerts: readonly PatientAlert[],
    known?: Map<number, AlertPreferences>,
  ): Promise<() => void> {
    if (!alerts.length) return () => {};
    const missing = alerts.flatMap((a) => (a.patientId !== null && !known?.has(a.patientId) ? [a.patientId] : []));
    const preferences = missing.length
      ? new Map([...(known ?? []), ...(await this.preferencesOf(missing, db))])
      : (known ?? new Map<number, AlertPreferences>());
    const unknownPhones = alerts.flatMap((a) => (a.walkIn && !a.walkIn.phone ? [a.walkIn.bookingId] : []));
    const walkInPhones = new Map<number, string>();
    for (let i = 0; i < unknownPhones.length; i += IDS_PER_QUERY) {
      const rows = await db
        .selectFrom('bookings')
        .select(['id', 'phone_number'])
        .where('id', 'in', unknownPhones.slice(i, i + IDS_PER_QUERY))
        .execute();
      for (const row of rows) walkInPhones.set(row.id, row.phone_number);
    }
    const texts: { to: string; body: string; by: 'sms' }[] = [];
    const pushes = new Map<
      string,
      { kind: PushKind; vars: Record<string, string | number | InBothLanguages>; userIds: number[] }
    >();
    for (const alert of alerts) {
      const own = alert.patientId === null ? undefined : preferences.get(alert.patientId);
      const channels: readonly AlertChannel[] = own?.channels ?? (alert.walkIn ? ['sms'] : []);
      const phone =
        own?.phone ?? alert.walkIn?.phone ?? (alert.walkIn ? walkInPhones.get(alert.walkIn.bookingId) : undefined);
      const language = own?.language ?? alert.walkIn?.language ?? 'en';
      if (alert.sms && phone && channels.includes('sms'))
        texts.push({ to: phone, by: 'sms', body: smsAlertText(alert.sms.kind, language, alert.sms.vars) });
      if (alert.push && alert.patientId !== null && channels.includes('push')) {
        // The same words for several patients (the doctor has started) go in one push call.
        const key = `${alert.push.kind}|${JSON.stringify(alert.push.vars)}`;
        const group = pushes.get(key) ?? { ...alert.push, userIds: [] };
        group.userIds.push(alert.patientId);
        pushes.set(key, group);
      }
    }
    if (texts.length)
      await this.outbox.write(
        db,
        texts.map((t) => ({ channel: 'sms', to: t.to, subject: 'SMS', body: t.body })),
      );
    return () => {
      if (texts.length) this.outbox.wake();
      for (const group of pushes.values()) void this.push.notify(group.userIds, group.kind, group.vars);
    };
  }

  /**
   * Pushes alerts that have no text, after their change committed. A push is never kept, so nothing is
   * written; an alert with a text goes through `write`, in the transaction of its change.
   */
  async pushOnly(alerts: readonly PushAlert[]): Promise<void> {
    (await this.write(this.db, alerts))();
  }
}
