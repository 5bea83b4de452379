// The hospital user's own doctors and profile.
import type { ParsedRequestOf } from '../../../shared/contract/catalogue';
import type { SessionUser } from '../../../shared/contract/users';
import type { UploadedFile } from '../../platform/calls';
import { NotFoundError } from '../../platform/errors';
import type { Platform } from '../../platform/platform';
import type { AuthUser } from '../../platform/sessions';
import { SignInContacts } from '../accounts/sign-in-contacts';
import { loadSessionUser } from '../accounts/user-view';
import type { DoctorSettingsService } from '../doctor-settings/service';
import type { DoctorsService } from '../doctors/service';
import { requireOwnHospital } from './policy';
import { HospitalRepository } from './repository';

export class HospitalService {
  private readonly repo: HospitalRepository;
  private readonly contacts: SignInContacts;

  constructor(
    private readonly platform: Platform,
    private readonly doctors: DoctorsService,
    private readonly settings: DoctorSettingsService,
  ) {
    this.repo = new HospitalRepository(platform.db);
    this.contacts = new SignInContacts(platform);
  }

  /** The hospital's own doctors, the one answer of `get-hospital-doctor-list` and `get-hospital-doctor-list-array`. */
  getHospitalDoctorList(user: AuthUser, hospitalId: number) {
    return this.doctors.doctorList({ hospitalId: requireOwnHospital(user, hospitalId) });
  }

  async editHospitalProfile(
    user: AuthUser,
    input: ParsedRequestOf<'edit-hospital-profile'>,
    image: UploadedFile | undefined,
  ): Promise<SessionUser> {
    const id = requireOwnHospital(user, input.hospital_id);
    await this.contacts.keepNumber(id, input.phone_number);
    await this.repo.updateProfile(id, {
      full_name: input.name,
      first_name: input.name,
      last_name: '',
      ...(image ? { image: await this.settings.savePicture(id, image) } : {}),
    });
    await this.contacts.change(id, { email: input.email }, 'account');
    const updated = await loadSessionUser(this.platform, id);
    if (!updated) throw new NotFoundError();
    return updated;
  }
}
