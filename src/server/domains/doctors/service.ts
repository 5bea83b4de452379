// The doctor directory: lists and cards for patients, a doctor's own record, and slot rules for booking.
// The lists, the slot rules and who a doctor is are read on nearly every booking and search, and change
// only through the settings calls: each instance keeps them for a second (ShortCache), and the settings
// calls of this instance forget them at once (forgetCached).
import { SLOTS, type Slot } from '../../../shared/constants';
import type { ParsedRequestOf } from '../../../shared/contract/catalogue';
import type { DoctorAccount, DoctorCard, DoctorProfile } from '../../../shared/contract/doctors';
import { JsonResult } from '../../platform/envelope';
import { NotFoundError } from '../../platform/errors';
import type { Platform } from '../../platform/platform';
import type { AuthUser } from '../../platform/sessions';
import { ShortCache } from '../../platform/short-cache';
import { fileUrl } from '../../platform/uploads';
import { doctorDetailView } from '../accounts/user-view';
import { requireAskingPatient, requireOwnDoctorAccount } from './policy';
import { DoctorsRepository } from './repository';

export interface SlotRule {
  open: string;
  close: string;
  capacity: number;
  /** Of the capacity, the places kept for walk-ins at the desk (0 to the capacity: the timings call keeps it so). */
  deskPlaces: number;
  active: boolean;
  /** Weekday name -> sits that day. */
  sitting: Record<string, boolean>;
}

/** Who a doctor is, as a booking names it. */
export type DoctorIdentity = NonNullable<Awaited<ReturnType<DoctorsRepository['identity']>>>;

/** Which doctors a list holds: of a city, a category or a hospital. */
type ListFilter = { city?: string; categoryId?: number; hospitalId?: number };
type DoctorList = Awaited<ReturnType<DoctorsService['readList']>>;

const DIRECTORY_CACHE = { ttlMs: 1000, maxEntries: 5000 };

export class DoctorsService {
  private readonly repo: DoctorsRepository;
  /** Kept as JSON: a city's list is the same answer for every patient who asks. */
  private readonly lists = new ShortCache<string, JsonResult<DoctorList>>(DIRECTORY_CACHE);
  private readonly rules = new ShortCache<number, Map<Slot, SlotRule>>(DIRECTORY_CACHE);
  private readonly identities = new ShortCache<number, DoctorIdentity | undefined>(DIRECTORY_CACHE);

  constructor(private readonly platform: Platform) {
    this.repo = new DoctorsRepository(platform.db);
  }

  private async cards(filter: Parameters<DoctorsRepository['listed']>[0]): Promise<DoctorCard[]> {
    const rows = await this.repo.listed(filter);
    const slots = await this.repo.slotsOf(rows.map((r) => r.id));
    return rows.map((row) => {
      const detail = doctorDetailView(
        row,
        row,
        slots.filter((s) => s.doctor_id === row.id),
      );
      return {
        id: row.id,
        first_name: row.first_name,
        last_name: row.last_name,
        image: fileUrl(row.image),
        clinic_name: row.clinic_name,
        address: row.address,
        city: row.city,
        specialization_text: row.specialization_text,
        type: row.listing,
        fees: row.fees,
        registration_fees: row.registration_fees,
        doctor_sitting: detail.doctor_sitting,
        hospital_id: row.hospital_id,
        doctor_detail: detail,
      };
    });
  }

  /** The listed doctors of a city and category, for the asking patient. */
  getAllDoctors(user: AuthUser, input: ParsedRequestOf<'get-all-doctors'>) {
    requireAskingPatient(user, input.patient_id);
    return this.doctorList({ city: input.city || undefined, categoryId: input.category_id });
  }

  /** A list of doctors with the directory's names (the `doctorList` answer): of a city, a category or a hospital. */
  doctorList(filter: ListFilter) {
    return this.lists.get(
      JSON.stringify([filter.city, filter.categoryId, filter.hospitalId]),
      async () => new JsonResult(await this.readList(filter)),
    );
  }

