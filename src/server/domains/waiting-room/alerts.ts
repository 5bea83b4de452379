// The waiting room's pushes (docs/decisions/0027-waiting-room.md): "your turn is near", "the doctor has
// started", "the doctor is running late" and "your token was skipped", each at most once per booking. A
// change of a slot's queue is looked at with one read of the queue and one of the alerts already sent;
// the alerts due are recorded with ON CONFLICT DO NOTHING and only the rows this call inserted are pushed,
// so two changes at once, or two instances, never push one alert twice.
import type { Platform } from '../../platform/platform';
import type { QueueAlertKind } from '../../platform/push-messages';
import { todayOf } from '../../platform/calendar';
import { SlotFloor } from './call-order';
import { doctorStarted, nowServing, type QueuedToken } from './progress';
import { doctorNameOf, type DoctorRow } from './queue-views';
import type { SlotRef, WaitingRoomRepository } from './repository';

type Due = Map<QueueAlertKind, QueuedToken[]>;

/** The alerts a slot's queue calls for now, whether sent before or not (walk-ins without an account hear none). */
export function dueAlerts(queue: readonly QueuedToken[], floor: SlotFloor<QueuedToken>, alertAt: number): Due {
  const due: Due = new Map([
    ['turnNear', []],
    ['slotStarted', []],
    ['tokenSkipped', []],
  ]);
  const started = doctorStarted(queue);
  const called = queue.some((entry) => entry.called_at !== null);
  for (const entry of queue) {
    if (entry.patient_id === null) continue;
    if (entry.token === 'Pending' && started && floor.ahead(entry) <= alertAt) due.get('turnNear')!.push(entry);
    if (entry.token === 'Pending' && called) due.get('slotStarted')!.push(entry);
    if (entry.token === 'Skipped') due.get('tokenSkipped')!.push(entry);
  }
  return due;
}

export class QueueAlerts {
  constructor(
    private readonly platform: Platform,
    private readonly repo: WaitingRoomRepository,
  ) {}

  /** After any change of a slot's queue: pushes the alerts now due that were never sent. */
  async queueChanged(ref: SlotRef): Promise<void> {
    // Nothing is due before the slot's day: the doctor starts only on it.
    if (ref.date !== todayOf(this.platform)) return;
    // Nor before the doctor acts on the slot (dueAlerts needs a token called, done or skipped): a rush of
    // joins before the doctor starts costs one short query each, not a read of the whole queue.
    if (!(await this.repo.slotStarted(ref))) return;
    const [queue, [doctor], sent] = await Promise.all([
      this.repo.queues([ref.doctorId], ref.date, ref.slot),
      this.repo.doctors([ref.doctorId]),
      this.repo.sentAlerts(ref),
    ]);
    if (!doctor) return;
    const already = new Set(sent.map((s) => `${s.kind}:${s.booking_id}`));
    const floor = new SlotFloor(queue, doctor.late_rejoin_after);
    for (const [kind, entries] of dueAlerts(queue, floor, doctor.alert_at)) {
      const fresh = entries.filter((entry) => !already.has(`${kind}:${entry.id}`));
      if (fresh.length) await this.send(kind, fresh, doctor, queue, floor);
    }
  }

  /** A delay above 0 was posted: the slot's waiting patients hear it (once each). */
  async delayPosted(queue: readonly QueuedToken[], doctor: DoctorRow, minutes: number, notice: string): Promise<void> {
    const waiting = queue.filter((entry) => entry.token === 'Pending' && entry.patient_id !== null);
    if (waiting.length) await this.send('delayPosted', waiting, doctor, queue, new SlotFloor(queue, doctor.late_rejoin_after), { minutes, notice });
  }

  /** Records the alerts and pushes those this call recorded, in each device's language. */
  private async send(
    kind: QueueAlertKind,
    entries: QueuedToken[],
    doctor: DoctorRow,
    queue: readonly QueuedToken[],
    floor: SlotFloor<QueuedToken>,
    extra: Record<string, string | number> = {},
  ) {
    const recorded = await this.repo.recordAlerts(
      kind,
      entries.map((entry) => entry.id),
      this.platform.now().toISOString(),
    );
    const to = entries.filter((entry) => recorded.has(entry.id));
    const doctorName = doctorNameOf(doctor);
    const { push } = this.platform;
    if (kind === 'slotStarted' || kind === 'delayPosted') {
      // The same words for everyone: one push call for the slot.
      void push.notify(patientsOf(to), kind, { doctor: doctorName, serving: nowServing(queue) ?? '', ...extra });
      return;
    }
    for (const entry of to) {
      void push.notify(patientsOf([entry]), kind, { doctor: doctorName, token: entry.booking_number, ahead: floor.ahead(entry) });
    }
  }
}

const patientsOf = (entries: QueuedToken[]) => entries.flatMap((entry) => (entry.patient_id === null ? [] : [entry.patient_id]));
