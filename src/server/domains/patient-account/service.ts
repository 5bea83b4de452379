// The patient's account page: editing their profile (the answer replaces the stored user) and the counts of
// their own bookings for /total-bookings (of everyone they booked for, or of one person). The spec calls the
// counts "agent analytics"; a patient is their own agent here and sees only their own bookings.
import type { ParsedRequestOf } from '../../../shared/contract/catalogue';
import type { SessionUser } from '../../../shared/contract/users';
import { NotFoundError } from '../../platform/errors';
import { requireOwnId } from '../../platform/guards';
import type { Platform } from '../../platform/platform';
import type { AuthUser } from '../../platform/sessions';
import { SignInContacts } from '../accounts/sign-in-contacts';
import { loadSessionUser } from '../accounts/user-view';
import { recordsOf, type FamilyMembersService } from './family-members';
import { PatientAccountRepository } from './repository';

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

  async editProfile(user: AuthUser, input: ParsedRequestOf<'edit-patient-profile'>): Promise<SessionUser> {
    const id = requireOwnId(user, input.patient_id);
    await this.contacts.keepNumber(id, input.phone_number);
    const { first, last } = splitName(input.full_name);
    await this.repo.updateProfile(id, { full_name: input.full_name, first_name: first, last_name: last, age: input.age, address: input.address });
    await this.contacts.change(id, { email: input.email }, 'account');
    const updated = await loadSessionUser(this.platform.db, id);
    if (!updated) throw new NotFoundError();
    return updated;
  }

  async analytics(user: AuthUser, input: ParsedRequestOf<'get-agent-analytics'>) {
    const id = requireOwnId(user, input.agent_id);
    const person = await this.family.person(id, input.person);
    const counts = await this.repo.bookingCounts(id, input.from, input.to, recordsOf('bookings', person));
    const pending = counts.get('Pending') ?? 0;
    const cancelled = counts.get('Cancelled') ?? 0;
    const accepted = counts.get('Approved') ?? 0;
    const total = pending + cancelled + accepted;
    return { data: { total, total_booking: total, pending, cancelled, accepted } };
  }
}
