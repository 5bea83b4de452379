// The public board stream (GET /api/queue-board-events): a board per doctor on connect, then one per change,
// computed once per change however many boards are open; capped per client address; ended with a retry
// hint when the server stops.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { bookAndJoin, startBookingTest, testClock, TODAY, type TestAccounts } from '../../testing/booking-fixtures';
import { openEventStream } from '../../testing/event-stream-client';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { QueueViews } from './queue-views';

const clock = testClock();
let t: TestApp;
let accounts: TestAccounts;
beforeAll(async () => ({ t, accounts } = await startBookingTest(clock)));
afterAll(async () => t?.close());

const boardEvents = (ids: number[], app = t.app) =>
  openEventStream(app, `/api/queue-board-events?doctor_id=${ids.join(',')}`);

/** The boards a stream has received, in order. */
const boardsIn = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map(
      (line) =>
        JSON.parse(line.slice(6)) as {
          type: string;
          board: { doctor_id: number; now_serving: number | null; next: number[]; delay_minutes: number };
        },
    );

describe('the board stream', () => {
  it("sends each doctor's board on connect, and an In to every open board with one computation", async () => {
    const doctorId = await accounts.doctor();
    const otherId = await accounts.doctor();
    const doctor = await t.clientFor(doctorId);
    const { client: patient } = await accounts.patient();
    const first = (await bookAndJoin(patient, doctorId, TODAY)).body.result.id;
    const second = (await bookAndJoin(patient, doctorId, TODAY)).body.result.id;
    // The board's next tokens are those checked in.
    for (const id of [first, second])
      expect((await doctor.call('mark-arrived', { booking_id: id, arrived: true })).status).toBe(200);

    const both = await boardEvents([doctorId, otherId]);
    await both.waitFor(`"doctor_id":${otherId}`);
    await both.waitFor(`"doctor_id":${doctorId}`);
    const one = await boardEvents([doctorId]);
    await one.waitFor(`"doctor_id":${doctorId}`);
    expect(both.response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(boardsIn(one.text())).toEqual([
      {
        type: 'board',
        board: expect.objectContaining({ doctor_id: doctorId, slot: 'Morning', now_serving: null, next: [1, 2] }),
      },
    ]);

    const computed = vi.spyOn(QueueViews.prototype, 'boards');
    try {
      expect((await doctor.call('update-live-booking', { booking_id: first, token: 'Live' })).status).toBe(200);
      for (const stream of [one, both]) await stream.waitFor('"now_serving":1');
      expect(computed).toHaveBeenCalledTimes(1);
    } finally {
      computed.mockRestore();
    }
    expect(boardsIn(one.text()).at(-1)!.board).toMatchObject({ now_serving: 1, next: [2] });
    // The other doctor's board did not change, so it was not sent again.
    expect(boardsIn(both.text()).filter((event) => event.board.doctor_id === otherId)).toHaveLength(1);

    // A delay reaches the board too; no patient's name ever does.
    await doctor.call('set-queue-delay', {
      doctor_id: doctorId,
      booking_date: TODAY,
      slot: 'Morning',
      delay_minutes: 25,
      notice: 'Doctor is in surgery',
    });
    await one.waitFor('"delay_minutes":25');
    for (const stream of [one, both]) {
      expect(stream.text()).not.toContain('Sita Devi');
      stream.response.destroy();
    }
  });

  it('refuses bad, too many and unknown doctor ids', async () => {
    const doctorId = await accounts.doctor();
    const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/queue-board-events${query}` });
    expect((await get('')).statusCode).toBe(400);
    expect((await get('?doctor_id=abc')).statusCode).toBe(400);
    expect((await get(`?doctor_id=${Array.from({ length: 21 }, (_, i) => doctorId + i).join(',')}`)).statusCode).toBe(
      400,
    );
    const unknown = await get(`?doctor_id=${doctorId},999999`);
    expect([unknown.statusCode, unknown.json().response]).toEqual([404, 'fail']);
  });

  it('keeps at most BOARD_STREAMS_PER_ADDRESS open per address, ending the oldest, and ends them all with a retry hint at shutdown', async () => {
    const capped = await startTestApp({ now: clock.now, env: { BOARD_STREAMS_PER_ADDRESS: '2' } });
    try {
      const doctorId = await capped.platform.db
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'Doctor')
        .where('listing', '=', 'registered')
        .executeTakeFirstOrThrow();
      const streams = [];
      for (let i = 0; i < 3; i += 1) {
        const stream = await boardEvents([doctorId.id], capped.app);
        await stream.waitFor('"type":"board"');
        streams.push(stream);
      }
      await streams[0]!.waitFor('replaced by a newer stream');
      expect(streams[0]!.text()).toContain('retry: 30000');
      await capped.app.close();
      for (const stream of streams.slice(1)) {
        await stream.waitFor(': server stopping');
        expect(stream.text()).toContain('retry: 1000');
      }
    } finally {
      await capped.close();
    }
  });
});

// Several instances share live events through PostgreSQL LISTEN/NOTIFY; with SQLite there is only one.
describe.runIf(process.env.TEST_ENGINE === 'postgres')('the board stream on another instance', () => {
  it('hears an In made through the first instance', async () => {
    const second = await buildApp(t.config, { webRoot: null, now: clock.now });
    try {
      const doctorId = await accounts.doctor();
      const { client: patient } = await accounts.patient();
      const booking = (await bookAndJoin(patient, doctorId, TODAY)).body.result.id;
      const stream = await boardEvents([doctorId], second);
      await stream.waitFor('"now_serving":null');
      await (await t.clientFor(doctorId)).call('update-live-booking', { booking_id: booking, token: 'Live' });
      await stream.waitFor('"now_serving":1');
      stream.response.destroy();
    } finally {
      await second.close();
    }
  });
});
