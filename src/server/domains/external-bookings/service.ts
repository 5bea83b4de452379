// Bookings of doctors outside the queue. A typed-in doctor ('other') and a listed unregistered doctor go
// through add-other-booking; a government-hospital doctor through add-gov-booking, whose hospital comes from
// the doctor and whose slot and fee are fixed (GOV_BOOKING). Each day goes through the rule of every booking
// path (requireBookableDay): a listed doctor's day must be one it sits and, today, before its hours end (the
// government Morning counter's at GOV_BOOKING.closes); a typed-in doctor's, any day from today. None takes
// a token: the patient is seen at the counter on the day.
import { GOV_BOOKING } from '../../../shared/constants';
import type { OutsideHistoryItem } from '../../../shared/contract/booking-shapes';
import type { ParsedRequestOf } from '../../../shared/contract/catalogue';
import type { ExternalBooking } from '../../../shared/contract/external-bookings';
import { ANY_DAY, closeOf, dayHours, slotHours, type BookingHours } from '../../../shared/booking-days';
import { MESSAGES } from '../../../shared/messages';
import type { UploadedFile } from '../../platform/calls';
import { requireBookableDay } from '../../platform/calendar';
import { NotFoundError } from '../../platform/errors';
import type { Platform } from '../../platform/platform';
import type { AuthUser } from '../../platform/sessions';
import { fileUrl } from '../../platform/uploads';
import type { DoctorsService } from '../doctors/service';
import type { GovernmentService } from '../government/service';
import { recordsOf, type FamilyMembersService } from '../patient-account/family-members';
import type { PersonFilter } from '../../../shared/contract/family-shapes';
import type { ReferenceService } from '../reference/service';
import { mayReadExternalBooking, requireOwnExternalBookings } from './policy';
import type { ExternalBookingRow, ExternalBookingsRepository, NewExternalBooking } from './repository';

export const EXTERNAL_BOOKING_FILES = 'external-booking';

function view(row: ExternalBookingRow): ExternalBooking {
  return {
    id: row.id,
    kind: row.kind,
    patient_id: row.patient_id,
    patient_type: row.patient_type,
    family_member_id: row.family_member_id,
    name: row.name,
    age: row.age,
    problem: row.problem,
    phone_number: row.phone_number,
    patient_address: row.patient_address,
    city: row.city,
    doctor_id: row.doctor_id,
    doctor_name: row.doctor_name,
    doctor_address: row.doctor_address,
    hospital_id: row.hospital_id,
    hospital_name: row.hospital_name,
    department_id: row.department_id,
    booking_date: row.booking_date,
    slot: row.slot,
    booking_amount: row.booking_amount,
    app_charges: row.app_charges,
    status: row.status,
    priscription_image: fileUrl(row.priscription_image),
    created_at: row.created_at,
  };
}

export class ExternalBookingService {
  constructor(
    private readonly platform: Platform,
    private readonly repo: ExternalBookingsRepository,
    private readonly doctors: DoctorsService,
    private readonly government: GovernmentService,
    private readonly reference: ReferenceService,
    private readonly family: FamilyMembersService,
  ) {}