  private async readList(filter: ListFilter) {
    const [doctors, names] = await Promise.all([this.cards(filter), this.repo.names()]);
    return { doctors, ...names };
  }

  /** A doctor's (or other user's, when not a doctor: undefined) listing and names, as bookings carry them. */
  identity(doctorId: number): Promise<DoctorIdentity | undefined> {
    return this.identities.get(doctorId, () => this.repo.identity(doctorId));
  }

  /** A settings call of this instance changed a doctor: lists, rules and names are read afresh. */
  forgetCached(): void {
    this.lists.clear();
    this.rules.clear();
    this.identities.clear();
  }

  /** The unregistered doctors of a city (all cities when blank), booked through the other-booking path. */
  async getUnregisterDoctorListArray(city: string | undefined): Promise<DoctorCard[]> {
    return this.cards({ city: city || undefined, listing: 'unregistered' });
  }

  async card(doctorId: number): Promise<DoctorCard> {
    const [card] = await this.cards({ ids: [doctorId] });
    if (!card) throw new NotFoundError();
    return card;
  }

  /**
   * A doctor's profile as a patient opens it, with the names of its degree and department: the same names
   * the list's lookups give, so the profile reads the same however it was reached.
   */
  async getSingleDoctor(user: AuthUser, patientId: number, doctorId: number): Promise<DoctorProfile> {
    requireAskingPatient(user, patientId);
    const [card, names] = await Promise.all([this.card(doctorId), this.repo.names()]);
    const nameOf = (lookup: Record<string, string>, id: number | null) =>
      id === null ? '' : (lookup[String(id)] ?? '');
    return {
      ...card,
      degree: nameOf(names.medical_degree, card.doctor_detail.type_degree),
      medical_department: nameOf(names.medical_department, card.doctor_detail.type),
    };
  }

  /** The doctor's own view (settings screens), for the doctor or its hospital. */
  async getDoctorDetails(user: AuthUser, doctorId: number): Promise<DoctorAccount> {
    return this.accountOf(await requireOwnDoctorAccount(this.platform, user, doctorId));
  }

  /** A doctor's card with its sign-in phone and e-mail. */
  async accountOf(doctorId: number): Promise<DoctorAccount> {
    const [row] = await this.repo.listed({ ids: [doctorId] });
    if (!row) throw new NotFoundError();
    return { ...(await this.card(doctorId)), phone_number: row.phone_number, email: row.email };
  }

  async getDoctorSlots(doctorId: number) {
    const card = await this.card(doctorId);
    return card.doctor_detail.slots.map((slot) => ({
      slot,
      timing: card.doctor_detail.slot_timing[slot] ?? '',
      capacity: card.doctor_detail.slot_capacity[slot] ?? 0,
    }));
  }

  /** The rule of one slot, or null when the doctor has no such slot. */
  async slotRule(doctorId: number, slot: Slot): Promise<SlotRule | null> {
    return (await this.allSlotRules(doctorId)).get(slot) ?? null;
  }

  /** Every active slot's rule, in the order of SLOTS. */
  async slotRules(doctorId: number): Promise<Map<Slot, SlotRule>> {
    const all = await this.allSlotRules(doctorId);
    return new Map(
      SLOTS.flatMap((slot) => {
        const rule = all.get(slot);
        return rule?.active ? [[slot, rule] as const] : [];
      }),
    );
  }

  /** Every slot's rule, active or not. */
  private allSlotRules(doctorId: number): Promise<Map<Slot, SlotRule>> {
    return this.rules.get(doctorId, async () => {
      const rows = await this.repo.slotRows(doctorId);
      return new Map(
        rows.map((row) => [
          row.slot,
          {
            open: row.open_time,
            close: row.close_time,
            capacity: row.capacity,
            deskPlaces: row.desk_places,
            active: row.active === 1,
            sitting: JSON.parse(row.sitting) as Record<string, boolean>,
          },
        ]),
      );
    });
  }
}
