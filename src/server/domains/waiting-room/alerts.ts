// The waiting room's alerts (docs/decisions/0027-waiting-room.md): "your turn is near", "the doctor has
// started", "the doctor is running late" and "your token was skipped", each at most once per booking, by the
// channels each patient chose (platform/patient-alerts.ts; "the doctor has started" by push only). A change
// of a slot's queue is looked at with one read of the queue and one of the alerts already sent; the alerts
// due are recorded with ON CONFLICT DO NOTHING, and only the rows this call inserted are alerted, their
// text messages written in the same transaction: two changes at once, or two instances, never send one
// alert twice, and a recorded alert always has its text message. "Your turn is near" goes at the patient's
// own count of patients before them, or the doctor's for a patient who never chose one.
import { WAITING_ROOM } from '../../../shared/constants';
import type { AlertPreferences, PatientAlert } from '../../platform/patient-alerts';
import type { SmsAlertKind } from '../../platform/phone-texts';
import type { Platform } from '../../platform/platform';
import type { QueueAlertKind } from '../../platform/push-messages';
import { todayOf } from '../../platform/calendar';
import { SlotFloor } from './call-order';
import { doctorStarted, nowServing, type QueuedToken } from './progress';
import { doctorNameOf, type DoctorRow } from './queue-views';
import { WaitingRoomRepository, type SlotRef } from './repository';

type Due = Map<QueueAlertKind, QueuedToken[]>;

/**
 * The alerts a slot's queue calls for now, whether sent before or not (walk-ins hear them only if they asked the desk
 * for texts).
 */
export function dueAlerts(queue: readonly QueuedToken[], floor: SlotFloor<QueuedToken>, alertAt: number): Due {
  const due: Due = new Map([
    ['turnNear', []],
    ['slotStarted', []],
    ['tokenSkipped', []],
  ]);
  const started = doctorStarted(queue);
  const called = queue.some((entry) => entry.called_at !== null);
  for (const entry of queue) {
    if (entry.patient_id === null && entry.sms_language === null) continue;
    if (entry.token === 'Pending' && started && floor.ahead(entry) <= alertAt) due.get('turnNear')!.push(entry);
    if (entry.token === 'Pending' && called) due.get('slotStarted')!.push(entry);
    if (entry.token === 'Skipped') due.get('tokenSkipped')!.push(entry);
  }
  return due;
}

/** A slot of this many tokens (a full clinic's day) is looked at no more than every ROUND_GAP_MS. */
export const BIG_SLOT_TOKENS = 500;
export const ROUND_GAP_MS = 200;

/** One slot's rounds of looking: when the last began, the tokens it read, and whether another is due. */
interface SlotRounds {
  lastStart: number;
  big: boolean;
  running: boolean;
  /** A change came while a round ran, or a round waits for its turn. */
  pending: boolean;
  timer: NodeJS.Timeout | null;
}

export class QueueAlerts {
  private readonly rounds = new Map<string, SlotRounds>();

  constructor(
    private readonly platform: Platform,
    private readonly repo: WaitingRoomRepository,
    /** The short status links of a slot's bookings, for their text messages. */
    private readonly links: (ref: SlotRef, entries: readonly QueuedToken[]) => Promise<Map<number, string>>,
  ) {}

  /**
   * After any change of a slot's queue: pushes the alerts now due that were never sent. A slot is usually
   * looked at at once, and the change's caller waits for it, so one change's alerts are out when its answer
   * goes. A big slot (BIG_SLOT_TOKENS tokens or more at its last look) is looked at no more than every
   * ROUND_GAP_MS: a change within that time is looked at in the next round, and its caller goes on
   * at once; so a rush of check-ins on a full clinic reads the slot a few times a second, not once per
   * check-in, and every change's alerts are out within a fraction of a second.
   */
  queueChanged(ref: SlotRef): Promise<void> {
    const key = `${ref.doctorId}|${ref.date}|${ref.slot}`;
    const slot = this.rounds.get(key) ?? { lastStart: 0, big: false, running: false, pending: false, timer: null };
    this.rounds.set(key, slot);
    if (slot.running || slot.timer) {
      slot.pending = true;
      return Promise.resolve();
    }
    return this.round(key, ref, slot);
  }

  private async round(key: string, ref: SlotRef, slot: SlotRounds): Promise<void> {
    slot.running = true;
    slot.pending = false;
    slot.lastStart = Date.now();
    try {
      slot.big = (await this.lookAt(ref)) >= BIG_SLOT_TOKENS;
    } catch (err) {
      this.platform.log.error({ err }, 'queue alerts not evaluated');
    } finally {
      slot.running = false;
    }
    // A big slot waits out its gap (looking again then if a change came); a small one goes on at once.
    if (slot.big) this.later(key, ref, slot, slot.lastStart + ROUND_GAP_MS - Date.now());
    else if (slot.pending) this.later(key, ref, slot, 0);
    else this.rounds.delete(key);
  }

  /** The next round of a slot after `wait` ms, if a change came by then; else the slot is forgotten. */
  private later(key: string, ref: SlotRef, slot: SlotRounds, wait: number): void {
    slot.timer = setTimeout(
      () => {
        slot.timer = null;
        if (slot.pending) void this.round(key, ref, slot);
        else this.rounds.delete(key);
      },
      Math.max(0, wait),
    );
    slot.timer.unref();
  }

