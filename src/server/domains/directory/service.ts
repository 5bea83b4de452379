// The call centre's directory: operators find, add and edit the doctors (registered, unregistered and
// government-hospital department doctors), hospitals, government hospitals and labs patients find, and send
// a user a one-time link to choose a password. An account added here gets a password nobody knows and a
// link to choose its own at once: the operator never learns a user's password. Patients are found only by
// their full number and only for a password link; nothing of a patient's care is read here. Every change
// and every link is audited on the record ('user'). A new number or e-mail of an account that signs in waits
// for the account or a second operator (accounts/contact-changes.ts): one desk alone cannot take it over.
import type { DirectoryKind, DirectoryLookupKind } from '../../../shared/constants';
import {
  DIRECTORY_PAGE,
  SIGN_IN_KINDS,
  fieldsOfKind,
  type DirectoryEntry,
  type DirectoryField,
  type DirectoryRecord,
  type SaveDirectoryInput,
} from '../../../shared/contract/directory';
import { MESSAGES } from '../../../shared/messages';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import type { Platform } from '../../platform/platform';
import type { AuthUser } from '../../platform/sessions';
import { newSecret } from '../../platform/tokens';
import { createAccount, defaultSlots, splitName } from '../accounts/account-factory';
import { ContactChanges, type WaitingContactChange } from '../accounts/contact-changes';
import { PasswordLinks } from '../accounts/password-links';
import { signInRolesOf } from '../accounts/sign-in-groups';
import { SignInContacts } from '../accounts/sign-in-contacts';
import type { DoctorsService } from '../doctors/service';
import {
  DirectoryRepository,
  KIND_RECORDS,
  kindOf,
  type DirectoryRow,
  type PracticeChanges,
  type UserChanges,
} from './repository';

const HOUR = 3_600_000;
/** A link the desk sends may wait for its holder longer than one they asked for themselves (30 minutes). */
export const DESK_LINK_LIFETIME_MS = 24 * HOUR;
/** Links one account may be sent by the desk in an hour: a slip of the desk must not flood a phone. */
export const DESK_LINKS_PER_ACCOUNT_PER_HOUR = 3;
/** Places in each slot of a doctor added here, until the doctor sets their own timings. */
const NEW_DOCTOR_CAPACITY = 30;

const hasPractice = (kind: DirectoryKind) =>
  KIND_RECORDS[kind].role === 'Doctor' || KIND_RECORDS[kind].role === 'Hospital';

function recordView(
  row: DirectoryRow,
  kind: DirectoryKind,
  waiting: readonly WaitingContactChange[],
  viewer: AuthUser,
): DirectoryRecord {
  return {
    id: row.id,
    kind,
    name: row.full_name,
    phone_number: row.phone_number,
    email: row.email,
    address: row.address,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    clinic_name: row.clinic_name ?? '',
    specialization_text: row.specialization_text ?? '',
    category_id: row.category_id ?? null,
    department_id: row.department_id ?? null,
    fees: row.fees ?? 0,
    registration_fees: row.registration_fees ?? 0,
    hospital_id: row.hospital_id,
    lab_id: row.lab_id,
    can_sign_in: row.password_hash !== null,
    created_at: row.created_at,
    waiting_changes: waiting.map((change) => ({
      id: change.id,
      field: change.field,
      new_value: change.new_value,
      requested_by_name: change.requested_by_name,
      asked_by_me: change.requested_by === viewer.id,
      requested_at: change.requested_at,
    })),
  };
}

/** A name as the users table keeps it: whole, and its first word and the rest. */
function namesOf(name: string): Pick<UserChanges, 'full_name' | 'first_name' | 'last_name'> {
  const { first, last } = splitName(name);
  return { full_name: name, first_name: first, last_name: last };
}

/** The form's values a kind has, the others dropped (a hospital sends no fees, whatever the form held). */
function ownFields(input: SaveDirectoryInput): Partial<SaveDirectoryInput> {
  const own = new Set<DirectoryField>(fieldsOfKind(input.kind));
  return Object.fromEntries(
    Object.entries(input).filter(([key]) => own.has(key as DirectoryField)),
  ) as Partial<SaveDirectoryInput>;
}

