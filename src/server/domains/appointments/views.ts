// The wire's view of a booking (docs/wire-api.md "Booking states"), with its fee (shared/fees.ts).
import type { BookingView } from '../../../shared/contract/booking-shapes';
import { feeFieldsOf } from '../../../shared/fees';
import { fileUrl } from '../../platform/uploads';
import type { BookingRow } from './booking-rows';

/** A booking's fee, its payment and, while the fee is due, the link to pay its doctor's clinic by UPI. */
export function feeView(row: BookingRow) {
  const doctor_name = `${row.doctor_first_name} ${row.doctor_last_name}`.trim();
  return feeFieldsOf(row, { upi_id: row.doctor_upi_id, clinic_name: row.doctor_clinic_name, doctor_name });
}

export function bookingView(row: BookingRow): BookingView {
  const image = fileUrl(row.priscription_image);
  const open = row.status !== 'Cancelled' && row.token !== 'Done' && row.booking_number !== null;
  return {
    id: row.id,
    booking_id: row.id,
    name: row.name,
    age: row.age,
    problem: row.problem,
    address: row.address,
    phone_number: row.phone_number,
    type: row.type,
    family_member_id: row.family_member_id,
    doctor_id: row.doctor_id,
    patient_id: row.patient_id ?? 0,
    slot: row.slot,
    parchee_type: row.parchee_type,
    booking_date: row.booking_date,
    booking_number: row.booking_number,
    token: row.token,
    token_status: open ? 'open' : 'closed',
    status: row.status,
    arrived_at: row.arrived_at,
    passed: row.passed === 1,
    priority: row.priority,
    priority_note: row.priority_note,
    lab_booking: row.lab_booking,
    ...feeView(row),
    priscription_image: image,
    doctor: {
      id: row.doctor_id,
      first_name: row.doctor_first_name,
      last_name: row.doctor_last_name,
      clinic_name: row.doctor_clinic_name ?? '',
    },
    patient_history: {
      id: row.id,
      priscription_image: image,
      patient_details: {
        name: row.name,
        age: row.age,
        phone_number: row.phone_number,
        problem: row.problem,
        address: row.address,
      },
    },
  };
}
