// "Call next" and priority on the OPD floor (docs/decisions/0045-who-is-next-on-the-opd-floor.md): the token
// in is done and the next arrived token is called in, priority first, then by number; the waiting tokens
// below it not arrived are passed, and a passed patient who checks in later is called after the doctor's
// late_rejoin_after other arrived patients. Two desks pressing at once never call one token twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Priority } from '../../../shared/constants';
import { SlotFloor } from '../waiting-room/call-order';
import { bookAndJoin, startBookingTest, testClock, TODAY, type TestAccounts } from '../../testing/booking-fixtures';
import type { TestApp, TestClient } from '../../testing/test-app';

const clock = testClock();
let t: TestApp;
let accounts: TestAccounts;
beforeAll(async () => ({ t, accounts } = await startBookingTest(clock)));
afterAll(async () => t?.close());

/** A doctor of a hospital with `tokens` booked today in Morning by one patient's family; ids by number. */
async function floor(tokens: number, lateRejoinAfter?: number) {
  const hospitalId = await accounts.user('Hospital');
  const doctorId = await accounts.doctor({ capacity: 40, hospitalId });
  if (lateRejoinAfter !== undefined)
    await t.platform.db
      .updateTable('doctor_details')
      .set({ late_rejoin_after: lateRejoinAfter })
      .where('user_id', '=', doctorId)
      .execute();
  const doctor = await t.clientFor(doctorId);
  const hospital = await t.clientFor(hospitalId);
  const { id: patientId, client: patient } = await accounts.patient();
  const ids: number[] = [];
  for (let i = 0; i < tokens; i += 1) ids.push((await bookAndJoin(patient, doctorId, TODAY)).body.result.id);
  const idOf = (token: number) => ids[token - 1]!;
  const arrive = async (...numbers: number[]) => {
    for (const n of numbers)
      expect((await doctor.call('mark-arrived', { booking_id: idOf(n), arrived: true })).status).toBe(200);
  };
  /** The patient checks in with the code on the clinic's screen. */
  const checkIn = async (n: number) => {
    const { code } = (await doctor.call('get-check-in-code', { doctor_id: doctorId, kind: 'screen' })).body.result;
    expect((await patient.call('check-in', { booking_id: idOf(n), code })).status).toBe(200);
  };
  const callNext = async (desk: TestClient = doctor) => {
    const answer = await desk.call('call-next', { doctor_id: doctorId, slot: 'Morning' });
    expect(answer.status, answer.raw).toBe(200);
    return answer.body.result as { called: { booking_number: number; token: string } | null; passed: number[] };
  };
  /** The numbers called by `times` presses of Call next, one after another. */
  const calls = async (times: number) => {
    const called: (number | null)[] = [];
    for (let i = 0; i < times; i += 1) called.push((await callNext()).called?.booking_number ?? null);
    return called;
  };
  const prioritise = async (n: number, priority: Priority) =>
    expect((await hospital.call('set-token-priority', { booking_id: idOf(n), priority })).status).toBe(200);
  const tokens_ = () =>
    t.platform.db
      .selectFrom('bookings')
      .select(['booking_number', 'token', 'passed'])
      .where('doctor_id', '=', doctorId)
      .orderBy('booking_number')
      .execute();
  const progressOf = async (n: number) =>
    (
      (await patient.call('get-live-patient-booking-status', { patient_id: patientId })).body.result as {
        booking_id: number;
        ahead: number;
        passed: boolean;
      }[]
    ).find((entry) => entry.booking_id === idOf(n))!;
  const board = async () => (await t.client().call('get-queue-board', { doctor_id: doctorId })).body.result;
  return {
    doctorId,
    doctor,
    hospital,
    patient,
    idOf,
    arrive,
    checkIn,
    callNext,
    calls,
    prioritise,
    tokens: tokens_,
    progressOf,
    board,
  };
}

