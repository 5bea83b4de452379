// A doctor's profile, clinic details and timings, changed by the doctor or by its hospital; the hospital's
// own settings use the clinic-details call too. New timings apply to new joins at once; existing
// bookings keep their slot, date and token.
import { SLOTS } from '../../../shared/constants';
import type { DoctorAccount } from '../../../shared/contract/doctors';
import type { ParsedRequestOf } from '../../../shared/contract/catalogue';
import { SLOT_FIELD_KEYS } from '../../../shared/contract/doctor-settings';
import type { SessionUser } from '../../../shared/contract/users';
import { MESSAGES } from '../../../shared/messages';
import type { UploadedFile } from '../../platform/calls';
import { NotFoundError, ValidationError } from '../../platform/errors';
import type { Platform } from '../../platform/platform';
import type { AuthUser } from '../../platform/sessions';
import { SignInContacts } from '../accounts/sign-in-contacts';
import { loadSessionUser } from '../accounts/user-view';
import type { DoctorsService } from '../doctors/service';
import { requireOwnClinic, requireOwnDoctorSettings } from './policy';
import { PracticeRepository } from './repository';

export class DoctorSettingsService {
  private readonly repo: PracticeRepository;
  private readonly contacts: SignInContacts;

  constructor(
    private readonly platform: Platform,
    private readonly doctors: DoctorsService,
  ) {
    this.repo = new PracticeRepository(platform.db);
    this.contacts = new SignInContacts(platform);
  }

  /** Stores a profile picture (checked and re-encoded) and answers its file name. */
  async savePicture(userId: number, image: UploadedFile): Promise<string> {
    const stored = await this.platform.files.save(await this.platform.files.prepareImage(image), {
      type: 'profile',
      id: userId,
    });
    return stored.name;
  }

  async editDoctorProfile(
    user: AuthUser,
    input: ParsedRequestOf<'edit-doctor-profile'>,
    image: UploadedFile | undefined,
  ): Promise<DoctorAccount> {
    const doctorId = await requireOwnDoctorSettings(this.platform, user, input.doctor_id);
    await this.contacts.keepNumber(doctorId, input.phone_number);
    const current = await this.repo.names(doctorId);
    const first = input.first_name ?? current.first_name;
    const last = input.last_name ?? current.last_name;
    await this.repo.updateAccount(doctorId, {
      ...(input.first_name !== undefined || input.last_name !== undefined
        ? { first_name: first, last_name: last, full_name: `${first} ${last}`.trim() }
        : {}),
      ...(image ? { image: await this.savePicture(doctorId, image) } : {}),
    });
    await this.repo.updatePractice(doctorId, {
      ...(input.college !== undefined ? { college: input.college } : {}),
      ...(input.passout_year !== undefined ? { passout_year: input.passout_year } : {}),
      ...(input.specialization_text !== undefined ? { specialization_text: input.specialization_text } : {}),
    });
    if (input.email !== undefined) await this.contacts.change(doctorId, { email: input.email }, 'account');
    this.doctors.forgetCached();
    return this.doctors.accountOf(doctorId);
  }

  /** A doctor's clinic details and fees (the UPI ID, the free follow-ups); the hospital's own details. */
  async editDoctorClinicDetails(
    user: AuthUser,
    input: ParsedRequestOf<'edit-doctor-clinic-details'>,
  ): Promise<SessionUser> {
    const targetId = await requireOwnClinic(this.platform, user, input.doctor_id);
    const ownHospital = user.role === 'Hospital' && targetId === user.id;
    if (!ownHospital && !input.specialization_text)
      throw new ValidationError({ specialization_text: MESSAGES.required });
    const fees = {
      ...(input.upi_id !== undefined ? { upi_id: input.upi_id } : {}),
      ...(input.free_follow_up_days !== undefined ? { free_follow_up_days: input.free_follow_up_days } : {}),
      ...(input.free_follow_up_visits !== undefined ? { free_follow_up_visits: input.free_follow_up_visits } : {}),
    };
    // The hospital itself is booked through its doctors: the fees are theirs.
    if (ownHospital && Object.keys(fees).length)
      throw new ValidationError(Object.fromEntries(Object.keys(fees).map((field) => [field, MESSAGES.invalidValue])));
    await this.repo.updateAccount(targetId, {
      address: input.address,
      city: input.city,
      state: input.state,
      pincode: input.pincode,
      additional_phone: input.additional_phone,
    });
    await this.repo.updatePractice(targetId, {
      clinic_name: input.clinic_name,
      ...(input.specialization_text ? { specialization_text: input.specialization_text } : {}),
      ...fees,
    });
    this.doctors.forgetCached();
    const updated = await loadSessionUser(this.platform, targetId);
    if (!updated) throw new NotFoundError();
    return updated;
  }

  async editDoctorHospitalTimings(
    user: AuthUser,
    input: ParsedRequestOf<'edit-doctor-hospital-timings'>,
  ): Promise<DoctorAccount> {
    const doctorId = await requireOwnDoctorSettings(this.platform, user, input.doctor_id);
    await this.repo.updatePractice(doctorId, {
      timing_open: input.timing_1,
      timing_close: input.timing_2,
      ...(input.average_consult_minutes !== undefined
        ? { average_consult_minutes: input.average_consult_minutes }
        : {}),
      ...(input.alert_at !== undefined ? { alert_at: input.alert_at } : {}),
      ...(input.late_rejoin_after !== undefined ? { late_rejoin_after: input.late_rejoin_after } : {}),
    });
    await this.repo.saveSlots(
      doctorId,
      SLOTS.map((slot) => {
        const key = SLOT_FIELD_KEYS[slot];
        const desk = input[`desk_places_${key}`];
        return {
          slot,
          ticked: Boolean(input[`slots_${key}`]),
          open: input[`${key}_timing_1`] ?? '',
          close: input[`${key}_timing_2`] ?? '',
          capacity: Number(input[`slot_capacity_${key}`] ?? 0),
          // Checked by the contract: blank is none.
          deskPlaces: desk === undefined ? undefined : Number(desk.trim() || 0),
        };
      }),
    );
    this.doctors.forgetCached();
    return this.doctors.accountOf(doctorId);
  }
}
