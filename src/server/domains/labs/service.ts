// Lab bookings: made by a patient (/medical-lab) or by a doctor for an appointment's patient; run by the
// lab (status, tests, reports); read by the patient and the booking doctor. A lab sees only its own.
import { LAB_TEST_STATUSES } from '../../../shared/constants';
import type { LabHistoryItem } from '../../../shared/contract/booking-shapes';
import type { ParsedRequestOf } from '../../../shared/contract/catalogue';
import type { LabBookingView } from '../../../shared/contract/labs';
import type { BookingEvent, BookingEventType } from '../../../shared/contract/live-events';
import { addDays } from '../../../shared/dates';
import { MESSAGES } from '../../../shared/messages';
import type { UploadedFile } from '../../platform/calls';
import { todayOf } from '../../platform/calendar';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors';
import type { PatientAlert } from '../../platform/patient-alerts';
import type { Platform } from '../../platform/platform';
import type { AuthUser } from '../../platform/sessions';
import { fileUrl } from '../../platform/uploads';
import type { AppointmentServices } from '../appointments/services';
import { recordsOf, type FamilyMembersService } from '../patient-account/family-members';
import type { PersonFilter } from '../../../shared/contract/family-shapes';
import type { ReferenceService } from '../reference/service';
import {
  mayReadLabBooking,
  mayRunLabBooking,
  requireOwnDoctorLabBookings,
  requireOwnLab,
  requireOwnLabBookings,
} from './policy';
import { LabsRepository, type LabBookingRow } from './repository';

export class LabsService {
  readonly repo: LabsRepository;

  constructor(
    private readonly platform: Platform,
    private readonly appointments: AppointmentServices,
    private readonly reference: ReferenceService,
    private readonly family: FamilyMembersService,
  ) {
    this.repo = new LabsRepository(platform.db);
  }

  private today(): string {
    return todayOf(this.platform);
  }

  async views(rows: LabBookingRow[]): Promise<LabBookingView[]> {
    const [tests, names] = await Promise.all([this.repo.testsOf(rows.map((r) => r.id)), this.repo.catalogue()]);
    return rows.map((row) => ({
      id: row.id,
      lab_id: row.lab_id,
      lab_name: row.lab_name,
      booking_date: row.booking_date,
      status: row.status,
      test_name: row.test_name,
      patient_address: row.patient_address,
      city: row.city,
      booking_amount: row.booking_amount,
      app_charges: row.app_charges,
      doctor: row.doctor_id
        ? { id: row.doctor_id, first_name: row.doctor_first_name ?? '', last_name: row.doctor_last_name ?? '' }
        : null,
      patient_details: { name: row.name, age: row.age, phone_number: row.phone_number },
      patient_type: row.patient_type,
      family_member_id: row.family_member_id,
      lab_test: tests
        .filter((t) => t.lab_booking_id === row.id)
        .map((t) => ({
          id: t.id,
          test_code: t.test_code,
          name: names.get(t.test_code) ?? t.test_code,
          status: t.status,
          report: fileUrl(t.report),
        })),
      priscription_image: fileUrl(row.priscription_image),
    }));
  }

  private async view(id: number): Promise<LabBookingView> {
    const row = await this.repo.find(id);
    if (!row) throw new NotFoundError();
    return (await this.views([row]))[0]!;
  }

  /** A booking the signed-in lab owns; anything else is 404. */
  private async ownBooking(user: AuthUser, id: number, action: string): Promise<LabBookingRow> {
    const row = await this.repo.find(id);
    const allowed = row !== undefined && mayRunLabBooking(user, row);
    await this.platform.audit.record({
      user,
      action,
      recordType: 'lab-booking',
      recordId: id,
      outcome: allowed ? 'ok' : 'refused',
    });
    if (!row || !allowed) throw new NotFoundError();
    return row;
  }

  /** Tells the lab booking's open screens that it changed elsewhere (a correction of its details). */
  async announceChange(id: number): Promise<void> {
    const row = await this.repo.find(id);
    if (row) this.announce(row, 'lab.updated');
  }

  private announce(row: LabBookingRow, type: BookingEventType, extra: Partial<BookingEvent> = {}): void {
    const userIds = [row.patient_id, row.doctor_id, row.lab_id].filter((id): id is number => typeof id === 'number');
    this.platform.liveEvents.publish({ type, booking_id: row.id, lab_booking_id: row.id, ...extra }, { userIds });
  }

  async getLabDashboardBookingCount(user: AuthUser, labId: number) {
    const own = requireOwnLab(user, labId);
    const today = this.today();
    const [active, future] = await Promise.all([
      this.repo.countOn(own, today),
      this.repo.countOn(own, addDays(today, 1)),
    ]);
    return { active, future_booking: future };
  }