  /** The patient's outside bookings of a day (of everyone they booked for, or of one person), for the history. */
  async historyOf(
    user: AuthUser,
    patientId: unknown,
    date: string,
    person: PersonFilter,
  ): Promise<OutsideHistoryItem[]> {
    const own = requireOwnExternalBookings(user, patientId);
    const rows = await this.repo.ofPatientOn(
      own,
      date,
      recordsOf('external_bookings', await this.family.person(own, person)),
    );
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      doctor_name: row.doctor_name,
      hospital_name: row.hospital_name,
      booking_date: row.booking_date,
      appointment_date: row.booking_date,
      slot: row.slot,
      booking_number: null,
      status: row.status,
      patient_details: { name: row.name, age: row.age },
      patient_type: row.patient_type,
      family_member_id: row.family_member_id,
    }));
  }

  /** Whether the user may read the booking's prescription (policy.ts). */
  async mayRead(user: AuthUser, id: number): Promise<boolean> {
    return mayReadExternalBooking(user, await this.repo.find(id));
  }

  async addOtherBooking(
    user: AuthUser,
    input: ParsedRequestOf<'add-other-booking'>,
    image: UploadedFile | undefined,
  ): Promise<ExternalBooking> {
    const patientId = requireOwnExternalBookings(user, input.patient_id);
    let doctor: {
      kind: 'other' | 'unregistered';
      id: number | null;
      name: string;
      address: string;
      fee: number;
      hours: BookingHours;
    } = {
      kind: 'other',
      id: null,
      name: input.doctor_name,
      address: input.address,
      fee: input.free_consultation ? 0 : (input.booking_amount ?? 0),
      hours: ANY_DAY,
    };
    if (input.doctor_id !== undefined) {
      // A listed unregistered doctor: its own record names it, sets the fee (whatever the form sent) and its
      // days and hours.
      const card = await this.doctors.card(input.doctor_id);
      if (card.type !== 'unregistered') throw new NotFoundError(MESSAGES.noDoctorFound);
      doctor = {
        kind: 'unregistered',
        id: card.id,
        name: `${card.first_name} ${card.last_name}`.trim(),
        address: card.address,
        fee: card.fees,
        hours: dayHours(closeOf(card.doctor_detail.timing), (day) => card.doctor_sitting[day] === 'True'),
      };
    }
    requireBookableDay(this.platform, doctor.hours, input.booking_date);
    const person = await this.family.bookedFor(patientId, input.family_member_id, {
      name: input.name,
      age: input.age,
      type: input.patient_type ?? 'Self',
    });
    await this.platform.writeCaps.take('booking', patientId);
    return this.store(user, image, {
      kind: doctor.kind,
      patient_id: patientId,
      patient_type: person.type,
      family_member_id: person.family_member_id,
      name: person.name,
      age: person.age,
      problem: input.problem,
      phone_number: input.phone_number,
      patient_address: input.patient_address,
      city: input.city ?? '',
      doctor_id: doctor.id,
      doctor_name: doctor.name,
      doctor_address: doctor.address,
      hospital_id: null,
      department_id: null,
      booking_date: input.booking_date,
      slot: null,
      booking_amount: doctor.fee,
      app_charges: (await this.reference.getUpdatedCharges()).other_booking_price,
      status: 'Pending',
      priscription_image: null,
      created_at: this.platform.now().toISOString(),
    });
  }

  async addGovBooking(
    user: AuthUser,
    input: ParsedRequestOf<'add-gov-booking'>,
    image: UploadedFile | undefined,
  ): Promise<ExternalBooking> {
    const patientId = requireOwnExternalBookings(user, input.patient_id);
    const doctor = await this.government.bookableDoctor(input.hospital_id, input.doctor_id);
    requireBookableDay(
      this.platform,
      slotHours(GOV_BOOKING.closes, (day) => doctor.sitting[day] === true),
      input.booking_date,
    );
    const person = await this.family.bookedFor(patientId, input.family_member_id, {
      name: input.name,
      age: input.age,
      type: input.type ?? 'Self',
    });
    await this.platform.writeCaps.take('booking', patientId);
    return this.store(user, image, {
      kind: 'government',
      patient_id: patientId,
      patient_type: person.type,
      family_member_id: person.family_member_id,
      name: person.name,
      age: person.age,
      problem: input.problem,
      phone_number: input.phone_number,
      patient_address: input.address,
      city: input.city || doctor.hospitalCity,
      doctor_id: doctor.id,
      doctor_name: doctor.name,
      doctor_address: doctor.address,
      hospital_id: doctor.hospitalId,
      department_id: doctor.departmentId,
      booking_date: input.booking_date,
      slot: GOV_BOOKING.slot,
      booking_amount: GOV_BOOKING.fee,
      app_charges: (await this.reference.getUpdatedCharges()).other_booking_price,
      status: 'Pending',
      priscription_image: null,
      created_at: this.platform.now().toISOString(),
    });
  }

  /** Checks the picture first (415 leaves nothing behind), then stores the booking and the picture. */
  private async store(
    user: AuthUser,
    image: UploadedFile | undefined,
    booking: NewExternalBooking,
  ): Promise<ExternalBooking> {
    const prepared = image ? await this.platform.files.prepareImage(image) : null;
    const id = await this.repo.insert(booking);
    if (prepared) {
      const stored = await this.platform.files.save(prepared, { type: EXTERNAL_BOOKING_FILES, id });
      await this.repo.setPrescription(id, stored.name);
    }
    await this.platform.audit.record({
      user,
      action: `add-${booking.kind}-booking`,
      recordType: EXTERNAL_BOOKING_FILES,
      recordId: id,
      outcome: 'ok',
    });
    const row = await this.repo.find(id);
    if (!row) throw new NotFoundError();
    return view(row);
  }
}
