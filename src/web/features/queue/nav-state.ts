// The booking a list hands to /show-patient-details and /re-schedule through navigation state (as the old
// app did; no route has path parameters). A reload keeps it (history state survives).
import { useLocation } from 'react-router';
import type { BookingView } from '../../../shared/contract/booking-shapes';

export interface BookingState {
  booking: BookingView;
  /** The list the doctor came from. */
  from?: string;
}

function isBookingState(value: unknown): value is BookingState {
  if (typeof value !== 'object' || value === null || !('booking' in value)) return false;
  const booking = (value as { booking: unknown }).booking;
  return typeof booking === 'object' && booking !== null && typeof (booking as { id?: unknown }).id === 'number';
}

export function useBookingState(): BookingState | null {
  const { state } = useLocation();
  return isBookingState(state) ? state : null;
}