export class DirectoryService {
  private readonly repo: DirectoryRepository;
  private readonly links: PasswordLinks;
  private readonly contactChanges: ContactChanges;

  constructor(
    private readonly platform: Platform,
    private readonly doctors: DoctorsService,
  ) {
    this.repo = new DirectoryRepository(platform.db);
    this.links = new PasswordLinks(platform);
    this.contactChanges = new ContactChanges(platform, new SignInContacts(platform));
  }

  async getDirectory(input: { kind: DirectoryLookupKind; city: string; search: string }): Promise<DirectoryEntry[]> {
    const rows = await this.repo.entries(input.kind, input.city, input.search, DIRECTORY_PAGE);
    const waiting = await this.contactChanges.accountsWaiting(rows.map((row) => row.id));
    return rows.map((row) => ({
      id: row.id,
      kind: input.kind,
      name: row.full_name,
      phone_number: row.phone_number,
      city: row.city,
      clinic_name: row.clinic_name ?? '',
      specialization_text: row.specialization_text ?? '',
      department_id: row.department_id ?? null,
      hospital_name: row.hospital_name ?? '',
      can_sign_in: row.password_hash !== null,
      waiting_approval: waiting.has(row.id),
    }));
  }

  async getDirectoryRecord(viewer: AuthUser, id: number): Promise<DirectoryRecord> {
    const row = await this.repo.record(id);
    const kind = row && kindOf(row);
    if (!row || !kind) throw new NotFoundError();
    return recordView(row, kind, await this.contactChanges.waitingFor(id), viewer);
  }

  /** Approves another operator's waiting change of an account's number or e-mail, which then takes effect. */
  async approveContactChange(user: AuthUser, changeId: number): Promise<DirectoryRecord> {
    const accountId = await this.contactChanges.approve(user, changeId);
    this.doctors.forgetCached();
    return this.getDirectoryRecord(user, accountId);
  }

  /**
   * Adds a record (no id) or edits one of the same kind; audited either way. An edit's new number or e-mail
   * of an account that signs in waits (the answer's record shows it among its waiting changes).
   */
  async saveDirectoryRecord(
    user: AuthUser,
    input: SaveDirectoryInput,
  ): Promise<{
    record: DirectoryRecord;
    password_link: { phone_number: string; email: string | null } | null;
    waiting: boolean;
  }> {
    const given = ownFields(input);
    const existing = input.id === null ? null : ((await this.repo.record(input.id)) ?? null);
    if (input.id !== null) {
      const kind = existing && kindOf(existing);
      if (!kind) throw new NotFoundError();
      if (kind !== input.kind) throw new ConflictError(MESSAGES.directoryKindChanged);
    }
    const place = await this.checkChoices(input.kind, given, existing);
    const { id, waiting } = existing
      ? await this.edit(user, existing, input.kind, given, place)
      : { id: await this.add(input.kind, given, place), waiting: false };
    this.doctors.forgetCached();
    await this.platform.audit.record({
      user,
      action: `directory-${existing ? 'edit' : 'add'}:${input.kind}`,
      recordType: 'user',
      recordId: id,
      outcome: 'ok',
    });
    const saved = await this.repo.record(id);
    if (!saved) throw new NotFoundError();
    const password_link = !existing && SIGN_IN_KINDS.includes(input.kind) ? await this.linkTo(user, saved) : null;
    return {
      record: recordView(saved, input.kind, await this.contactChanges.waitingFor(id), user),
      password_link,
      waiting,
    };
  }

