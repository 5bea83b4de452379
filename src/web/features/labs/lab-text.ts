// Locale keys of the lab states (docs/wire-api.md "Booking states"); wire values stay English.
import type { LAB_BOOKING_STATUSES, LAB_TEST_STATUSES } from '../../../shared/constants';
import type { TextKey } from '../../lib/text-key';
import type { ChipTone } from '../../ui/status-chip';

type BookingStatus = (typeof LAB_BOOKING_STATUSES)[number];
type TestStatus = (typeof LAB_TEST_STATUSES)[number];

const TEST_STATUS_KEYS: Record<TestStatus, TextKey> = {
  Scheduled: 'labs.testStatus.Scheduled',
  'Sample Collected': 'labs.testStatus.SampleCollected',
  Completed: 'labs.testStatus.Completed',
};

export function bookingStatusKey(status: BookingStatus): TextKey {
  return `labs.bookingStatus.${status}`;
}

export function testStatusKey(status: TestStatus): TextKey {
  return TEST_STATUS_KEYS[status];
}

/** Accepted (and a test's Completed) is green; the rest is highlighted as waiting or refused. */
export function labTone(status: string): ChipTone {
  if (status === 'Accepted' || status === 'Completed') return 'success';
  if (status === 'Denied' || status === 'Cancelled') return 'danger';
  return 'progress';
}
