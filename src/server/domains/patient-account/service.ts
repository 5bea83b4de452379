// The patient's account page: editing their profile (the answer replaces the stored user), the counts of
// their own bookings for /total-bookings (of everyone they booked for, or of one person), and how they hear
// their alerts. The call names the counts "agent analytics"; a patient is their own agent here and sees only
// their own bookings.
import type { ParsedRequestOf } from '../../../shared/contract/catalogue';
import { ALERT_CHANNELS } from '../../../shared/contract/patient-account';
import type { SessionUser } from '../../../shared/contract/users';
import { NotFoundError } from '../../platform/errors';
import type { Platform } from '../../platform/platform';
import type { AuthUser } from '../../platform/sessions';
import { SignInContacts } from '../accounts/sign-in-contacts';
import { loadSessionUser } from '../accounts/user-view';
import { recordsOf, type FamilyMembersService } from './family-members';
import { requireOwnPatientAccount } from './policy';
import { PatientAccountRepository } from './repository';

/** "Your turn is near" for a patient who never chose: as many patients before as a doctor's default. */
const DEFAULT_TURN_NEAR_AT = 3;

function splitName(fullName: string): { first: string; last: string } {
  const words = fullName.trim().split(/\s+/);
  return { first: words[0] ?? '', last: words.slice(1).join(' ') };
}

export class PatientAccountService {
  private readonly repo: PatientAccountRepository;
  private readonly contacts: SignInContacts;

  constructor(
    private readonly platform: Platform,
    private readonly family: FamilyMembersService,
  ) {
    this.repo = new PatientAccountRepository(platform.db);
    this.contacts = new SignInContacts(platform);
  }

  async editPatientProfile(user: AuthUser, input: ParsedRequestOf<'edit-patient-profile'>): Promise<SessionUser> {
    const id = requireOwnPatientAccount(user, input.patient_id);
    await this.contacts.keepNumber(id, input.phone_number);
    const { first, last } = splitName(input.full_name);
    await this.repo.updateProfile(id, {
      full_name: input.full_name,
      first_name: first,
      last_name: last,
      age: input.age,
      address: input.address,
    });
    await this.contacts.change(id, { email: input.email }, 'account');
    const updated = await loadSessionUser(this.platform, id);
    if (!updated) throw new NotFoundError();
    return updated;
  }

  async getAgentAnalytics(user: AuthUser, input: ParsedRequestOf<'get-agent-analytics'>) {
    const id = requireOwnPatientAccount(user, input.agent_id);
    const person = await this.family.person(id, input.person);
    const counts = await this.repo.bookingCounts(id, input.from, input.to, recordsOf('bookings', person));
    const pending = counts.get('Pending') ?? 0;
    const cancelled = counts.get('Cancelled') ?? 0;
    const accepted = counts.get('Approved') ?? 0;
    const total = pending + cancelled + accepted;
    return { data: { total, total_booking: total, pending, cancelled, accepted } };
  }

  /**
   * The patient's alert preferences: saved, or the default (push when a device takes pushes, else SMS; in the
   * language they use the app in), with the channels their privacy choices withdrew. The screen says the
   * language it shows, so the answer is the one used.
   */
  async getAlertPreferences(user: AuthUser, input: ParsedRequestOf<'get-alert-preferences'>) {
    const id = requireOwnPatientAccount(user, input.patient_id);
    if (input.lang) await this.platform.alerts.keepAppLanguage(id, input.lang);
    const own = (await this.platform.alerts.preferencesOf([id])).get(id);
    if (!own) throw new NotFoundError();
    return {
      channels: own.chosen,
      withdrawn: own.withdrawn,
      turn_near_at: own.turnNearAt ?? DEFAULT_TURN_NEAR_AT,
      language: own.language,
      push_subscribed: own.pushSubscribed,
    };
  }

  async updateAlertPreferences(user: AuthUser, input: ParsedRequestOf<'update-alert-preferences'>) {
    const id = requireOwnPatientAccount(user, input.patient_id);
    const before = (await this.platform.alerts.preferencesOf([id])).get(id);
    if (!before) throw new NotFoundError();
    // Kept in one order, whatever order they came in.
    const channels = ALERT_CHANNELS.filter((c) => input.channels.includes(c)).join(',');
    await this.repo.saveAlertPreferences(id, {
      channels,
      turn_near_at: input.turn_near_at,
      language: input.language ?? before.language,
      updated_at: this.platform.now().toISOString(),
    });
    return this.getAlertPreferences(user, { patient_id: id });
  }
}