  async getLabBooking(user: AuthUser, labId: number, date: string | undefined) {
    const own = requireOwnLab(user, labId);
    const day = date ?? this.today();
    const rows = await this.repo.ofLabOn(own, day);
    // The day is in the action: a patient's record access log finds the lists that held their lab booking.
    await this.platform.audit.record({
      user,
      action: `read-lab-bookings:${day}`,
      recordType: 'lab',
      recordId: own,
      outcome: 'ok',
    });
    return this.views(rows);
  }

  /** The codes, once each, after checking every one is in the catalogue; the catalogue's names beside. */
  private async catalogueCodes(codes: string[]): Promise<{ codes: string[]; names: string[] }> {
    const catalogue = await this.repo.catalogue();
    if (codes.some((c) => !catalogue.has(c))) throw new ValidationError({ tests: MESSAGES.invalidValue });
    const unique = [...new Set(codes)];
    return { codes: unique, names: unique.map((c) => catalogue.get(c)!) };
  }

  async saveLabTest(user: AuthUser, bookingId: number, codes: string[]) {
    const row = await this.ownBooking(user, bookingId, 'save-lab-test');
    const chosen = await this.catalogueCodes(codes);
    await this.repo.addTests(row.id, chosen.codes, this.platform.now().toISOString());
    this.announce(row, 'lab.updated');
    return this.view(row.id);
  }

  async updateLabBookingStatus(user: AuthUser, bookingId: number, status: LabBookingRow['status']) {
    const row = await this.ownBooking(user, bookingId, 'update-lab-booking-status');
    await this.repo.setStatus(row.id, status);
    this.announce(row, 'lab.updated', { status });
    return this.view(row.id);
  }

  private async ownTest(user: AuthUser, testId: number, action: string) {
    const test = await this.repo.findTest(testId);
    if (!test) throw new NotFoundError();
    return { test, booking: await this.ownBooking(user, test.lab_booking_id, action) };
  }

  async updateLabTestStatus(user: AuthUser, testId: number, status: (typeof LAB_TEST_STATUSES)[number]) {
    const { booking } = await this.ownTest(user, testId, 'update-lab-test-status');
    await this.repo.setTestStatus(testId, status);
    this.announce(booking, 'lab.updated');
    return this.view(booking.id);
  }

  /**
   * A report (PDF or picture, by content) for a completed test that has none yet. The patient's "report
   * ready" text is written in the transaction that records the report, so neither is kept without the
   * other; the push and the outbox's sender go once it has committed.
   */
  async addTestReport(user: AuthUser, testId: number, file: UploadedFile | undefined) {
    if (!file) throw new ValidationError({ test_report: MESSAGES.required });
    const { test, booking } = await this.ownTest(user, testId, 'add-test-report');
    if (test.status !== 'Completed' || test.report) throw new ConflictError();
    const prepared = await this.platform.files.prepareDocument(file);
    const alert = booking.patient_id ? await this.reportAlertOf(booking.patient_id, booking, test.test_code) : null;
    const stored = await this.platform.files.save(prepared, { type: 'lab-test', id: testId });
    const told = await this.repo.transaction(async (trx) => {
      if (!(await this.repo.setReport(trx, testId, stored.name))) throw new ConflictError();
      return alert ? this.platform.alerts.write(trx, [alert]) : () => {};
    });
    told();
    this.announce(booking, 'lab.report', { test_id: testId });
    return this.view(booking.id);
  }

  /** "Your report is ready", naming the test and the lab in the patient's language. */
  private async reportAlertOf(patientId: number, booking: LabBookingRow, testCode: string): Promise<PatientAlert> {
    const named = (await this.repo.catalogueInBothLanguages()).find((row) => row.code === testCode);
    const names = {
      test: { en: named?.name ?? testCode, hi: named?.name_hi || named?.name || testCode },
      lab: { en: booking.lab_name, hi: booking.lab_name_hi || booking.lab_name },
    };
    return { patientId, push: { kind: 'labReport', vars: names }, sms: { kind: 'labReport', vars: names } };
  }

