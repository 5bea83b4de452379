import { describe, expect, it } from 'vitest';
import {
  afterConfirmationPath,
  bookingNumberText,
  isCancellable,
  isDraft,
  isToCome,
  missingPrescriptionText,
  queueStateText,
  showText,
  slotText,
  statusTone,
  type HistoryEntry,
} from './booking-text';

const t = (key: string, vars?: Record<string, string | number>) => (vars ? `${key}:${JSON.stringify(vars)}` : key);

describe('queue state text', () => {
  it('says each token state in one sentence with the token number', () => {
    expect(queueStateText('Pending', 7)).toEqual({ key: 'appointments.queue.notStarted', vars: { n: 7 } });
    expect(queueStateText('Live', 7)).toEqual({ key: 'appointments.queue.consulting', vars: { n: 7 } });
    expect(queueStateText('Missed', 7)).toEqual({ key: 'appointments.queue.missed', vars: { n: 7 } });
    expect(queueStateText('Done', 7)).toEqual({ key: 'visit.over', vars: { number: 7 } });
    expect(queueStateText('Skipped', 7)).toEqual({ key: 'appointments.queue.skipped', vars: { n: 7 } });
    // Any other value reads as a visit over, as the old "has done consult".
    expect(queueStateText('Something', 7)).toEqual({ key: 'visit.over', vars: { number: 7 } });
  });
});

describe('history texts', () => {
  it('shows Pending for a missing or 00:00 slot and translates slot names', () => {
    expect(slotText(null)).toEqual({ key: 'appointments.slotPending' });
    expect(slotText('00:00')).toEqual({ key: 'appointments.slotPending' });
    expect(slotText('Evening')).toEqual({ key: 'appointments.slots.Evening' });
    expect(showText(t, slotText('Night'))).toBe('Night');
  });

  it('shows the not-assigned text for a missing or zero token number', () => {
    expect(bookingNumberText(0)).toEqual({ key: 'messages.notAssigned' });
    expect(bookingNumberText(null)).toEqual({ key: 'messages.notAssigned' });
    expect(showText(t, bookingNumberText(12))).toBe('12');
  });

  it('colours Approved green and everything else red', () => {
    expect(statusTone('Approved')).toBe('success');
    expect(statusTone('Pending')).toBe('danger');
    expect(statusTone('Cancelled')).toBe('danger');
    expect(statusTone('Accepted')).toBe('success');
    expect(statusTone('Denied')).toBe('danger');
  });
});

describe('confirmation continue', () => {
  it('goes live for today and to the history of another day', () => {
    expect(afterConfirmationPath('2026-03-04', '2026-03-04')).toBe('/patient-live');
    expect(afterConfirmationPath('2026-03-05', '2026-03-04')).toBe('/patient-history?booking_date=2026-03-05');
  });
});

describe('drafts and cancels', () => {
  const appointment = (extra: Record<string, unknown>) =>
    ({
      id: 1,
      booking_number: 3,
      status: 'Pending',
      token: 'Pending',
      slot: 'Morning',
      ...extra,
    }) as unknown as HistoryEntry;
  it('calls an appointment without a token a draft, unless cancelled; lab and outside bookings never', () => {
    expect(isDraft(appointment({ booking_number: null, slot: null }))).toBe(true);
    expect(isDraft(appointment({ booking_number: null, status: 'Cancelled' }))).toBe(false);
    expect(isDraft(appointment({}))).toBe(false);
    expect(isDraft({ ...appointment({ booking_number: null }), lab_name: 'Deoria Diagnostics' } as HistoryEntry)).toBe(
      false,
    );
    expect(isDraft({ ...appointment({ booking_number: null }), kind: 'government' } as HistoryEntry)).toBe(false);
  });
  it('lets the patient cancel a numbered booking until its token is called in', () => {
    expect(isCancellable({ booking_number: 3, status: 'Approved', token: 'Pending' })).toBe(true);
    expect(isCancellable({ booking_number: 3, status: 'Pending', token: 'Live' })).toBe(false);
    expect(isCancellable({ booking_number: 3, status: 'Cancelled', token: 'Pending' })).toBe(false);
    expect(isCancellable({ booking_number: null, status: 'Pending', token: 'Pending' })).toBe(false);
  });
  it('calls a booking to come unless cancelled, denied, a draft or a visit already over', () => {
    expect(isToCome(appointment({}))).toBe(true);
    expect(isToCome(appointment({ token: 'Live' }))).toBe(true);
    expect(isToCome(appointment({ token: 'Skipped', status: 'Approved' }))).toBe(true);
    expect(isToCome(appointment({ token: 'Done', status: 'Approved' }))).toBe(false);
    expect(isToCome(appointment({ token: 'Missed' }))).toBe(false);
    expect(isToCome(appointment({ status: 'Cancelled' }))).toBe(false);
    expect(isToCome(appointment({ booking_number: null, slot: null }))).toBe(false);
    expect(
      isToCome({
        ...appointment({}),
        token: undefined,
        lab_name: 'Deoria Diagnostics',
        status: 'Accepted',
      } as unknown as HistoryEntry),
    ).toBe(true);
    expect(
      isToCome({
        ...appointment({}),
        token: undefined,
        lab_name: 'Deoria Diagnostics',
        status: 'Denied',
      } as unknown as HistoryEntry),
    ).toBe(false);
  });
});

describe('a booking without a prescription picture', () => {
  it('says when the prescription comes before the visit, that none was added after it, and nothing once cancelled', () => {
    expect(missingPrescriptionText({ status: 'Approved', token: 'Pending' })).toEqual({
      key: 'appointments.prescriptionAfterVisit',
    });
    expect(missingPrescriptionText({ status: 'Pending', token: 'Live' })).toEqual({
      key: 'appointments.prescriptionAfterVisit',
    });
    expect(missingPrescriptionText({ status: 'Approved', token: 'Skipped' })).toEqual({
      key: 'appointments.prescriptionAfterVisit',
    });
    expect(missingPrescriptionText({ status: 'Approved', token: 'Done' })).toEqual({
      key: 'appointments.noPrescriptionYet',
    });
    expect(missingPrescriptionText({ status: 'Cancelled', token: 'Pending' })).toBeNull();
  });
});
