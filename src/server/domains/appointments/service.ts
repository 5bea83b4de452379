// Making bookings (the patient's form and the doctor's walk-in and follow-up form), joining slots, drafts,
// the patient's cancel, and the patient's own views: history, live queue and prescriptions. Who may read or
// run a booking is policy.ts's rule, applied here (load) for the queue and labs too.
import { SLOTS, type Slot } from '../../../shared/constants';
import type { BookingFee } from '../../../shared/contract/appointments';
import { hoursOver } from '../../../shared/booking-days';
import type { BookingView, LiveStatusEntry } from '../../../shared/contract/booking-shapes';
import type { ParsedRequestOf } from '../../../shared/contract/catalogue';
import type { BookingEventType } from '../../../shared/contract/live-events';
import { MESSAGES } from '../../../shared/messages';
import type { UploadedFile } from '../../platform/calls';
import { WriteBatches } from '../../platform/write-batches';
import { clinicMoment } from '../../platform/calendar';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors';
import type { Platform } from '../../platform/platform';
import type { AuthUser } from '../../platform/sessions';
import type { PreparedFile } from '../../platform/uploads';
import type { DoctorIdentity, DoctorsService } from '../doctors/service';
import { recordsOf, type FamilyMembersService } from '../patient-account/family-members';
import type { PersonFilter } from '../../../shared/contract/family-shapes';
import type { BookingPlace, WaitingRoomService } from '../waiting-room/service';
import { accessEntry } from './booking-audit';
import type { CheckInCodes } from './check-in-codes';
import { publishBookingChange } from './events';
import { NO_PAYMENT, type BookingRow, type DoctorColumns } from './booking-rows';
import { offerFreeFollowUp, type FreeFollowUp } from './free-follow-ups';
import type { AppointmentsRepository, Arrival, NewBooking } from './repository';
import { oneTokenPerPerson, takerOf, type Scheduling } from './scheduling';
import { bookedMemberOf, SlotWrites, type Joined } from './slot-writes';
import {
  mayReadBooking,
  mayRunBooking,
  requireDoctorsLab,
  requireDoctorsPatient,
  requireNoFamilyMember,
  requireOwnBookings,
  requireOwnDoctorQueue,
} from './policy';
import { bookingView, feeView } from './views';

type AddBookingInput = ParsedRequestOf<'add-booking'>;

/** A booking left without a slot (a draft) is removed by the server after this long. */
export const DRAFT_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The doctor's columns a booking row carries. */
const doctorColumns = (doctor: DoctorIdentity): DoctorColumns => ({
  doctor_first_name: doctor.first_name,
  doctor_last_name: doctor.last_name,
  doctor_hospital_id: doctor.hospital_id,
  doctor_lab_id: doctor.lab_id,
  doctor_clinic_name: doctor.clinic_name,
  doctor_upi_id: doctor.upi_id,
});

function slotOf(text: string | undefined): Slot | undefined {
  if (!text) return undefined;
  if (!SLOTS.includes(text as Slot)) throw new ValidationError({ slot: MESSAGES.invalidValue });
  return text as Slot;
}

export class BookingService {
  private readonly slotWrites: SlotWrites;
  /**
   * Arrivals at one doctor's clinic that come together (its opening) go in one transaction, each recorded one
   * with its audit entry; each answers whether it recorded the arrival (false: the booking had arrived, or
   * changed, and the caller says which).
   */
  private readonly arrivals = new WriteBatches<Arrival, boolean>((items) =>
    this.platform.db.transaction().execute(async (trx) => {
      const recorded: boolean[] = [];
      for (const { audit: _audit, ...arrival } of items) recorded.push(await this.repo.arrive(trx, arrival));
      await this.platform.audit.recordAll(
        items.filter((_item, i) => recorded[i]).map((item) => item.audit),
        trx,
      );
      return recorded;
    }),
  );

