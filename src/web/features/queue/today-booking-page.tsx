// /today-booking: today's bookings of the doctor (or of the hospital's chosen doctor).
import { BookingList } from './booking-list';
import './queue.css';

export function TodayBookingPage() {
  return <BookingList day="today" />;
}
