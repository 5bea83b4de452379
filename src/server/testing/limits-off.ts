// Settings that lift the request limits, the caps on writes, on sessions and on streams, for runs that
// measure or rush the server on purpose (API tests, the shutdown test, the bench) rather than test the
// limits themselves.
const FAR_ABOVE_ANY_LOAD = '100000000';

export const LIMITS_OFF: Record<string, string> = {
  REQUESTS_PER_SECOND_PER_SESSION: FAR_ABOVE_ANY_LOAD,
  REQUEST_BURST_PER_SESSION: FAR_ABOVE_ANY_LOAD,
  REQUESTS_PER_SECOND_PER_ADDRESS: FAR_ABOVE_ANY_LOAD,
  REQUEST_BURST_PER_ADDRESS: FAR_ABOVE_ANY_LOAD,
  EMERGENCY_REQUESTS_PER_HOUR: FAR_ABOVE_ANY_LOAD,
  BOOKINGS_PER_DAY: FAR_ABOVE_ANY_LOAD,
  LAB_ORDERS_PER_DAY: FAR_ABOVE_ANY_LOAD,
  MEDICINE_ORDERS_PER_DAY: FAR_ABOVE_ANY_LOAD,
  SESSIONS_PER_ACCOUNT: FAR_ABOVE_ANY_LOAD,
  LIVE_STREAMS_PER_ADDRESS: FAR_ABOVE_ANY_LOAD,
};
