// The doctor's day (run by the doctor or its hospital): lists and counts, accept or cancel, call in and
// out, skip and recall, reschedule, the prescription picture, the running-late notice, the visit's payment,
// and the floor: the clinic's check-in code, arrival marked at the desk, "Call next" and priority. Every
// change is a conditional update: a change the current state does not allow is 409. Who may run a booking,
// placing a booking in a slot, arrival and the check-in codes are the appointments' rules: this service
// asks the appointment services for them; the delay is kept and told by the waiting room, which also says
// who is called next (waiting-room/call-order.ts).
import type { Priority, Slot } from '../../../shared/constants';
import type { BookingView } from '../../../shared/contract/booking-shapes';
import type { ParsedRequestOf, ResultOf } from '../../../shared/contract/catalogue';
import { addDays } from '../../../shared/dates';
import { takesPayment } from '../../../shared/fees';
import { MESSAGES } from '../../../shared/messages';
import { awaitsDecision, mayReschedule, type TokenMove } from '../../../shared/visit-rules';
import type { AuditEntry } from '../../platform/audit';
import type { UploadedFile } from '../../platform/calls';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors';
import { requireNotPast } from '../../platform/calendar';
import type { ClinicDayStats } from '../../../shared/contract/queue';
import { clinicDayStats } from './clinic-day';
import { requireOwnDoctorDay } from './policy';
import type { Platform } from '../../platform/platform';
import type { PatientAlert } from '../../platform/patient-alerts';
import type { AuthUser } from '../../platform/sessions';
import { WriteBatches } from '../../platform/write-batches';
import { accessEntry } from '../appointments/booking-audit';
import type { CheckInCodeKind } from '../appointments/check-in-codes';
import type { AppointmentServices } from '../appointments/services';
import { takerOf } from '../appointments/scheduling';
import type { BookingRow } from '../appointments/booking-rows';
import { bookingView } from '../appointments/views';
import { nextCall } from '../waiting-room/call-order';
import type { WaitingRoomService } from '../waiting-room/service';
import type { CallNextOutcome, QueueRepository, SlotOfDay } from './repository';

const FUTURE_LIMIT = 300;

/**
 * The audit entry of a read of one doctor's list of a day: the day is in the action, so a patient's record
 * access log can tell which lists held their booking.
 */
const dayListRead = (
  user: AuthUser,
  action: 'read-queue' | 'read-day',
  doctorId: number,
  date: string,
): AuditEntry => ({
  user,
  action: `${action}:${date}`,
  recordType: 'doctor',
  recordId: doctorId,
  outcome: 'ok',
});

/** What a booking's alerts say of it: the doctor, the token and the date. */
function varsOf(row: BookingRow) {
  return {
    doctor: `${row.doctor_first_name} ${row.doctor_last_name}`.trim(),
    token: row.booking_number ?? '',
    date: row.booking_date ?? '',
  };
}

/**
 * The clinic's answer to a booking, told to its patient by the channels they chose; a cancellation goes by
 * SMS too, to a walk-in who asked the desk for texts as well. Null when nobody is to hear it.
 */
function decisionAlertOf(row: BookingRow, status: 'Approved' | 'Cancelled'): PatientAlert | null {
  const walkIn =
    row.patient_id === null && row.sms_language
      ? {
          bookingId: row.id,
          phone: row.phone_number,
          language: row.sms_language === 'hi' ? ('hi' as const) : ('en' as const),
        }
      : undefined;
  if (!row.patient_id && !walkIn) return null;
  const vars = varsOf(row);
  return {
    patientId: row.patient_id,
    ...(walkIn ? { walkIn } : {}),
    push: { kind: status === 'Approved' ? 'bookingApproved' : 'bookingCancelled', vars },
    ...(status === 'Cancelled'
      ? { sms: { kind: 'bookingCancelled' as const, vars: { doctor: vars.doctor, date: vars.date } } }
      : {}),
  };
}

/** One press of "Call next": who pressed it, for which slot, and when. */
interface Press {
  user: AuthUser;
  ref: SlotOfDay;
  now: string;
}

