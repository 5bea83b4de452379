// Drafts: a booking without a slot (decision 0007). Not counted or listed, resumed by choosing a slot,
// discarded by its patient, and removed by the server after 24 hours.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages';
import {
  draft,
  join,
  startBookingTest,
  testClock,
  TODAY,
  TOMORROW,
  type TestAccounts,
} from '../../testing/booking-fixtures';
import type { TestApp } from '../../testing/test-app';
import { DoctorsService } from '../doctors/service';
import { FamilyMembersService } from '../patient-account/family-members';
import { WaitingRoomService } from '../waiting-room/service';
import { CheckInCodes } from './check-in-codes';
import { AppointmentsRepository } from './repository';
import { Scheduling } from './scheduling';
import { BookingService } from './service';

const clock = testClock();
let t: TestApp;
let accounts: TestAccounts;
beforeAll(async () => ({ t, accounts } = await startBookingTest(clock)));
afterAll(async () => t?.close());

/** The server's hourly chore, run now. */
function removeStaleDrafts() {
  const repo = new AppointmentsRepository(t.platform.db);
  const doctors = new DoctorsService(t.platform);
  const scheduling = new Scheduling(t.platform, repo, doctors);
  return new BookingService(
    t.platform,
    repo,
    scheduling,
    doctors,
    new WaitingRoomService(t.platform),
    new CheckInCodes(t.platform),
    new FamilyMembersService(t.platform),
  ).removeStaleDrafts();
}

describe('drafts: a booking without a slot', () => {
  it('is not counted, not listed among prescriptions, shows in the day it was made, and can be discarded by its patient only', async () => {
    const doctorId = await accounts.doctor();
    const doctor = await t.clientFor(doctorId);
    const { id: patientId, client: patient } = await accounts.patient();
    const { client: stranger } = await accounts.patient();
    const kept = await join(patient, await draft(patient, doctorId), TOMORROW);
    const left = await draft(patient, doctorId, { name: 'Ram Prasad', type: 'Other' });

    const totals = (await patient.call('get-agent-analytics', { agent_id: patientId, from: '', to: '' })).body.result
      .data;
    expect(totals).toMatchObject({ total: 1, pending: 1 });
    const prescriptions = (await patient.call('get-patient-prescriptions', { patient_id: patientId })).body.result;
    expect(prescriptions.map((b: { id: number }) => b.id)).toEqual([kept.body.result.id]);
    expect((await patient.call('get-live-patient-booking-status', { patient_id: patientId })).body.result).toEqual([]);
    const history = (await patient.call('get-patient-history', { patient_id: patientId, date: TODAY })).body.result;
    expect(history).toContainEqual(expect.objectContaining({ id: left, slot: null, booking_number: null }));
    // The doctor's day never shows it.
    expect((await doctor.call('get-dashboard-booking-count', { doctor_id: doctorId })).body.result).toEqual({
      active: 0,
      future_booking: 1,
    });

    expect((await stranger.call('discard-booking-draft', { booking_id: left })).status).toBe(404);
    expect((await doctor.call('discard-booking-draft', { booking_id: left })).status).toBe(403);
    // A booking with a token is not a draft: it is cancelled, not discarded.
    expect((await patient.call('discard-booking-draft', { booking_id: kept.body.result.id })).status).toBe(409);
    const discarded = await patient.call('discard-booking-draft', { booking_id: left });
    expect([discarded.status, discarded.body.message]).toEqual([200, MESSAGES.draftDiscarded]);
    expect((await patient.call('discard-booking-draft', { booking_id: left })).status).toBe(404);
    // A discarded draft cannot be given a slot any more.
    expect((await join(patient, left)).status).toBe(404);
  });

  it('can be resumed: choosing a slot later turns it into a booking', async () => {
    const doctorId = await accounts.doctor();
    const { id: patientId, client: patient } = await accounts.patient();
    const left = await draft(patient, doctorId);
    const resumed = await join(patient, left, TOMORROW, 'Afternoon');
    expect(resumed.body.result).toMatchObject({ id: left, booking_number: 1, slot: 'Afternoon' });
    expect(
      (await patient.call('get-agent-analytics', { agent_id: patientId, from: '', to: '' })).body.result.data.total,
    ).toBe(1);
  });

  it('is removed by the server after 24 hours with its prescription photo, while bookings with a slot stay', async () => {
    const doctorId = await accounts.doctor();
    const { client: patient } = await accounts.patient();
    const old = await draft(patient, doctorId);
    const booked = await join(patient, await draft(patient, doctorId, { name: 'Ram Prasad' }), TOMORROW);
    await t.platform.db
      .insertInto('files')
      .values({
        name: 'draft-photo.jpg',
        record_type: 'booking',
        record_id: old,
        content_type: 'image/jpeg',
        created_at: clock.now().toISOString(),
      })
      .execute();
    clock.set('2026-11-24T04:00:00Z');
    const fresh = await draft(patient, doctorId, { name: 'Gita' });
    // 23.5 hours later nothing is old enough.
    expect(await removeStaleDrafts()).toBe(0);
    clock.set('2026-11-24T04:31:00Z');
    // Other tests' drafts of the same morning go too.
    expect(await removeStaleDrafts()).toBeGreaterThanOrEqual(1);
    const left = await t.platform.db
      .selectFrom('bookings')
      .select('id')
      .where('id', 'in', [old, fresh, booked.body.result.id])
      .execute();
    expect(left.map((r) => r.id).sort((a, b) => a - b)).toEqual([booked.body.result.id, fresh].sort((a, b) => a - b));
    expect(
      await t.platform.db
        .selectFrom('files')
        .select('name')
        .where('record_id', '=', old)
        .where('record_type', '=', 'booking')
        .execute(),
    ).toEqual([]);
  });
});