  /**
   * Sends the account a one-time link to choose a password: by SMS to its number, and to its e-mail when it
   * has one. The link is never in the answer. At most DESK_LINKS_PER_ACCOUNT_PER_HOUR an hour.
   */
  async sendPasswordLink(user: AuthUser, id: number): Promise<{ phone_number: string; email: string | null }> {
    const row = await this.repo.record(id);
    if (!row || !PasswordLinks.canReach(row.role) || (row.role !== 'Patient' && !kindOf(row)))
      throw new NotFoundError();
    if (row.password_hash === null) throw new ConflictError(MESSAGES.directoryNoSignIn);
    return this.linkTo(user, row);
  }

  /**
   * The link to an account that signs in, within the desk's hourly limit; audited sent or refused. None goes
   * to a number or e-mail changed in the last day (409 when that leaves nowhere to send it).
   */
  private async linkTo(user: AuthUser, row: DirectoryRow): Promise<{ phone_number: string; email: string | null }> {
    const { id } = row;
    const refused = () =>
      this.platform.audit.record({
        user,
        action: 'send-password-link',
        recordType: 'user',
        recordId: id,
        outcome: 'refused',
      });
    await this.platform.rateLimits
      .take(`desk-password-link:${id}`, HOUR, DESK_LINKS_PER_ACCOUNT_PER_HOUR)
      .catch(async (error: unknown) => {
        await refused();
        throw error;
      });
    const sent = await this.links.send(row, DESK_LINK_LIFETIME_MS, ['sms', 'mail']);
    if (!sent.phone_number && !sent.email) {
      await refused();
      throw new ConflictError(MESSAGES.passwordLinkAfterChange);
    }
    await this.platform.audit.record({
      user,
      action: 'send-password-link',
      recordType: 'user',
      recordId: id,
      outcome: 'ok',
    });
    return sent;
  }

  /**
   * What the form names must exist: the city in the list, the category and department, the hospital or
   * government hospital and the lab of the kinds they must be; a number that signs in must be free.
   * Answers where a department doctor is (its hospital), as it has no address of its own.
   */
  private async checkChoices(kind: DirectoryKind, given: Partial<SaveDirectoryInput>, existing: DirectoryRow | null) {
    const errors: Record<string, string> = {};
    if (given.city && !(await this.repo.cityExists(given.city))) errors.city = MESSAGES.cityUnknown;
    for (const [field, table] of [
      ['category_id', 'categories'],
      ['department_id', 'departments'],
    ] as const) {
      const chosen = given[field];
      if (chosen && !(await this.repo.referenceExists(table, chosen))) errors[field] = MESSAGES.invalidValue;
    }
    const hospitalKind = kind === 'government-doctor' ? 'government-hospital' : 'hospital';
    const hospital = given.hospital_id ? await this.repo.ofKind(hospitalKind, given.hospital_id) : undefined;
    if (given.hospital_id && !hospital) errors.hospital_id = MESSAGES.invalidValue;
    if (given.lab_id && !(await this.repo.ofKind('lab', given.lab_id))) errors.lab_id = MESSAGES.invalidValue;
    const signsIn = existing ? existing.password_hash !== null : SIGN_IN_KINDS.includes(kind);
    if (
      signsIn &&
      given.phone_number &&
      (await this.repo.phoneTaken(signInRolesOf(KIND_RECORDS[kind].role), given.phone_number, existing?.id ?? null))
    ) {
      errors.phone_number = MESSAGES.phoneTaken;
    }
    if (Object.keys(errors).length) throw new ValidationError(errors);
    return hospital;
  }

