// The appointment services, built once and shared by the booking calls, the doctor's day (queue) and the
// labs domain. A change of a queue is told to the waiting room.
import type { Platform } from '../../platform/platform';
import type { DoctorsService } from '../doctors/service';
import type { FamilyMembersService } from '../patient-account/family-members';
import type { WaitingRoomService } from '../waiting-room/service';
import { mayReadBooking } from './policy';
import { CheckInCodes } from './check-in-codes';
import { AppointmentsRepository } from './repository';
import { Scheduling } from './scheduling';
import { BookingService } from './service';

export interface AppointmentServices {
  scheduling: Scheduling;
  bookings: BookingService;
  /** The clinics' check-in codes, which the doctor's side shows and a patient's check-in is checked against. */
  checkInCodes: CheckInCodes;
}

export function createAppointmentServices(
  platform: Platform,
  doctors: DoctorsService,
  waitingRoom: WaitingRoomService,
  family: FamilyMembersService,
): AppointmentServices {
  const repo = new AppointmentsRepository(platform.db);
  const scheduling = new Scheduling(platform, repo, doctors);
  const checkInCodes = new CheckInCodes(platform);
  const bookings = new BookingService(platform, repo, scheduling, doctors, waitingRoom, checkInCodes, family);
  // Prescription pictures: whoever may read the booking may read its files.
  platform.fileAccess.allow('booking', async (user, id) => {
    const row = await bookings.find(id);
    return row !== undefined && mayReadBooking(user, row);
  });
  platform.liveEvents.setQueuedPatients((doctorId, date) => repo.queuedPatients(doctorId, date));
  return { scheduling, bookings, checkInCodes };
}