  constructor(
    private readonly platform: Platform,
    private readonly repo: AppointmentsRepository,
    private readonly scheduling: Scheduling,
    private readonly doctors: DoctorsService,
    private readonly waitingRoom: WaitingRoomService,
    private readonly checkInCodes: CheckInCodes,
    private readonly family: FamilyMembersService,
  ) {
    this.slotWrites = new SlotWrites(platform, repo, scheduling, waitingRoom, family);
  }

  /** Loads a booking the user may read (or, with 'run', run); otherwise 404. Audited either way. */
  async load(user: AuthUser, bookingId: number, mode: 'read' | 'run', action: string): Promise<BookingRow> {
    const row = await this.findAllowed(user, bookingId, mode, action);
    await this.platform.audit.record(accessEntry(user, action, bookingId));
    return row;
  }

  /** A booking with its doctor's columns (the doctor as the directory keeps it), or undefined. */
  async find(id: number): Promise<BookingRow | undefined> {
    const booking = await this.repo.find(id);
    const doctor = booking && (await this.doctors.identity(booking.doctor_id));
    return booking && doctor ? { ...booking, ...doctorColumns(doctor) } : undefined;
  }

  /** As load, with the 'ok' entry left to the caller (to write in its own transaction); a refusal is audited here. */
  async findAllowed(user: AuthUser, bookingId: number, mode: 'read' | 'run', action: string): Promise<BookingRow> {
    const row = await this.find(bookingId);
    const allowed = row !== undefined && (mode === 'run' ? mayRunBooking(user, row) : mayReadBooking(user, row));
    if (row && allowed) return row;
    await this.platform.audit.record({ ...accessEntry(user, action, bookingId), outcome: 'refused' });
    throw new NotFoundError();
  }

  /**
   * Tells open screens and the waiting room that a booking changed (moved from `movedFrom`'s place, if it
   * moved), and answers it as it is now.
   */
  async announce(id: number, type: BookingEventType = 'booking.updated', movedFrom?: BookingRow): Promise<BookingRow> {
    const row = await this.find(id);
    if (!row) throw new NotFoundError();
    return this.announceRow(row, type, movedFrom);
  }

  /** As announce, for a row the caller knows as it is now. */
  private async announceRow(row: BookingRow, type: BookingEventType, movedFrom?: BookingRow): Promise<BookingRow> {
    publishBookingChange(this.platform, row, type);
    await this.waitingRoom.queueChanged(row, movedFrom);
    return row;
  }

  /** As announceRow, for bookings of one slot changed together ("Call next"): the waiting room hears once. */
  async announceRows(rows: readonly BookingRow[], place: BookingPlace): Promise<void> {
    for (const row of rows) publishBookingChange(this.platform, row, 'booking.updated');
    await this.waitingRoom.queueChanged(place);
  }

  /** The patient checks in at the clinic on their booking of today, with the clinic's check-in code. */
  checkIn(user: AuthUser, bookingId: number, code: string): Promise<BookingView> {
    return this.setArrival(user, bookingId, { arrived: true, code });
  }