describe('call-next', () => {
  it('calls 1, 2, 4 past an absent 3, then 5, 6 and the late 3 (two arrived patients after its check-in)', async () => {
    const f = await floor(6);
    await f.arrive(1, 2, 4, 5, 6);
    const first = await f.callNext();
    expect(first).toEqual({
      called: expect.objectContaining({ booking_number: 1, token: 'Live', status: 'Approved' }),
      passed: [],
    });
    expect((await f.callNext()).called?.booking_number).toBe(2);
    expect(await f.callNext()).toMatchObject({ called: { booking_number: 4 }, passed: [3] });
    expect(await f.tokens()).toEqual([
      { booking_number: 1, token: 'Done', passed: 0 },
      { booking_number: 2, token: 'Done', passed: 0 },
      { booking_number: 3, token: 'Pending', passed: 1 },
      { booking_number: 4, token: 'Live', passed: 0 },
      { booking_number: 5, token: 'Pending', passed: 0 },
      { booking_number: 6, token: 'Pending', passed: 0 },
    ]);
    // Passed and away: the patient is told so, with the two patients they will wait behind once here.
    expect(await f.progressOf(3)).toMatchObject({ passed: true, ahead: 3 });

    await f.checkIn(3);
    expect(await f.board()).toMatchObject({ now_serving: 4, next: [5, 6, 3], arrived: [3, 5, 6] });
    expect(await f.progressOf(3)).toMatchObject({ ahead: 3 });
    expect(await f.progressOf(6)).toMatchObject({ ahead: 2 });
    expect(await f.calls(4)).toEqual([5, 6, 3, null]);
    expect((await f.tokens()).map((row) => row.token)).toEqual(['Done', 'Done', 'Done', 'Done', 'Done', 'Done']);
  });

  it('calls the late patient at once with late_rejoin_after 0, and after one other with 1', async () => {
    for (const [after, order] of [
      [0, [3, 5, 6]],
      [1, [5, 3, 6]],
    ] as const) {
      const f = await floor(6, after);
      await f.arrive(1, 2, 4, 5, 6);
      expect(await f.calls(3)).toEqual([1, 2, 4]);
      await f.checkIn(3);
      expect(await f.calls(3), `late_rejoin_after ${after}`).toEqual(order);
    }
  });

  it('calls an arrived priority first, lowest number first, never one not arrived, and passes nobody out of turn', async () => {
    const f = await floor(8);
    await f.arrive(1, 2, 3, 4, 5, 7);
    await f.prioritise(5, 'Emergency');
    await f.prioritise(4, 'Senior');
    // Token 8 is pregnant but not here yet.
    await f.prioritise(8, 'Pregnant');
    expect(await f.board()).toMatchObject({
      next: [4, 5, 1, 2, 3],
      priorities: [
        { booking_number: 4, priority: 'Senior' },
        { booking_number: 5, priority: 'Emergency' },
      ],
    });
    expect(await f.callNext()).toMatchObject({ called: { booking_number: 4 }, passed: [] });
    expect(await f.callNext()).toMatchObject({ called: { booking_number: 5 }, passed: [] });
    await f.arrive(8);
    expect(await f.callNext()).toMatchObject({ called: { booking_number: 8 }, passed: [] });
    // Back in turn: 1, 2, 3, then 7 passes the absent 6.
    expect(await f.calls(3)).toEqual([1, 2, 3]);
    expect(await f.callNext()).toMatchObject({ called: { booking_number: 7 }, passed: [6] });
  });

  it('passes the absent tokens below a priority called in turn', async () => {
    const f = await floor(3);
    await f.arrive(2, 3);
    await f.prioritise(2, 'Child');
    expect(await f.callNext()).toMatchObject({ called: { booking_number: 2 }, passed: [1] });
  });

  it('sends out the token in even when nobody who arrived is waiting, and then calls nobody', async () => {
    const f = await floor(3);
    await f.doctor.call('update-live-booking', { booking_id: f.idOf(2), token: 'Live' });
    expect(await f.callNext()).toEqual({ called: null, passed: [] });
    expect((await f.tokens()).map((row) => [row.booking_number, row.token, row.passed])).toEqual([
      [1, 'Pending', 0],
      [2, 'Done', 0],
      [3, 'Pending', 0],
    ]);
    expect(await f.callNext()).toEqual({ called: null, passed: [] });
  });

  it('never calls one token twice when two desks press at once', async () => {
    const f = await floor(6);
    await f.arrive(1, 2, 3, 4, 5, 6);
    const presses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => f.callNext(i % 2 === 0 ? f.doctor : f.hospital)),
    );
    const called = presses.flatMap((press) => (press.called ? [press.called.booking_number] : []));
    expect([...called].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    // Each press sent out the one before it: every patient was seen once, nobody is left in.
    expect((await f.tokens()).map((row) => row.token)).toEqual(['Done', 'Done', 'Done', 'Done', 'Done', 'Done']);
    const calledAt = await t.platform.db
      .selectFrom('audit_log')
      .select('record_id')
      .where('action', '=', 'call-next')
      .where('record_id', 'in', [1, 2, 3, 4, 5, 6].map(f.idOf))
      .execute();
    expect(calledAt).toHaveLength(6);
  });

  it('answers each of many doctors’ desks pressing at once as if each had pressed alone', async () => {
    const floors = await Promise.all(Array.from({ length: 4 }, () => floor(4)));
    for (const f of floors) await f.arrive(1, 3, 4);
    const rounds: (number | null)[][] = [];
    for (let round = 0; round < 4; round += 1) {
      const presses = await Promise.all(floors.map((f) => f.callNext(round % 2 === 0 ? f.doctor : f.hospital)));
      rounds.push(presses.map((press) => press.called?.booking_number ?? null));
      if (round === 1) expect(presses.map((press) => press.passed)).toEqual(floors.map(() => [2]));
    }
    expect(rounds).toEqual([
      [1, 1, 1, 1],
      [3, 3, 3, 3],
      [4, 4, 4, 4],
      [null, null, null, null],
    ]);
    for (const f of floors)
      expect((await f.tokens()).map((row) => [row.token, row.passed])).toEqual([
        ['Done', 0],
        ['Pending', 1],
        ['Done', 0],
        ['Done', 0],
      ]);
  });

  it('calls and passes what the call order says of the whole slot, press after press', async () => {
    // A seeded run of arrivals (late ones among them), priorities and presses.
    let seed = 20261123;
    const random = (below: number) => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return (seed >>> 16) % below;
    };
    const lateRejoinAfter = 1;
    const f = await floor(20, lateRejoinAfter);
    const slotTokens = () =>
      t.platform.db
        .selectFrom('bookings')
        .select(['id', 'booking_number', 'token', 'called_at', 'arrived_at', 'passed', 'rejoins_after', 'priority'])
        .where('doctor_id', '=', f.doctorId)
        .where('booking_number', 'is not', null)
        .orderBy('booking_number')
        .execute();
    let presses = 0;
    for (let step = 0; step < 45; step += 1) {
      const tokens = (await slotTokens()).map((row) => ({ ...row, booking_number: row.booking_number! }));
      const away = tokens.filter((row) => row.token === 'Pending' && row.arrived_at === null);
      const action = random(3);
      if (action === 0 && away.length) await f.arrive(away[random(away.length)]!.booking_number);
      else if (action === 1 && away.length) await f.prioritise(away[random(away.length)]!.booking_number, 'Senior');
      else {
        const whole = new SlotFloor(tokens, lateRejoinAfter);
        const next = whole.next();
        const press = await f.callNext();
        presses += 1;
        expect(press.called?.booking_number ?? null, `press ${presses}`).toBe(next?.booking_number ?? null);
        expect(press.passed).toEqual(next ? whole.passedBy(next).map((row) => row.booking_number) : []);
      }
    }
    expect(presses).toBeGreaterThan(10);
  });

  it('is for the doctor and its hospital only, on today’s slots', async () => {
    const f = await floor(1);
    await f.arrive(1);
    expect((await f.patient.call('call-next', { doctor_id: f.doctorId, slot: 'Morning' })).status).toBe(403);
    expect(
      (await (await t.clientFor(await accounts.doctor())).call('call-next', { doctor_id: f.doctorId, slot: 'Morning' }))
        .status,
    ).toBe(404);
    expect(
      (
        await (
          await t.clientFor(await accounts.user('Hospital'))
        ).call('call-next', { doctor_id: f.doctorId, slot: 'Morning' })
      ).status,
    ).toBe(404);
    expect((await f.doctor.call('call-next', { doctor_id: f.doctorId, slot: 'Night' })).status).toBe(400);
    expect((await f.hospital.call('call-next', { doctor_id: f.doctorId, slot: 'Evening' })).body.result).toEqual({
      called: null,
      passed: [],
    });
    expect((await f.callNext(f.hospital)).called?.booking_number).toBe(1);
  });
});

