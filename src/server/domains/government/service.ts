// Government hospitals for patients: the hospitals of a city, the doctors of a department, and the doctor a
// government booking names (which must sit in that hospital).
import { GOV_BOOKING, WEEKDAYS, type Weekday } from '../../../shared/constants';
import type { z } from 'zod';
import type { departmentDoctor, governmentHospital } from '../../../shared/contract/government';
import { MESSAGES } from '../../../shared/messages';
import { NotFoundError } from '../../platform/errors';
import { sittingFlags } from '../accounts/user-view';
import type { Platform } from '../../platform/platform';
import type { AuthUser } from '../../platform/sessions';
import { fileUrl } from '../../platform/uploads';
import { requireAskingPatient } from './policy';
import { GovernmentRepository } from './repository';

export interface GovernmentDoctor {
  id: number;
  hospitalId: number;
  name: string;
  address: string;
  departmentId: number | null;
  hospitalName: string;
  hospitalCity: string;
  sitting: Record<Weekday, boolean>;
}

function sittingOf(json: string): Record<Weekday, boolean> {
  const stored = JSON.parse(json) as Record<string, boolean>;
  return Object.fromEntries(WEEKDAYS.map((d) => [d, stored[d] === true])) as Record<Weekday, boolean>;
}

export class GovernmentService {
  private readonly repo: GovernmentRepository;

  constructor(platform: Platform) {
    this.repo = new GovernmentRepository(platform.db);
  }

  async getGovernmentHospitals(
    user: AuthUser,
    patientId: number,
    city: string | undefined,
    listings?: readonly ('government' | 'registered')[],
  ): Promise<z.infer<typeof governmentHospital>[]> {
    requireAskingPatient(user, patientId);
    const rows = await this.repo.hospitals(city || undefined, listings);
    return rows.map((r) => ({
      id: r.id,
      name: r.full_name,
      address: r.address,
      pincode: r.pincode,
      city: r.city,
      image: fileUrl(r.image),
    }));
  }

  /** The department's doctors; none is a 'fail' answer ("No doctor could be found."). */
  async getDepartmentDoctors(
    user: AuthUser,
    patientId: number,
    hospitalId: number,
    departmentId: number,
  ): Promise<z.infer<typeof departmentDoctor>[]> {
    requireAskingPatient(user, patientId);
    const rows = await this.repo.departmentDoctors(hospitalId, departmentId);
    if (!rows.length) throw new NotFoundError(MESSAGES.noDoctorFound);
    return rows.map((r) => {
      const sitting = sittingOf(r.sitting);
      return {
        id: r.id,
        first_name: r.first_name,
        last_name: r.last_name,
        doctor_detail: { address: r.address },
        doctor_sitting: sittingFlags(sitting),
        fees: GOV_BOOKING.fee,
      };
    });
  }

  /** A government doctor (of that government hospital, when one is named), or 404. */
  async bookableDoctor(hospitalId: number | undefined, doctorId: number): Promise<GovernmentDoctor> {
    const row = await this.repo.doctorOfHospital(hospitalId, doctorId);
    if (!row?.hospital_id) throw new NotFoundError(MESSAGES.noDoctorFound);
    return {
      id: row.id,
      hospitalId: row.hospital_id,
      name: `${row.first_name} ${row.last_name}`.trim(),
      address: row.address,
      departmentId: row.department_id,
      hospitalName: row.hospital_name,
      hospitalCity: row.hospital_city,
      sitting: sittingOf(row.sitting),
    };
  }
}