  /**
   * Records a patient's arrival on a booking of today, or (the desk's `arrived: false`) takes back a mark made
   * by mistake while the token waits. The patient checks in on their own booking with a code of the
   * booking's doctor (400 on `code` otherwise); the doctor's side marks any booking it runs. Checking in
   * again keeps the first time. Audited with its outcome.
   */
  async setArrival(
    user: AuthUser,
    bookingId: number,
    change: { arrived: boolean; code?: string },
  ): Promise<BookingView> {
    const patient = user.role === 'Patient';
    const action = patient ? 'check-in' : change.arrived ? 'mark-arrived' : 'mark-not-arrived';
    const row = await this.findAllowed(user, bookingId, patient ? 'read' : 'run', action);
    const entry = accessEntry(user, action, row.id);
    try {
      if (patient && !(await this.checkInCodes.accepts(row.doctor_id, change.code ?? '')))
        throw new ValidationError({ code: MESSAGES.checkInCodeInvalid });
      await this.requireArrivalDay(row, patient);
    } catch (error) {
      await this.platform.audit.record({ ...entry, outcome: 'refused' });
      throw error;
    }
    const now = this.platform.now().toISOString();
    if (!change.arrived) {
      const taken = await this.repo.unarrive(row.id, now);
      await this.platform.audit.record({ ...entry, outcome: taken ? 'ok' : 'refused' });
      if (!taken) throw new ConflictError();
      return bookingView(await this.announce(row.id));
    }
    // Checking in again keeps the first time: nothing to write but the access.
    if (row.arrived_at !== null) {
      await this.platform.audit.record(entry);
      return bookingView(row);
    }
    const rejoinsAfter =
      row.passed === 1 ? await this.repo.rejoinPoint(row.doctor_id, row.booking_date!, row.slot!) : 0;
    if (
      await this.arrivals.write(`${row.doctor_id}|${row.booking_date}`, { id: row.id, now, rejoinsAfter, audit: entry })
    ) {
      this.platform.metrics.checkedIn(patient ? 'patient' : 'desk');
      // As the statement wrote it: the answer needs no second read.
      const arrived: BookingRow = {
        ...row,
        arrived_at: now,
        updated_at: now,
        rejoins_after: row.passed === 1 ? rejoinsAfter : null,
      };
      return bookingView(await this.announceRow(arrived, 'booking.updated'));
    }
    // Arrived meanwhile (two taps at once) is the same answer; anything else changed the booking.
    const current = await this.find(row.id);
    const arrivedMeanwhile = current?.arrived_at != null;
    await this.platform.audit.record({ ...entry, outcome: arrivedMeanwhile ? 'ok' : 'refused' });
    if (!arrivedMeanwhile) throw new ConflictError();
    return bookingView(current);
  }

  /**
   * An arrival is recorded on the booking's day, for a token that takes one, while its slot is not over (a
   * patient who comes later is called in by the desk): 409 with what to do otherwise.
   */
  private async requireArrivalDay(row: BookingRow, patient: boolean): Promise<void> {
    if (row.booking_date !== this.scheduling.today()) throw new ConflictError(MESSAGES.checkInNotToday);
    if (row.status === 'Cancelled' || row.booking_number === null || row.slot === null) throw new ConflictError();
    if (row.token === 'Done') throw new ConflictError(MESSAGES.checkInVisitOver);
    const rule = await this.doctors.slotRule(row.doctor_id, row.slot);
    if (row.token === 'Missed' || hoursOver(rule?.close ?? null, row.booking_date, clinicMoment(this.platform))) {
      throw new ConflictError(patient ? MESSAGES.checkInSlotOver : MESSAGES.arrivalSlotOver);
    }
  }

  /**
   * Who the booking is for and where it goes, checked against the caller, with the doctor's columns. A
   * patient's booking for a family member of theirs takes the member's name and age and is of type Other.
   */
  private async resolveParties(user: AuthUser, input: AddBookingInput) {
    if (user.role === 'Patient') {
      if (input.type === 'Manual') throw new ValidationError({ type: MESSAGES.invalidValue });
      const patientId = requireOwnBookings(user, input.patient_id);
      const person = await this.family.bookedFor(patientId, input.family_member_id, {
        name: input.name,
        age: input.age,
        type: input.type,
      });
      const doctor = await this.doctors.identity(input.doctor_id);
      // Unregistered doctors are booked through the other-booking path; they keep no queue here.
      if (doctor?.listing !== 'registered') throw new NotFoundError();
      return { patientId, doctorId: input.doctor_id, doctor, status: 'Pending' as const, person };
    }
    if (input.type !== 'Manual') throw new ValidationError({ type: MESSAGES.invalidValue });
    requireNoFamilyMember(input.family_member_id);
    const doctorId = await requireOwnDoctorQueue(this.platform, user, input.doctor_id);
    // A walk-in or follow-up without its date or slot would be a booking nobody is called for: name both.
    const missing = {
      ...(input.booking_date ? {} : { booking_date: MESSAGES.required }),
      ...(input.slot ? {} : { slot: MESSAGES.required }),
    };
    if (Object.keys(missing).length) throw new ValidationError(missing);
    // A follow-up names the patient of an earlier booking with this doctor; a walk-in names none.
    const named = Number(input.patient_id ?? 0);
    if (!Number.isInteger(named) || named < 0) throw new ValidationError({ patient_id: MESSAGES.invalidValue });
    if (named > 0) await requireDoctorsPatient(this.repo, named, doctorId);
    const doctor = await this.doctors.identity(doctorId);
    if (!doctor) throw new NotFoundError();
    // The doctor's own walk-ins and follow-ups need no acceptance.
    const person = { name: input.name, age: input.age, type: input.type, family_member_id: null };
    return { patientId: named > 0 ? named : null, doctorId, doctor, status: 'Approved' as const, person };
  }