  private async add(
    kind: DirectoryKind,
    given: Partial<SaveDirectoryInput>,
    hospital: Awaited<ReturnType<DirectoryRepository['ofKind']>>,
  ): Promise<number> {
    const { role, listing } = KIND_RECORDS[kind];
    // A password nobody knows until the holder chooses theirs through the link (or signs in with a code).
    const passwordHash = SIGN_IN_KINDS.includes(kind) ? await hashPassword(newSecret()) : null;
    const name = given.name ?? '';
    const sitsAt = kind === 'government-doctor' ? hospital : undefined;
    try {
      return await createAccount(
        this.platform.db,
        {
          role,
          listing: listing ?? 'registered',
          phoneNumber: given.phone_number ?? '',
          passwordHash,
          fullName: name,
          email: given.email ?? '',
          address: sitsAt?.address ?? given.address ?? '',
          city: sitsAt?.city ?? given.city ?? '',
          state: sitsAt?.state ?? given.state ?? '',
          pincode: sitsAt?.pincode ?? given.pincode ?? '',
          hospitalId: given.hospital_id ?? null,
          labId: given.lab_id ?? null,
          practice: hasPractice(kind)
            ? {
                clinicName: sitsAt?.full_name ?? given.clinic_name ?? (role === 'Hospital' ? name : ''),
                specializationText: given.specialization_text ?? '',
                categoryId: given.category_id ?? null,
                departmentId: given.department_id ?? null,
                fees: given.fees ?? 0,
                registrationFees: given.registration_fees ?? 0,
                // Only a registered doctor takes tokens in slots; the others are booked outside the queue.
                slots: kind === 'doctor' ? defaultSlots(NEW_DOCTOR_CAPACITY) : [],
              }
            : undefined,
        },
        this.platform.now(),
      );
    } catch (error) {
      // Two desks adding one number at once: the unique index lets one through.
      if (
        passwordHash &&
        given.phone_number &&
        (await this.repo.phoneTaken(signInRolesOf(role), given.phone_number, null))
      ) {
        throw new ValidationError({ phone_number: MESSAGES.phoneTaken });
      }
      throw error;
    }
  }

  private async edit(
    operator: AuthUser,
    existing: DirectoryRow,
    kind: DirectoryKind,
    given: Partial<SaveDirectoryInput>,
    hospital: Awaited<ReturnType<DirectoryRepository['ofKind']>>,
  ): Promise<{ id: number; waiting: boolean }> {
    const sitsAt = kind === 'government-doctor' ? hospital : undefined;
    // An account that signs in gets a new number or e-mail only once it is confirmed or approved.
    const signsIn = existing.password_hash !== null;
    const user: UserChanges = {
      ...(given.name !== undefined ? namesOf(given.name) : {}),
      ...(given.phone_number !== undefined && !signsIn ? { phone_number: given.phone_number } : {}),
      ...(given.email !== undefined && !signsIn ? { email: given.email } : {}),
      ...(given.address !== undefined ? { address: given.address } : {}),
      ...(given.city !== undefined ? { city: given.city } : {}),
      ...(given.state !== undefined ? { state: given.state } : {}),
      ...(given.pincode !== undefined ? { pincode: given.pincode } : {}),
      ...(given.hospital_id !== undefined ? { hospital_id: given.hospital_id } : {}),
      ...(given.lab_id !== undefined ? { lab_id: given.lab_id } : {}),
      ...(sitsAt ? { address: sitsAt.address, city: sitsAt.city, state: sitsAt.state, pincode: sitsAt.pincode } : {}),
    };
    const practice: PracticeChanges | null = hasPractice(kind)
      ? {
          ...(given.clinic_name !== undefined ? { clinic_name: given.clinic_name } : {}),
          ...(sitsAt ? { clinic_name: sitsAt.full_name } : {}),
          // A hospital's clinic name is its name unless the hospital has set another one itself.
          ...(existing.role === 'Hospital' && given.name !== undefined && existing.clinic_name === existing.full_name
            ? { clinic_name: given.name }
            : {}),
          ...(given.specialization_text !== undefined ? { specialization_text: given.specialization_text } : {}),
          ...(given.category_id !== undefined ? { category_id: given.category_id } : {}),
          ...(given.department_id !== undefined ? { department_id: given.department_id } : {}),
          ...(given.fees != null ? { fees: given.fees } : {}),
          ...(given.registration_fees != null ? { registration_fees: given.registration_fees } : {}),
        }
      : null;
    const waiting =
      signsIn &&
      (await this.contactChanges.ask(operator, existing, { phone_number: given.phone_number, email: given.email }));
    await this.repo.update(existing.id, user, practice);
    return { id: existing.id, waiting };
  }
}
