// What the per-instance caches (sessions, the doctor directory, slot rules) must never do: serve a session
// after it ended, serve a doctor's old capacity or timings after the doctor changed them, or give one
// patient an answer the guards would refuse them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages';
import { draft, join, startBookingTest, testClock, TOMORROW, type TestAccounts } from '../testing/booking-fixtures';
import { TestClient, type TestApp } from '../testing/test-app';

const clock = testClock();
let t: TestApp;
let accounts: TestAccounts;
beforeAll(async () => ({ t, accounts } = await startBookingTest(clock)));
afterAll(async () => t?.close());

/** Evening at the default times, with this many tokens. */
const eveningTimings = (doctorId: number, capacity: number) => ({
  doctor_id: doctorId,
  timing_1: '09:00',
  timing_2: '23:59',
  slots_evening: 'Evening',
  evening_timing_1: '18:00',
  evening_timing_2: '23:00',
  slot_capacity_evening: String(capacity),
});

describe('sessions', () => {
  it('refuses a signed-out session at once, though it was looked up a moment before', async () => {
    const { client } = await accounts.patient();
    expect((await client.call('get-current-user', {})).body.result).not.toBeNull();
    // The same browser's cookies, kept by someone who copied them before the sign-out.
    const copy = new TestClient(t.app, '127.0.0.1');
    for (const [name, value] of client.cookies) copy.cookies.set(name, value);
    expect((await copy.call('get-current-user', {})).body.result).not.toBeNull();
    expect((await client.call('logout', {})).status).toBe(200);
    expect((await copy.call('get-current-user', {})).body.result).toBeNull();
    const refused = await copy.call('get-all-doctors', { patient_id: 1 });
    expect([refused.status, refused.body.error]).toEqual([401, MESSAGES.signInRequired]);
  });
});

describe('the doctor directory and slot rules', () => {
  it("serve a doctor's new timings and capacity from the moment they are saved", async () => {
    const doctorId = await accounts.doctor({ capacity: 10 });
    const doctor = await t.clientFor(doctorId);
    const first = await accounts.patient();
    const second = await accounts.patient();
    const listed = async () => {
      const answer = await first.client.call('get-all-doctors', { patient_id: first.id, city: 'Deoria' });
      return (answer.body.result.doctors as { id: number; doctor_detail: { slot_capacity: Record<string, number>; slot_timing: Record<string, string> } }[]).find((d) => d.id === doctorId)!;
    };
    // Read (and so kept) before the change.
    expect((await listed()).doctor_detail.slot_capacity.Evening).toBe(10);
    const firstBooking = await draft(first.client, doctorId);
    const secondBooking = await draft(second.client, doctorId);

    const saved = await doctor.call('edit-doctor-hospital-timings', eveningTimings(doctorId, 1));
    expect(saved.status, saved.raw).toBe(200);
    const after = await listed();
    expect(after.doctor_detail.slot_capacity.Evening).toBe(1);
    expect(after.doctor_detail.slot_timing.Evening).toBe('18:00-23:00');
    // Morning is no longer ticked: joining it is refused; Evening takes one token only.
    expect((await join(first.client, firstBooking, TOMORROW, 'Morning')).status).toBe(409);
    expect((await join(first.client, firstBooking, TOMORROW, 'Evening')).status).toBe(200);
    const full = await join(second.client, secondBooking, TOMORROW, 'Evening');
    expect([full.status, full.body.error]).toEqual([409, MESSAGES.slotsFull]);
  });

  it("never answers one patient's call for another patient's id, whoever asked for the same list before", async () => {
    const owner = await accounts.patient();
    const other = await accounts.patient();
    expect((await owner.client.call('get-all-doctors', { patient_id: owner.id, city: 'Deoria' })).status).toBe(200);
    const refused = await other.client.call('get-all-doctors', { patient_id: owner.id, city: 'Deoria' });
    expect(refused.status).toBe(404);
    expect(refused.body.result).toBeUndefined();
  });
});
