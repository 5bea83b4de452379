// Tells open screens that a booking changed: its patient, its doctor and hospital, and the patients
// waiting in the same queue (who see only token numbers and states).
import type { BookingEventType } from '../../../shared/contract/live-events';
import type { Platform } from '../../platform/platform';
import type { BookingRow } from './booking-rows';

export function publishBookingChange(
  platform: Platform,
  row: BookingRow,
  type: BookingEventType = 'booking.updated',
): void {
  const userIds = [row.patient_id, row.doctor_id, row.doctor_hospital_id].filter(
    (id): id is number => typeof id === 'number',
  );
  platform.liveEvents.publish(
    {
      type,
      booking_id: row.id,
      doctor_id: row.doctor_id,
      booking_date: row.booking_date,
      slot: row.slot,
      booking_number: row.booking_number,
      token: row.token,
      status: row.status,
    },
    { userIds, queue: row.booking_date ? { doctorId: row.doctor_id, date: row.booking_date } : undefined },
  );
}
