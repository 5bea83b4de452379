// The one way an account or listed record is created: registration, the operator's create-user and the
// demo data all come through here, so a doctor always gets its details row and its default slots.
import type { Kysely, Transaction } from 'kysely';
import { SLOTS, WEEKDAYS, type Role, type Slot, type Weekday } from '../../../shared/constants';
import type { Database } from '../../db/schema';

export interface SlotSpec {
  slot: Slot;
  open: string;
  close: string;
  capacity: number;
}

export interface AccountSpec {
  role: Role;
  phoneNumber: string;
  /** Already hashed; null for records that cannot sign in. */
  passwordHash: string | null;
  fullName: string;
  /** A hospital's, government hospital's or lab's name in Hindi. */
  nameHi?: string;
  email?: string;
  age?: number | null;
  address?: string;
  city?: string;
  state?: string;
  pincode?: string;
  image?: string | null;
  hospitalId?: number | null;
  labId?: number | null;
  listing?: 'registered' | 'unregistered' | 'government';
  /** Doctors and hospitals: their practice details. */
  practice?: {
    clinicName?: string;
    specializationText?: string;
    departmentId?: number | null;
    degreeId?: number | null;
    categoryId?: number | null;
    fees?: number;
    registrationFees?: number;
    experience?: string;
    college?: string;
    passoutYear?: number | null;
    sittingDays?: readonly Weekday[];
    opening?: string;
    closing?: string;
    slots?: readonly SlotSpec[];
  };
}

export const DEFAULT_SLOT_TIMES: Record<Slot, { open: string; close: string }> = {
  Morning: { open: '09:00', close: '13:00' },
  Afternoon: { open: '13:00', close: '17:00' },
  Evening: { open: '17:00', close: '21:00' },
};

/** Morning, Afternoon and Evening with the given capacity, at the default times. */
export function defaultSlots(capacity: number): SlotSpec[] {
  return SLOTS.map((slot) => ({ slot, ...DEFAULT_SLOT_TIMES[slot], capacity }));
}

export const EVERY_DAY_BUT_SUNDAY: readonly Weekday[] = WEEKDAYS.filter((d) => d !== 'Sunday');

/** A full name's first word and the rest, as the users table keeps them beside the full name. */
export function splitName(fullName: string): { first: string; last: string } {
  const words = fullName.trim().split(/\s+/);
  return { first: words[0] ?? '', last: words.slice(1).join(' ') };
}

/**
 * Writes the account in one transaction; `alongside` writes what belongs with it (a registration's consents)
 * in the same transaction, once the account has its id.
 */
export async function createAccount(
  db: Kysely<Database>,
  spec: AccountSpec,
  now: Date,
  alongside?: (trx: Transaction<Database>, id: number) => Promise<void>,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { first, last } = splitName(spec.fullName);
    const { id } = await trx
      .insertInto('users')
      .values({
        role: spec.role,
        phone_number: spec.phoneNumber,
        password_hash: spec.passwordHash,
        full_name: spec.fullName.trim(),
        first_name: first,
        last_name: last,
        email: spec.email ?? '',
        image: spec.image ?? null,
        age: spec.age ?? null,
        address: spec.address ?? '',
        city: spec.city ?? '',
        state: spec.state ?? '',
        pincode: spec.pincode ?? '',
        additional_phone: '',
        hospital_id: spec.hospitalId ?? null,
        lab_id: spec.labId ?? null,
        listing: spec.listing ?? 'registered',
        name_hi: spec.nameHi?.trim() ?? '',
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await alongside?.(trx, id);
    if (spec.role !== 'Doctor' && spec.role !== 'Hospital') return id;
    const p = spec.practice ?? {};
    const sittingDays = p.sittingDays ?? EVERY_DAY_BUT_SUNDAY;
    await trx
      .insertInto('doctor_details')
      .values({
        user_id: id,
        clinic_name: p.clinicName ?? '',
        specialization_text: p.specializationText ?? '',
        timing_open: p.opening ?? '09:00',
        timing_close: p.closing ?? '21:00',
        department_id: p.departmentId ?? null,
        degree_id: p.degreeId ?? null,
        category_id: p.categoryId ?? null,
        registration_fees: p.registrationFees ?? 0,
        fees: p.fees ?? 0,
        sitting: JSON.stringify(Object.fromEntries(WEEKDAYS.map((d) => [d, sittingDays.includes(d)]))),
        experience: p.experience ?? '',
        college: p.college ?? '',
        passout_year: p.passoutYear ?? null,
      })
      .execute();
    if (spec.role === 'Doctor') {
      const slots = p.slots ?? defaultSlots(30);
      if (slots.length) {
        await trx
          .insertInto('doctor_slots')
          .values(
            slots.map((s) => ({
              doctor_id: id,
              slot: s.slot,
              open_time: s.open,
              close_time: s.close,
              capacity: s.capacity,
              active: 1,
            })),
          )
          .execute();
      }
    }
    return id;
  });
}
