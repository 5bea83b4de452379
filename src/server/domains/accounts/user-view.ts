// Builds the wire's view of a user (docs/wire-api.md "The signed-in user") and of a doctor's details.
import type { Selectable } from 'kysely';
import { SLOTS, USER_TYPE_OF_ROLE, WEEKDAYS, type Slot } from '../../../shared/constants';
import type { DoctorDetail, SessionUser } from '../../../shared/contract/users';
import type { DoctorDetailsTable, DoctorSlotsTable, UsersTable } from '../../db/schema';
import { consentStates, privacyNoticeDueBy } from '../../platform/consents';
import type { Platform } from '../../platform/platform';

type UserRow = Omit<UsersTable, 'id'> & { id: number };

/** The wire's sitting days: 'True' or 'False' for every weekday, from the days a doctor keeps. */
export function sittingFlags(sitting: Partial<Record<string, boolean>>): DoctorDetail['doctor_sitting'] {
  return Object.fromEntries(WEEKDAYS.map((d) => [d, sitting[d] ? 'True' : 'False'])) as DoctorDetail['doctor_sitting'];
}

export function doctorDetailView(
  user: UserRow,
  detail: Selectable<DoctorDetailsTable>,
  slots: Selectable<DoctorSlotsTable>[],
): DoctorDetail {
  const active = SLOTS.filter((s) => slots.some((row) => row.slot === s && row.active === 1));
  const bySlot = new Map<Slot, Selectable<DoctorSlotsTable>>(slots.map((row) => [row.slot, row]));
  const sitting = JSON.parse(detail.sitting) as Record<string, boolean>;
  return {
    clinic_name: detail.clinic_name,
    address: user.address,
    city: user.city,
    state: user.state,
    pincode: user.pincode,
    specialization_text: detail.specialization_text,
    additional_phone: user.additional_phone,
    timing: `${detail.timing_open}-${detail.timing_close}`,
    slots: active,
    slot_timing: Object.fromEntries(active.map((s) => [s, `${bySlot.get(s)!.open_time}-${bySlot.get(s)!.close_time}`])),
    slot_capacity: Object.fromEntries(active.map((s) => [s, bySlot.get(s)!.capacity])),
    desk_places: Object.fromEntries(active.map((s) => [s, bySlot.get(s)!.desk_places])),
    type: detail.department_id,
    type_degree: detail.degree_id,
    registration_fees: detail.registration_fees,
    fees: detail.fees,
    doctor_sitting: sittingFlags(sitting),
    experience: detail.experience,
    college: detail.college,
    passout_year: detail.passout_year,
    category_id: detail.category_id,
    lab_id: user.lab_id,
    hospital_id: user.hospital_id,
    average_consult_minutes: detail.average_consult_minutes,
    alert_at: detail.alert_at,
    upi_id: detail.upi_id,
    free_follow_up_days: detail.free_follow_up_days,
    free_follow_up_visits: detail.free_follow_up_visits,
    late_rejoin_after: detail.late_rejoin_after,
  };
}

/**
 * A session user's view: the account, a doctor's details, and for a patient whether the privacy notice in force
 * is still to be accepted (decision 0090) and when the account will be erased (null: it will not; decision 0093).
 */
export function sessionUserView(
  user: UserRow,
  doctorDetail: DoctorDetail | null,
  privacy: { noticeDue: boolean; erasureAt: string | null },
): SessionUser {
  return {
    id: user.id,
    type: user.role,
    user_type: USER_TYPE_OF_ROLE[user.role],
    full_name: user.full_name,
    first_name: user.first_name,
    last_name: user.last_name,
    name: user.full_name,
    phone_number: user.phone_number,
    email: user.email,
    image: user.image,
    age: user.age,
    address: user.address,
    city: user.city,
    state: user.state,
    pincode: user.pincode,
    additional_phone: user.additional_phone,
    lab_id: user.lab_id,
    hospital_id: user.hospital_id,
    doctor_detail: doctorDetail,
    privacy_notice_due: privacy.noticeDue,
    erasure_at: privacy.erasureAt,
  };
}

/**
 * The session user of an id, with doctor_detail for doctors and hospitals and, for a patient, whether the
 * privacy notice in force is still to be accepted and when their account will be erased; null when there is none.
 */
export async function loadSessionUser(
  platform: Pick<Platform, 'db' | 'config'>,
  id: number,
): Promise<SessionUser | null> {
  const { db } = platform;
  const user = await db
    .selectFrom('users')
    .selectAll('users')
    // A waiting erasure, which the app shows before anything else when the patient signs in (decision 0093).
    .select((eb) =>
      eb
        .selectFrom('account_erasures')
        .select('erase_at')
        .whereRef('account_erasures.user_id', '=', 'users.id')
        .where('account_erasures.erased_at', 'is', null)
        .as('erasure_at'),
    )
    .where('id', '=', id)
    .executeTakeFirst();
  if (!user) return null;
  if (user.role === 'Patient') {
    const due = privacyNoticeDueBy((await consentStates(db, [id])).get(id), platform.config.privacyNoticeVersion);
    return sessionUserView(user, null, { noticeDue: due, erasureAt: user.erasure_at });
  }
  const detail = await db.selectFrom('doctor_details').selectAll().where('user_id', '=', id).executeTakeFirst();
  if (!detail) return sessionUserView(user, null, { noticeDue: false, erasureAt: user.erasure_at });
  const slots = await db.selectFrom('doctor_slots').selectAll().where('doctor_id', '=', id).execute();
  return sessionUserView(user, doctorDetailView(user, detail, slots), { noticeDue: false, erasureAt: user.erasure_at });
}
