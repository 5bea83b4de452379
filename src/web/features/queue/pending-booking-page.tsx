// /pending-booking: tomorrow's bookings, with the same rows and actions as today's.
import { BookingList } from './booking-list';
import './queue.css';

export function PendingBookingPage() {
  return <BookingList day="tomorrow" />;
}