  /** The free follow-up a booking for this person with this doctor on `date` would be, or null. */
  private async followUpOn(
    person: { patientId: number | null; name: string },
    doctorId: number,
    doctor: DoctorIdentity,
    date: string,
  ): Promise<FreeFollowUp | null> {
    const rule = { doctorId, days: doctor.free_follow_up_days ?? 0, visits: doctor.free_follow_up_visits ?? 0 };
    return offerFreeFollowUp(this.platform.db, person, rule, date);
  }

  /**
   * What the patient's draft will cost on a date, for the slot picker to say before they take a slot: free
   * when it would be a free follow-up, else its fee. A booking that holds a token already is 409.
   */
  async getBookingFee(user: AuthUser, bookingId: number, date: string): Promise<BookingFee> {
    const row = await this.load(user, bookingId, 'read', 'get-booking-fee');
    if (row.booking_number !== null) throw new ConflictError();
    const followUp = await this.draftFollowUp(row, date);
    if (!followUp) return { fee: row.fee, free_follow_up: null };
    return {
      fee: 0,
      free_follow_up: {
        paid_visit_date: followUp.paidVisitDate,
        until: followUp.until,
        visits_left: followUp.visitsLeft,
      },
    };
  }

  /**
   * Makes a booking, with its token when a slot and date are given: the token, the booking and its audit
   * entry commit together, and the answer is built from what was written (no reload). It costs the doctor's
   * fee, or nothing as a free follow-up; a draft's follow-up is decided when it takes its token.
   */
  async addBooking(user: AuthUser, input: AddBookingInput, image: UploadedFile | undefined): Promise<BookingView> {
    const parties = await this.resolveParties(user, input);
    const { person } = parties;
    const slot = slotOf(input.slot);
    const prepared: PreparedFile | null = image ? await this.platform.files.prepareImage(image) : null;
    const placement =
      slot && input.booking_date
        ? await this.scheduling.placement(parties.doctorId, input.booking_date, slot, takerOf(user))
        : null;
    const followUp = placement
      ? await this.followUpOn(
          { patientId: parties.patientId, name: person.name },
          parties.doctorId,
          parties.doctor,
          placement.date,
        )
      : null;
    const now = this.platform.now().toISOString();
    // A walk-in the desk writes for today stands at the desk: it has arrived.
    const arrivedNow = input.type === 'Manual' && placement?.date === this.scheduling.today();
    const booking: NewBooking = {
      patient_id: parties.patientId,
      doctor_id: parties.doctorId,
      created_by: user.id,
      name: person.name,
      age: person.age,
      problem: input.problem,
      address: input.address,
      phone_number: input.phone_number,
      type: person.type,
      family_member_id: person.family_member_id,
      parchee_type: input.parchee_type ?? 'New',
      created_on: this.scheduling.today(),
      booking_date: placement?.date ?? null,
      slot: placement?.slot ?? null,
      booking_number: null,
      token: 'Pending',
      status: parties.status,
      lab_booking: 0,
      priscription_image: null,
      created_at: now,
      updated_at: now,
      called_at: null,
      done_at: null,
      fee: parties.doctor.fees ?? 0,
      follow_up_of: null,
      free_follow_ups_used: 0,
      // Only the desk's walk-in asks for texts this way; a patient's account has its alert preferences.
      sms_language: input.type === 'Manual' && input.send_sms ? (input.language ?? 'en') : null,
      arrived_at: arrivedNow ? now : null,
      passed: 0,
      rejoins_after: null,
      priority: 'None',
      priority_note: '',
    };
    const inserted = await oneTokenPerPerson(this.slotWrites.add({ user, booking, placement, followUp }));
    let row: BookingRow = { ...booking, ...inserted, ...NO_PAYMENT, ...doctorColumns(parties.doctor) };
    if (prepared) row = { ...row, priscription_image: await this.attachPrescription(row.id, prepared, now) };
    // The waiting room heard of a booking with a slot with its batch.
    publishBookingChange(this.platform, row, 'booking.created');
    return bookingView(row);
  }