export class QueueService {
  /**
   * Presses of "Call next" that arrive together are written in one transaction, one after another as they came
   * (each sees the slot as the one before it left it), with their audit entries: one commit for them all. On
   * SQLite every press goes in one batch, as the one writer takes one transaction at a time anyway; on
   * PostgreSQL the presses of one slot, which wait for each other's lock anyway, while other slots' presses run
   * beside them.
   */
  private readonly presses = new WriteBatches<Press, CallNextOutcome>((items) =>
    this.platform.db.transaction().execute(async (trx) => {
      const entries: AuditEntry[] = [];
      const outcomes: CallNextOutcome[] = [];
      for (const { user, ref, now } of items) {
        const outcome = await this.repo.callNext(trx, ref, now, (head, lateRejoinAfter) => {
          // A doctor's own account always has its doctor row; a hospital's doctor was checked to be one.
          if (lateRejoinAfter === undefined) throw new NotFoundError();
          const done = head.tokens.filter((row) => row.token === 'Live');
          const { called, passed } = nextCall(head.tokens, head.calls, lateRejoinAfter);
          entries.push(
            ...done.map((row) => accessEntry(user, 'token-done', row.id)),
            ...(called ? [accessEntry(user, 'call-next', called.id)] : []),
            ...passed.map((row) => accessEntry(user, 'token-passed', row.id)),
          );
          return { done: done.map((row) => row.id), called: called?.id ?? null, passed: passed.map((row) => row.id) };
        });
        outcomes.push(outcome);
      }
      await this.platform.audit.recordAll(entries, trx);
      return outcomes;
    }),
  );

  constructor(
    private readonly platform: Platform,
    private readonly repo: QueueRepository,
    private readonly appointments: AppointmentServices,
    private readonly waitingRoom: WaitingRoomService,
  ) {}

  private clinicToday(): string {
    return this.appointments.scheduling.today();
  }

  private async listOn(user: AuthUser, doctorId: number, date: string): Promise<BookingView[]> {
    const own = await requireOwnDoctorDay(this.platform, user, doctorId);
    const rows = await this.repo.ofDoctorsOn([own], date);
    await this.platform.audit.record(dayListRead(user, 'read-queue', own, date));
    return rows.map(bookingView);
  }

  getActiveBooking(user: AuthUser, doctorId: number) {
    return this.listOn(user, doctorId, this.clinicToday());
  }

  getPendingBooking(user: AuthUser, doctorId: number) {
    return this.listOn(user, doctorId, addDays(this.clinicToday(), 1));
  }

  async getDashboardBookingCount(user: AuthUser, doctorId: number) {
    const own = await requireOwnDoctorDay(this.platform, user, doctorId);
    const today = this.clinicToday();
    const [active, future] = await Promise.all([
      this.repo.countOf(own, today),
      this.repo.countOf(own, addDays(today, 1)),
    ]);
    return { active, future_booking: future };
  }

  /** A day of the doctor's clinic in numbers (clinic-day.ts); reading them is audited as the day's lists are. */
  async getClinicDayStats(user: AuthUser, doctorId: number, date: string): Promise<ClinicDayStats> {
    const own = await requireOwnDoctorDay(this.platform, user, doctorId);
    const stats = clinicDayStats(await this.repo.dayOfDoctor(own, date), this.platform.config.timeZone);
    await this.platform.audit.record({
      user,
      action: 'read-clinic-day',
      recordType: 'doctor',
      recordId: own,
      outcome: 'ok',
    });
    return stats;
  }

  async getFutureBookings(user: AuthUser, doctorId: number) {
    const own = await requireOwnDoctorDay(this.platform, user, doctorId);
    const today = this.clinicToday();
    const rows = await this.repo.ofDoctorAfter(own, today, FUTURE_LIMIT);
    // The days after `today`: a patient's record access log finds their upcoming bookings by it.
    await this.platform.audit.record({
      user,
      action: `read-future:${today}`,
      recordType: 'doctor',
      recordId: own,
      outcome: 'ok',
    });
    const byDate = new Map<string, BookingView[]>();
    for (const row of rows) byDate.set(row.booking_date!, [...(byDate.get(row.booking_date!) ?? []), bookingView(row)]);
    return [...byDate].map(([date, bookings]) => ({ date, bookings }));
  }

  /** A day's bookings grouped by slot: one doctor's, or (for a hospital) all its doctors'. */
  async getAllBooking(user: AuthUser, input: ParsedRequestOf<'get-all-booking'>): Promise<ResultOf<'get-all-booking'>> {
    const named =
      input.doctor_id === undefined ||
      input.doctor_id === null ||
      input.doctor_id === '' ||
      Number(input.doctor_id) === 0
        ? null
        : Number(input.doctor_id);
    if (named !== null && !Number.isInteger(named)) throw new ValidationError({ doctor_id: MESSAGES.invalidValue });
    let doctorIds: number[];
    if (named !== null) doctorIds = [await requireOwnDoctorDay(this.platform, user, named)];
    else if (user.role === 'Hospital' && input.type === 'Hospital') doctorIds = await this.repo.doctorIdsOf(user.id);
    else if (user.role === 'Doctor') doctorIds = [user.id];
    else throw new ValidationError({ doctor_id: MESSAGES.required });
    const rows = await this.repo.ofDoctorsOn(doctorIds, input.date);
    await this.platform.audit.recordAll(
      doctorIds.map((doctorId) => dayListRead(user, 'read-day', doctorId, input.date)),
    );
    const grouped: ResultOf<'get-all-booking'> = {};
    for (const row of rows) (grouped[row.slot ?? 'Pending'] ??= []).push(bookingView(row));
    return grouped;
  }

