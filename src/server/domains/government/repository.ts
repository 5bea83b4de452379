// Queries on government hospitals and their department doctors (users with listing 'government').
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export class GovernmentRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Hospitals of a city: government ones, or (for emergencies) registered ones too. */
  hospitals(city: string | undefined, listings: readonly ('government' | 'registered')[] = ['government']) {
    let query = this.db
      .selectFrom('users')
      .select(['id', 'full_name', 'address', 'pincode', 'city', 'image'])
      .where('role', '=', 'Hospital')
      .where('listing', 'in', listings);
    if (city) query = query.where('city', '=', city);
    return query.orderBy('full_name').orderBy('id').execute();
  }

  /** Government doctors of government hospitals; of one hospital when it is named. */
  private doctors(hospitalId?: number) {
    const query = this.db
      .selectFrom('users as doctor')
      .innerJoin('doctor_details', 'doctor_details.user_id', 'doctor.id')
      .innerJoin('users as hospital', 'hospital.id', 'doctor.hospital_id')
      .select([
        'doctor.id',
        'doctor.first_name',
        'doctor.last_name',
        'doctor.address',
        'doctor.hospital_id',
        'doctor_details.department_id',
        'doctor_details.sitting',
        'hospital.full_name as hospital_name',
        'hospital.city as hospital_city',
      ])
      .where('doctor.role', '=', 'Doctor')
      .where('doctor.listing', '=', 'government')
      .where('hospital.role', '=', 'Hospital')
      .where('hospital.listing', '=', 'government');
    return hospitalId === undefined ? query : query.where('doctor.hospital_id', '=', hospitalId);
  }

  departmentDoctors(hospitalId: number, departmentId: number) {
    return this.doctors(hospitalId)
      .where('doctor_details.department_id', '=', departmentId)
      .orderBy('doctor.first_name')
      .orderBy('doctor.id')
      .execute();
  }

  doctorOfHospital(hospitalId: number | undefined, doctorId: number) {
    return this.doctors(hospitalId).where('doctor.id', '=', doctorId).executeTakeFirst();
  }
}