  /** A patient joins a slot for their booking (once); the doctor's side may move a booking to another slot. */
  async slotConfirmation(user: AuthUser, input: ParsedRequestOf<'slot-confirmation'>): Promise<BookingView> {
    const action = 'slot-confirmation';
    const row = await this.findAllowed(user, input.booking_id, user.role === 'Patient' ? 'read' : 'run', action);
    const entry = accessEntry(user, action, row.id);
    const firstTime = user.role === 'Patient';
    let placed: Joined;
    try {
      if (firstTime && row.booking_number !== null) throw new ConflictError();
      const placement = await this.scheduling.placement(row.doctor_id, input.booking_date, input.slot, takerOf(user));
      // The access is recorded with the change, in its transaction; a patient's first join goes with the
      // slot's other joins of the moment, and may take a free follow-up. A move keeps the booking's fee.
      placed = firstTime
        ? await this.slotWrites.firstJoin({
            bookingId: row.id,
            placement,
            audit: entry,
            followUp: await this.draftFollowUp(row, placement.date),
            member: bookedMemberOf(row),
          })
        : await this.scheduling.place(row.id, placement, false, (trx) => this.platform.audit.record(entry, trx));
    } catch (error) {
      // Refused after all (a full slot, a token already held): the booking was still read.
      await this.platform.audit.record(entry);
      throw error;
    }
    // The row as placing left it, without reading it again. The waiting room heard of a first join with its batch.
    const placedRow = { ...row, ...placed };
    if (firstTime) publishBookingChange(this.platform, placedRow, 'booking.updated');
    else await this.announceRow(placedRow, 'booking.updated', row);
    return bookingView(placedRow);
  }

  /** The free follow-up a draft taking its token on `date` would be, or null. */
  private async draftFollowUp(row: BookingRow, date: string): Promise<FreeFollowUp | null> {
    const doctor = await this.doctors.identity(row.doctor_id);
    return doctor ? this.followUpOn({ patientId: row.patient_id, name: row.name }, row.doctor_id, doctor, date) : null;
  }

  /** The patient throws away a booking they left without a slot. */
  async discardBookingDraft(user: AuthUser, bookingId: number): Promise<{ booking_id: number }> {
    const row = await this.load(user, bookingId, 'read', 'discard-booking-draft');
    if (row.booking_number !== null || !(await this.repo.deleteDraft(row.id))) throw new ConflictError();
    await this.platform.files.removeOf({ type: 'booking', id: row.id });
    return { booking_id: row.id };
  }

  /** Removes the drafts left for more than DRAFT_LIFETIME_MS (with their photos); answers how many. */
  async removeStaleDrafts(): Promise<number> {
    const cutoff = new Date(this.platform.now().getTime() - DRAFT_LIFETIME_MS).toISOString();
    let removed = 0;
    for (const id of await this.repo.staleDrafts(cutoff)) {
      if (!(await this.repo.deleteDraft(id))) continue;
      await this.platform.files.removeOf({ type: 'booking', id });
      removed += 1;
    }
    return removed;
  }