  /**
   * Announces the change to open screens (and the waiting room, with the place it left when it moved);
   * answers the booking as it stands now.
   */
  private changed(id: number, movedFrom?: BookingRow): Promise<BookingRow> {
    return this.appointments.bookings.announce(id, 'booking.updated', movedFrom);
  }

  /** Pushes "you are called in" to the booking's patient. The change has been made: a failure is logged. */
  private pushCalledIn(row: BookingRow): void {
    if (row.patient_id === null) return;
    void this.platform.alerts
      .pushOnly([{ patientId: row.patient_id, push: { kind: 'tokenLive', vars: varsOf(row) } }])
      .catch((err: unknown) => this.platform.log.error({ err }, 'booking alert not sent'));
  }

  /**
   * Accept or Cancel: only while the booking waits for that answer and its patient has not been called. The
   * patient's text is written in the answer's transaction, so a cancellation is never kept without it; the
   * push and the outbox's sender go once it has committed.
   */
  async bookingConfirmation(user: AuthUser, bookingId: number, status: 'Approved' | 'Cancelled'): Promise<BookingView> {
    const row = await this.appointments.bookings.load(user, bookingId, 'run', `booking-${status.toLowerCase()}`);
    if (row.status !== 'Cancelled' && row.token !== 'Pending') throw new ConflictError(MESSAGES.patientAlreadyCalled);
    if (!awaitsDecision(row)) throw new ConflictError();
    const alert = decisionAlertOf(row, status);
    let told = () => {};
    const decided = await this.repo.decide(bookingId, status, this.platform.now().toISOString(), async (trx) => {
      if (alert) told = await this.platform.alerts.write(trx, [alert]);
    });
    if (!decided) throw new ConflictError();
    told();
    return bookingView(await this.changed(bookingId));
  }

  /**
   * Calls a patient in (Live; a skipped one too: the recall) or out (Done; only once called in), or skips
   * one absent when called: only on the booking's own day, never on a cancelled one. Calling accepts the
   * booking.
   */
  async updateLiveBooking(user: AuthUser, bookingId: number, token: TokenMove): Promise<BookingView> {
    const row = await this.appointments.bookings.load(user, bookingId, 'run', `token-${token.toLowerCase()}`);
    if (row.booking_date !== this.clinicToday()) throw new ConflictError();
    // Out for a patient never called in (waiting, or skipped as not here) would tell the queue they were seen.
    if (token === 'Done' && row.status !== 'Cancelled' && (row.token === 'Pending' || row.token === 'Skipped'))
      throw new ConflictError(MESSAGES.outOnlyAfterIn);
    if (!(await this.repo.moveToken(bookingId, token, this.platform.now().toISOString()))) throw new ConflictError();
    const moved = await this.changed(bookingId);
    if (token === 'Live') this.pushCalledIn(moved);
    return bookingView(moved);
  }

  /** Moves a booking to another date in the same slot with a fresh token; the old number is never reused. */
  async updateBooking(user: AuthUser, bookingId: number, date: string): Promise<BookingView> {
    const row = await this.appointments.bookings.load(user, bookingId, 'run', 'reschedule');
    if (row.status !== 'Cancelled' && row.token !== 'Pending') throw new ConflictError(MESSAGES.patientAlreadyCalled);
    if (!mayReschedule(row)) throw new ConflictError();
    const { scheduling } = this.appointments;
    await scheduling.place(row.id, await scheduling.placement(row.doctor_id, date, row.slot, takerOf(user)), false);
    return bookingView(await this.changed(bookingId, row));
  }

  /**
   * Adds the prescription picture of a booking that has none yet (the doctor's side, or the patient's own).
   * Spelt as its call, `add-priscription-image`, whose misspelling the wire keeps.
   */
  async addPriscriptionImage(user: AuthUser, bookingId: number, image: UploadedFile | undefined): Promise<BookingView> {
    if (!image) throw new ValidationError({ priscription_image: MESSAGES.required });
    const row = await this.appointments.bookings.load(
      user,
      bookingId,
      user.role === 'Patient' ? 'read' : 'run',
      'add-priscription-image',
    );
    if (row.priscription_image || row.status === 'Cancelled') throw new ConflictError();
    const prepared = await this.platform.files.prepareImage(image);
    if (!(await this.appointments.bookings.attachPrescription(row.id, prepared, this.platform.now().toISOString())))
      throw new ConflictError();
    return bookingView(await this.changed(row.id));
  }