describe('set-token-priority', () => {
  it('is set by the desk with a note, audited with who set it; the patient sees the category, never sets it', async () => {
    const f = await floor(2);
    const set = await f.hospital.call('set-token-priority', {
      booking_id: f.idOf(1),
      priority: 'Disability',
      note: ' Uses a wheelchair ',
    });
    expect(set.status, set.raw).toBe(200);
    expect(set.body.result).toMatchObject({ priority: 'Disability', priority_note: 'Uses a wheelchair' });
    const hospitalId = (await f.hospital.call('get-current-user', {})).body.result.id;
    const entries = await t.platform.db
      .selectFrom('audit_log')
      .select(['user_id', 'action'])
      .where('record_id', '=', f.idOf(1))
      .where('action', '=', 'set-token-priority')
      .execute();
    expect(entries).toEqual([{ user_id: hospitalId, action: 'set-token-priority' }]);
    expect(await f.progressOf(1)).toMatchObject({ priority: 'Disability' });
    // Back to None: the note goes with it.
    expect(
      (await f.doctor.call('set-token-priority', { booking_id: f.idOf(1), priority: 'None', note: 'old' })).body.result,
    ).toMatchObject({ priority: 'None', priority_note: '' });

    expect((await f.patient.call('set-token-priority', { booking_id: f.idOf(2), priority: 'Senior' })).status).toBe(
      403,
    );
    expect(
      (
        await (
          await t.clientFor(await accounts.doctor())
        ).call('set-token-priority', { booking_id: f.idOf(2), priority: 'Senior' })
      ).status,
    ).toBe(404);
    expect((await f.doctor.call('set-token-priority', { booking_id: f.idOf(2), priority: 'VIP' })).status).toBe(400);
    expect(
      (await f.doctor.call('set-token-priority', { booking_id: f.idOf(2), priority: 'Senior', note: '<b>x</b>' }))
        .status,
    ).toBe(400);
    expect(
      (await f.doctor.call('set-token-priority', { booking_id: f.idOf(2), priority: 'Senior', note: 'x'.repeat(101) }))
        .status,
    ).toBe(400);
  });

  it('is 409 once the booking is cancelled or the visit is over', async () => {
    const f = await floor(2);
    await f.patient.call('patient-cancel-booking', { booking_id: f.idOf(1) });
    expect((await f.doctor.call('set-token-priority', { booking_id: f.idOf(1), priority: 'Senior' })).status).toBe(409);
    await f.doctor.call('update-live-booking', { booking_id: f.idOf(2), token: 'Live' });
    await f.doctor.call('update-live-booking', { booking_id: f.idOf(2), token: 'Done' });
    expect((await f.doctor.call('set-token-priority', { booking_id: f.idOf(2), priority: 'Senior' })).status).toBe(409);
  });
});
