// The appointment services, built once and shared by the booking and queue calls and by the labs domain.
import type { Platform } from '../../platform/platform';
import type { DoctorsService } from '../doctors/service';
import { mayReadBooking } from './booking-access';
import { BookingService } from './booking-service';
import { QueueService } from './queue-service';
import { AppointmentsRepository } from './repository';
import { Scheduling } from './scheduling';

export interface AppointmentServices {
  scheduling: Scheduling;
  bookings: BookingService;
  queue: QueueService;
}

export function createAppointmentServices(platform: Platform, doctors: DoctorsService): AppointmentServices {
  const repo = new AppointmentsRepository(platform.db);
  const scheduling = new Scheduling(platform, repo, doctors);
  const bookings = new BookingService(platform, repo, scheduling);
  const queue = new QueueService(platform, repo, scheduling, bookings);
  // Prescription pictures: whoever may read the booking may read its files.
  platform.fileAccess.allow('booking', async (user, id) => {
    const row = await repo.find(id);
    return row !== undefined && mayReadBooking(user, row);
  });
  platform.liveEvents.setQueuedPatients((doctorId, date) => repo.queuedPatients(doctorId, date));
  return { scheduling, bookings, queue };
}