  /** The patient's own lab test booking: from tomorrow, to a lab of the chosen city. */
  async addLabTestBooking(
    user: AuthUser,
    input: ParsedRequestOf<'add-lab-test-booking'>,
    image: UploadedFile | undefined,
  ) {
    const patientId = requireOwnLabBookings(user, input.patient_id);
    if (input.booking_date < addDays(this.today(), 1))
      throw new ValidationError({ booking_date: MESSAGES.labDateTooEarly });
    const lab = input.lab_id ? await this.repo.isLab(input.lab_id) : await this.repo.firstLabIn(input.city);
    if (!lab) throw new NotFoundError(MESSAGES.noLabFound);
    const person = await this.family.bookedFor(patientId, input.family_member_id, {
      name: input.name,
      age: input.age,
      type: input.patient_type ?? 'Self',
    });
    const prepared = image ? await this.platform.files.prepareImage(image) : null;
    await this.platform.writeCaps.take('labOrder', patientId);
    const id = await this.repo.insert({
      lab_id: lab.id,
      patient_id: patientId,
      doctor_id: null,
      patient_booking_id: null,
      name: person.name,
      age: person.age,
      patient_type: person.type,
      family_member_id: person.family_member_id,
      phone_number: input.phone_number,
      test_name: input.test_name,
      patient_address: input.patient_address,
      city: input.city,
      booking_date: input.booking_date,
      booking_amount: 0,
      app_charges: (await this.reference.getUpdatedCharges()).other_booking_price,
      status: 'Pending',
      priscription_image: null,
      created_at: this.platform.now().toISOString(),
    });
    if (prepared)
      await this.repo.setPrescription(id, (await this.platform.files.save(prepared, { type: 'lab-booking', id })).name);
    const row = (await this.repo.find(id))!;
    this.announce(row, 'lab.created');
    return this.view(id);
  }

  /**
   * The doctor books its lab for an appointment's patient, once per appointment, naming the tests from the
   * catalogue (decision 0010): they are the booking's tests and its test name, never the patient's problem.
   */
  async addHospitalLabTestBooking(user: AuthUser, input: ParsedRequestOf<'add-hospital-lab-test-booking'>) {
    // Checked before the appointment is claimed: a wrong code must not use up its one lab booking.
    const chosen = await this.catalogueCodes(input.tests);
    const appointment = await this.appointments.bookings.claimLabBooking(user, input.patient_booking_id, input.lab_id);
    const id = await this.repo.insert({
      lab_id: input.lab_id,
      patient_id: appointment.patient_id,
      doctor_id: appointment.doctor_id,
      patient_booking_id: appointment.id,
      name: input.name,
      age: input.age,
      // The tests are for the appointment's person: the patient themself, or the family member it was for.
      patient_type: appointment.type === 'Self' ? 'Self' : 'Other',
      family_member_id: appointment.family_member_id,
      phone_number: input.phone_number,
      test_name: chosen.names.join(', '),
      patient_address: appointment.address,
      city: '',
      booking_date: this.today(),
      booking_amount: 0,
      app_charges: 0,
      status: 'Pending',
      priscription_image: appointment.priscription_image,
      created_at: this.platform.now().toISOString(),
    });
    await this.repo.addTests(id, chosen.codes, this.platform.now().toISOString());
    const row = (await this.repo.find(id))!;
    this.announce(row, 'lab.created');
    return this.view(id);
  }

  /** The patient's lab bookings with their tests and reports: of everyone they booked for, or of one person. */
  async getPatientLabReports(user: AuthUser, patientId: number, person: PersonFilter) {
    const own = requireOwnLabBookings(user, patientId);
    const narrow = recordsOf('lab_bookings', await this.family.person(own, person));
    await this.platform.audit.record({
      user,
      action: 'read-lab-reports',
      recordType: 'patient',
      recordId: own,
      outcome: 'ok',
    });
    return this.views(await this.repo.ofPatient(own, { person: narrow }));
  }

  /** The booking doctor's read-only view of the lab bookings it made. */
  async getDoctorLabReports(user: AuthUser, doctorId: number) {
    const own = await requireOwnDoctorLabBookings(this.platform, user, doctorId);
    await this.platform.audit.record({
      user,
      action: 'read-lab-reports',
      recordType: 'doctor',
      recordId: own,
      outcome: 'ok',
    });
    return this.views(await this.repo.ofDoctor(own));
  }

  async historyOf(user: AuthUser, patientId: unknown, date: string, person: PersonFilter): Promise<LabHistoryItem[]> {
    const own = requireOwnLabBookings(user, patientId);
    const rows = await this.repo.ofPatient(own, {
      date,
      person: recordsOf('lab_bookings', await this.family.person(own, person)),
    });
    return rows.map((row) => ({
      id: row.id,
      type: 'Lab',
      lab_name: row.lab_name,
      test_name: row.test_name,
      booking_date: row.booking_date,
      appointment_date: row.booking_date,
      status: row.status,
      slot: null,
      booking_number: null,
      doctor: row.doctor_id
        ? { id: row.doctor_id, first_name: row.doctor_first_name ?? '', last_name: row.doctor_last_name ?? '' }
        : null,
      patient_details: { name: row.name, age: row.age },
      patient_type: row.patient_type,
      family_member_id: row.family_member_id,
    }));
  }

  /** Who may download a report or a lab booking's prescription. */
  async mayRead(user: AuthUser, bookingId: number): Promise<boolean> {
    const row = await this.repo.find(bookingId);
    return row !== undefined && mayReadLabBooking(user, row);
  }
}