  /**
   * The patient cancels their own booking before its token is called in. Its doctor's and hospital's lists
   * hear of it at once; the token number is not handed out again.
   */
  async patientCancelBooking(user: AuthUser, bookingId: number): Promise<BookingView> {
    const row = await this.load(user, bookingId, 'read', 'patient-cancel-booking');
    if (!(await this.repo.cancelByPatient(row.id, this.platform.now().toISOString()))) throw new ConflictError();
    return bookingView(await this.announce(row.id, 'booking.cancelled'));
  }

  async getPatientHistory(user: AuthUser, patientId: unknown, date: string, person: PersonFilter) {
    const own = requireOwnBookings(user, patientId);
    const rows = await this.repo.ofPatientOn(own, date, recordsOf('bookings', await this.family.person(own, person)));
    await this.platform.audit.record({
      user,
      action: 'read-history',
      recordType: 'patient',
      recordId: own,
      outcome: 'ok',
    });
    return rows.map((row) => ({ ...bookingView(row), appointment_date: row.booking_date }));
  }

  /**
   * The patient's bookings of today (of everyone they booked for, or of one person) with their queues: every
   * token's number and state, and their progress.
   */
  async getLivePatientBookingStatus(
    user: AuthUser,
    patientId: unknown,
    person: PersonFilter,
  ): Promise<LiveStatusEntry[]> {
    const own = requireOwnBookings(user, patientId);
    const rows = await this.repo.ofPatientOn(
      own,
      this.scheduling.today(),
      recordsOf('bookings', await this.family.person(own, person)),
    );
    const entries: LiveStatusEntry[] = [];
    for (const row of rows) {
      if (row.booking_number === null || row.booking_date === null || row.slot === null || row.status === 'Cancelled')
        continue;
      const { booking_date, slot, booking_number, token, status } = row;
      const view = await this.waitingRoom.slotView({ ...row, booking_date, slot, booking_number, status });
      if (!view) continue;
      entries.push({
        booking_id: row.id,
        doctor_id: row.doctor_id,
        doctor_name: `${row.doctor_first_name} ${row.doctor_last_name}`.trim(),
        name: row.name,
        type: row.type,
        family_member_id: row.family_member_id,
        booking_date,
        slot,
        booking_number,
        token,
        status,
        ...feeView(row),
        arrived_at: row.arrived_at,
        passed: row.passed === 1,
        priority: row.priority,
        live_data: view.queue.map((q) => ({ booking_number: q.booking_number, token: q.token })),
        ...view.progress,
      });
    }
    return entries;
  }

  async getPatientPrescriptions(user: AuthUser, patientId: unknown, person: PersonFilter): Promise<BookingView[]> {
    const own = requireOwnBookings(user, patientId);
    const rows = await this.repo.ofPatient(own, recordsOf('bookings', await this.family.person(own, person)));
    await this.platform.audit.record({
      user,
      action: 'read-prescriptions',
      recordType: 'patient',
      recordId: own,
      outcome: 'ok',
    });
    return rows.map(bookingView);
  }

  /**
   * The doctor's side sends an appointment's patient to the doctor's lab, once per appointment (then the
   * queue shows 'Lab Booked'). Answers the appointment as it was.
   */
  async claimLabBooking(user: AuthUser, bookingId: number, labId: number): Promise<BookingRow> {
    const row = await this.load(user, bookingId, 'run', 'add-hospital-lab-test-booking');
    requireDoctorsLab(row, labId);
    if (row.status === 'Cancelled') throw new ConflictError();
    if (!(await this.repo.claimLabBooking(row.id, this.platform.now().toISOString()))) throw new ConflictError();
    publishBookingChange(this.platform, { ...row, lab_booking: 1 });
    return row;
  }

  /**
   * Stores a checked picture as the booking's prescription unless it has one already: answers the stored
   * name, or null when another picture came first.
   */
  async attachPrescription(bookingId: number, prepared: PreparedFile, now: string): Promise<string | null> {
    const stored = await this.platform.files.save(prepared, { type: 'booking', id: bookingId });
    return (await this.repo.setPrescription(bookingId, stored.name, now)) ? stored.name : null;
  }
}