  /**
   * The desk records the visit's fee (cash, UPI, or free), once per booking, for a booking holding a token
   * and not cancelled, on any day (a fee paid ahead by UPI, or late). The payment and its audit entry commit
   * together; a refusal is audited as one. The patient's screens hear of it at once.
   */
  async recordPayment(user: AuthUser, input: ParsedRequestOf<'record-payment'>): Promise<BookingView> {
    const action = 'record-payment';
    const row = await this.appointments.bookings.findAllowed(user, input.booking_id, 'run', action);
    const entry = accessEntry(user, action, row.id);
    const refuse = async (message: string) => {
      await this.platform.audit.record({ ...entry, outcome: 'refused' });
      return new ConflictError(message);
    };
    if (!takesPayment(row)) throw await refuse(MESSAGES.paymentNotTaken);
    const payment = {
      booking_id: row.id,
      method: input.method,
      amount: input.amount,
      recorded_by: user.id,
      recorded_at: this.platform.now().toISOString(),
    };
    if (!(await this.repo.recordPayment(payment, (trx) => this.platform.audit.record(entry, trx))))
      throw await refuse(MESSAGES.paymentAlreadyRecorded);
    return bookingView(await this.changed(row.id));
  }

  /** The doctor is running late: the slot's delay and notice, for today or a later day. */
  async setQueueDelay(user: AuthUser, input: ParsedRequestOf<'set-queue-delay'>) {
    const doctorId = await requireOwnDoctorDay(this.platform, user, input.doctor_id);
    requireNotPast(this.platform, 'booking_date', input.booking_date);
    return this.waitingRoom.postDelay(
      { doctorId, date: input.booking_date, slot: input.slot },
      input.delay_minutes,
      input.notice ?? '',
    );
  }

  /** The doctor's running-late notices of a day, for the doctor or its hospital. */
  async getQueueDelays(user: AuthUser, doctorId: number, date: string) {
    return this.waitingRoom.delaysOf(await requireOwnDoctorDay(this.platform, user, doctorId), date);
  }

  /** The check-in code a doctor's waiting-room screen or printed poster shows, for the doctor or its hospital. */
  async getCheckInCode(user: AuthUser, doctorId: number, kind: CheckInCodeKind) {
    return this.appointments.checkInCodes.current(await requireOwnDoctorDay(this.platform, user, doctorId), kind);
  }

  /** The desk marks a patient of today arrived (a patient without a phone), or takes a mistaken mark back. */
  markArrived(user: AuthUser, bookingId: number, arrived: boolean): Promise<BookingView> {
    return this.appointments.bookings.setArrival(user, bookingId, { arrived });
  }

  /**
   * "Call next" of today's slot: the token in with the doctor is done, the next arrived token is called in
   * (waiting-room/call-order.ts), and the waiting tokens it passes are marked passed; all in one transaction
   * that holds the slot, shared with the other presses that arrive with it (`presses`). Each change is audited;
   * the called patient is pushed, as by In.
   */
  async callNext(
    user: AuthUser,
    doctorId: number,
    slot: Slot,
  ): Promise<{ called: BookingView | null; passed: number[] }> {
    const own = await requireOwnDoctorDay(this.platform, user, doctorId);
    const ref = { doctorId: own, date: this.clinicToday(), slot };
    const place = this.platform.engine === 'sqlite' ? 'every slot' : `${ref.doctorId}|${ref.date}|${ref.slot}`;
    const outcome = await this.presses.write(place, { user, ref, now: this.platform.now().toISOString() });
    await this.appointments.bookings.announceRows(outcome.changed, { doctor_id: own, booking_date: ref.date, slot });
    if (outcome.called) this.pushCalledIn(outcome.called);
    return {
      called: outcome.called ? bookingView(outcome.called) : null,
      passed: outcome.passed.map((row) => row.booking_number!),
    };
  }

  /**
   * The desk's priority of a booking (a patient never sets it): audited with who set it; 409 once cancelled or seen.
   */
  async setTokenPriority(user: AuthUser, bookingId: number, priority: Priority, note: string): Promise<BookingView> {
    const row = await this.appointments.bookings.load(user, bookingId, 'run', 'set-token-priority');
    if (row.status === 'Cancelled' || row.token === 'Done') throw new ConflictError();
    if (
      !(await this.repo.setPriority(
        row.id,
        priority,
        priority === 'None' ? '' : note,
        this.platform.now().toISOString(),
      ))
    )
      throw new ConflictError();
    return bookingView(await this.changed(row.id));
  }
}