  /**
   * Pushes the slot's alerts due and never sent; answers how many tokens the slot has (0 before it started, or
   * with nobody to alert).
   */
  private async lookAt(ref: SlotRef): Promise<number> {
    // Nothing is due before the slot's day: the doctor starts only on it.
    if (ref.date !== todayOf(this.platform)) return 0;
    // Nor before the doctor acts on the slot (dueAlerts needs a token called, done or skipped), nor to a slot
    // whose waiting and skipped tokens are all walk-ins who asked for no texts: a rush of joins before the
    // doctor starts, or the desk's calls of a clinic of walk-ins, cost a short query each, not a read of the
    // whole queue.
    if (!(await this.repo.slotStarted(ref)) || !(await this.repo.hasListeners(ref))) return 0;
    const { queue, doctor } = await this.readSlot(ref);
    if (!doctor) return queue.length;
    const floor = new SlotFloor(queue, doctor.late_rejoin_after);
    // Near enough for anyone's count; each patient's own is applied to the few not yet alerted.
    const due = [...dueAlerts(queue, floor, WAITING_ROOM.alertAt.max)].filter(([, entries]) => entries.length > 0);
    // A slot of walk-ins only (no patient's phone to alert) is done here.
    if (!due.length) return queue.length;
    const sent = await this.repo.sentAlerts(ref);
    const already = new Set(sent.map((s) => `${s.kind}:${s.booking_id}`));
    const fresh = due.map(
      ([kind, entries]) => [kind, entries.filter((entry) => !already.has(`${kind}:${entry.id}`))] as const,
    );
    // Read once for every kind: "turn near" needs each patient's own count, and each alert their channels.
    const preferences = await this.platform.alerts.preferencesOf(fresh.flatMap(([, entries]) => patientsOf(entries)));
    for (const [kind, entries] of fresh) {
      const going =
        kind === 'turnNear'
          ? entries.filter(
              (entry) => floor.ahead(entry) <= (preferences.get(entry.patient_id!)?.turnNearAt ?? doctor.alert_at),
            )
          : entries;
      if (going.length) await this.send(ref, kind, going, doctor, queue, floor, {}, preferences);
    }
    return queue.length;
  }

  private async readSlot(ref: SlotRef): Promise<{ queue: QueuedToken[]; doctor: DoctorRow | undefined }> {
    const [queue, [doctor]] = await Promise.all([
      this.repo.queues([ref.doctorId], ref.date, ref.slot),
      this.repo.doctors([ref.doctorId]),
    ]);
    return { queue, doctor };
  }

  /** A delay above 0 was posted: the slot's waiting patients hear it (once each). */
  async delayPosted(
    ref: SlotRef,
    queue: readonly QueuedToken[],
    doctor: DoctorRow,
    minutes: number,
    notice: string,
  ): Promise<void> {
    const waiting = queue.filter((entry) => entry.token === 'Pending' && entry.patient_id !== null);
    if (waiting.length)
      await this.send(ref, 'delayPosted', waiting, doctor, queue, new SlotFloor(queue, doctor.late_rejoin_after), {
        minutes,
        notice,
      });
  }

  /**
   * Records the alerts and, in the same transaction, writes the text messages of those this call recorded;
   * then pushes them, each in its device's language.
   */
  private async send(
    ref: SlotRef,
    kind: QueueAlertKind,
    entries: QueuedToken[],
    doctor: DoctorRow,
    queue: readonly QueuedToken[],
    floor: SlotFloor<QueuedToken>,
    extra: { minutes?: number; notice?: string } = {},
    preferences?: Map<number, AlertPreferences>,
  ) {
    const doctorName = doctorNameOf(doctor);
    const serving = nowServing(queue) ?? '';
    const smsKind = SMS_OF[kind];
    const links = smsKind === 'turnNear' ? await this.links(ref, entries) : new Map<number, string>();
    const alertOf = (entry: QueuedToken): PatientAlert => {
      const vars = { doctor: doctorName, token: entry.booking_number, ahead: floor.ahead(entry) };
      return {
        patientId: entry.patient_id,
        ...(entry.patient_id === null && entry.sms_language
          ? { walkIn: { bookingId: entry.id, language: entry.sms_language === 'hi' ? 'hi' : 'en' } }
          : {}),
        // The same words for everyone of the slot: one push call for them all.
        push: {
          kind,
          vars: kind === 'slotStarted' || kind === 'delayPosted' ? { doctor: doctorName, serving, ...extra } : vars,
        },
        ...(smsKind ? { sms: { kind: smsKind, vars: { ...vars, ...extra, link: links.get(entry.id) } } } : {}),
      };
    };
    const after = await this.platform.db.transaction().execute(async (trx) => {
      const recorded = await new WaitingRoomRepository(trx).recordAlerts(
        kind,
        entries.map((entry) => entry.id),
        this.platform.now().toISOString(),
      );
      return this.platform.alerts.write(
        trx,
        entries.filter((entry) => recorded.has(entry.id)).map(alertOf),
        preferences,
      );
    });
    after();
  }
}

/** The text message of each waiting-room alert ("the doctor has started" goes by push only). */
const SMS_OF: Record<QueueAlertKind, SmsAlertKind | undefined> = {
  turnNear: 'turnNear',
  slotStarted: undefined,
  delayPosted: 'delayPosted',
  tokenSkipped: 'tokenSkipped',
};

const patientsOf = (entries: readonly { patient_id: number | null }[]) =>
  entries.flatMap((entry) => (entry.patient_id === null ? [] : [entry.patient_id]));
