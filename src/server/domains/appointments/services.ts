// The appointment services, built once and shared by the booking calls, the doctor's day (queue) and the
// labs domain.
import type { Platform } from '../../platform/platform';
import type { DoctorsService } from '../doctors/service';
import { mayReadBooking } from './booking-access';
import { AppointmentsRepository } from './repository';
import { Scheduling } from './scheduling';
import { BookingService } from './service';

export interface AppointmentServices {
  scheduling: Scheduling;
  bookings: BookingService;
}

export function createAppointmentServices(platform: Platform, doctors: DoctorsService): AppointmentServices {
  const repo = new AppointmentsRepository(platform.db);
  const scheduling = new Scheduling(platform, repo, doctors);
  const bookings = new BookingService(platform, repo, scheduling);
  // Prescription pictures: whoever may read the booking may read its files.
  platform.fileAccess.allow('booking', async (user, id) => {
    const row = await repo.find(id);
    return row !== undefined && mayReadBooking(user, row);
  });
  platform.liveEvents.setQueuedPatients((doctorId, date) => repo.queuedPatients(doctorId, date));
  return { scheduling, bookings };
}
