// The events of the live stream (GET /api/live-events): each `data:` line is one of these as JSON. The
// server publishes them when a booking or a lab booking changes, a doctor posts a running-late notice, an
// emergency request is made or moved on, or the delivery desk changes a medicine order; an open screen
// refreshes what one touches.

/** A booking made, changed or cancelled; a lab booking made or changed, or a test report added. */
export type BookingEventType =
  'booking.created' | 'booking.updated' | 'booking.cancelled' | 'lab.created' | 'lab.updated' | 'lab.report';

export interface BookingEvent {
  type: BookingEventType;
  /** The booking the event is about (for lab events, the lab booking). */
  booking_id: number;
  /** Booking events: where the booking stands now (a queue's other patients learn only numbers and states). */
  doctor_id?: number;
  booking_date?: string | null;
  slot?: string | null;
  booking_number?: number | null;
  token?: string;
  status?: string;
  /** Lab events: the lab booking, and the test whose report was added. */
  lab_booking_id?: number;
  test_id?: number;
}

/** A doctor's running-late notice for a slot, posted, changed or cleared (0 and ''). */
export interface QueueDelayEvent {
  type: 'queue.delay';
  doctor_id: number;
  booking_date: string;
  slot: string;
  delay_minutes: number;
  notice: string;
}

/** An emergency or ambulance request made, or moved on by the call centre. */
export interface EmergencyEvent {
  type: 'emergency.created' | 'emergency.updated';
  request_id: number;
  status: string;
}

/** A medicine order moved on or billed by the delivery desk (its patient hears it). */
export interface DeliveryEvent {
  type: 'delivery.updated';
  delivery_id: number;
  status: string;
}

export type LiveEvent = BookingEvent | QueueDelayEvent | EmergencyEvent | DeliveryEvent;
export type LiveEventType = LiveEvent['type'];
