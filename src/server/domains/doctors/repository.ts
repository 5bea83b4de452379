// Queries on listed doctors: their account row, practice details and slots.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export class DoctorsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Doctors patients can find: registered and unregistered, not government-hospital staff. */
  listed(filter: {
    city?: string;
    categoryId?: number;
    ids?: number[];
    hospitalId?: number;
    listing?: 'registered' | 'unregistered';
  }) {
    let query = this.db
      .selectFrom('users')
      .innerJoin('doctor_details', 'doctor_details.user_id', 'users.id')
      .selectAll('users')
      .selectAll('doctor_details')
      .where('users.role', '=', 'Doctor')
      .where('users.listing', 'in', ['registered', 'unregistered']);
    if (filter.city) query = query.where('users.city', '=', filter.city);
    if (filter.listing) query = query.where('users.listing', '=', filter.listing);
    if (filter.categoryId) query = query.where('doctor_details.category_id', '=', filter.categoryId);
    if (filter.hospitalId) query = query.where('users.hospital_id', '=', filter.hospitalId);
    if (filter.ids) query = query.where('users.id', 'in', filter.ids.length ? filter.ids : [-1]);
    return query
      .select(['users.phone_number', 'users.email'])
      .orderBy('users.listing')
      .orderBy('users.first_name')
      .orderBy('users.id')
      .execute();
  }

  slotsOf(doctorIds: number[]) {
    return this.db
      .selectFrom('doctor_slots')
      .selectAll()
      .where('doctor_id', 'in', doctorIds.length ? doctorIds : [-1])
      .execute();
  }

  /** A doctor's slots with the days it sits. */
  slotRows(doctorId: number) {
    return this.db
      .selectFrom('doctor_slots')
      .innerJoin('doctor_details', 'doctor_details.user_id', 'doctor_slots.doctor_id')
      .select([
        'doctor_slots.slot',
        'doctor_slots.open_time',
        'doctor_slots.close_time',
        'doctor_slots.capacity',
        'doctor_slots.desk_places',
        'doctor_slots.active',
        'doctor_details.sitting',
      ])
      .where('doctor_slots.doctor_id', '=', doctorId)
      .execute();
  }

  /** A doctor's listing and names, and what its bookings cost (undefined for a user who is not a doctor). */
  identity(doctorId: number) {
    return this.db
      .selectFrom('users')
      .leftJoin('doctor_details', 'doctor_details.user_id', 'users.id')
      .select([
        'users.listing',
        'users.first_name',
        'users.last_name',
        'users.hospital_id',
        'users.lab_id',
        'doctor_details.clinic_name',
        'doctor_details.upi_id',
        'doctor_details.fees',
        'doctor_details.free_follow_up_days',
        'doctor_details.free_follow_up_visits',
      ])
      .where('users.id', '=', doctorId)
      .where('users.role', '=', 'Doctor')
      .executeTakeFirst();
  }

  async names() {
    const [degrees, departments] = await Promise.all([
      this.db.selectFrom('degrees').selectAll().execute(),
      this.db.selectFrom('departments').selectAll().execute(),
    ]);
    return {
      medical_degree: Object.fromEntries(degrees.map((d) => [String(d.id), d.name])),
      medical_department: Object.fromEntries(departments.map((d) => [String(d.id), d.name])),
    };
  }
}
