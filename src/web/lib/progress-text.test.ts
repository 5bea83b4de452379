import { describe, expect, it } from 'vitest';
import type { QueueProgress } from '../../shared/contract/waiting-room';
import { floorOf, progressView, type FloorState } from './progress-text';

const progress = (extra: Partial<QueueProgress> = {}): QueueProgress => ({
  now_serving: 7,
  last_done: 6,
  ahead: 5,
  eta_minutes: 25,
  come_by: '11:40',
  doctor_started: true,
  delay_minutes: 0,
  notice: '',
  ...extra,
});

/** A patient who has not arrived, in turn, without priority. */
const AWAY: FloorState = { arrived: false, arrivedAt: null, passed: false, priority: 'None' };

describe('progressView', () => {
  it('tells a waiting patient who is in, how many are before them, how long and when to come', () => {
    expect(progressView(progress(), 'Pending', AWAY)).toEqual({
      serving: { kind: 'in', number: 7 },
      place: { key: 'queueProgress.aheadMany', vars: { count: 5 } },
      wait: { minutes: 25, comeBy: '11:40' },
      turn: null,
      arrival: { kind: 'scan', passed: false },
      priority: null,
      delayMinutes: 0,
      notice: '',
    });
    expect(progressView(progress({ ahead: 1 }), 'Pending', AWAY).place).toEqual({ key: 'queueProgress.aheadOne' });
    expect(progressView(progress({ ahead: 0, eta_minutes: 0 }), 'Pending', AWAY)).toMatchObject({
      place: { key: 'queueProgress.youAreNext' },
      wait: null,
    });
  });

  it('says the doctor has not started before anyone is called, with the wait to the opening and the delay', () => {
    const view = progressView(
      progress({
        now_serving: null,
        last_done: null,
        doctor_started: false,
        ahead: 2,
        eta_minutes: 70,
        come_by: '10:10',
        delay_minutes: 30,
        notice: ' Doctor is in surgery ',
      }),
      'Pending',
      AWAY,
    );
    expect(view).toMatchObject({
      serving: { kind: 'notStarted' },
      wait: { minutes: 70, comeBy: '10:10' },
      delayMinutes: 30,
      notice: 'Doctor is in surgery',
    });
  });

  it('says whose visit ended last between two patients, never that one sent out is being seen', () => {
    expect(progressView(progress({ now_serving: null, last_done: 3 }), 'Pending', AWAY).serving).toEqual({
      kind: 'over',
      number: 3,
    });
    // An answer saved before last_done existed says nothing of a visit over.
    const saved = {
      ...progress({ now_serving: null, doctor_started: true }),
      last_done: undefined,
    } as unknown as Parameters<typeof progressView>[0];
    expect(progressView(saved, 'Pending', AWAY).serving).toBeNull();
    // Started with only a skipped token: neither served nor "not started".
    expect(
      progressView(progress({ now_serving: null, last_done: null, doctor_started: true }), 'Pending', AWAY).serving,
    ).toBeNull();
  });

  it('says it is their turn once called, that they were skipped, and that their visit is done, without a place, wait or delay', () => {
    for (const [token, turn] of [
      ['Live', 'yours'],
      ['Skipped', 'skipped'],
      ['Done', 'done'],
      ['Missed', 'missed'],
    ] as const) {
      expect(
        progressView(progress({ ahead: 0, eta_minutes: 0, delay_minutes: 15, notice: 'Late' }), token, AWAY),
      ).toMatchObject({ turn, place: null, wait: null, arrival: null, delayMinutes: 0, notice: '' });
    }
  });

  it('says when a waiting patient checked in, or to scan the clinic’s code on arriving (passed meanwhile or not), and their priority', () => {
    const here = { ...AWAY, arrived: true, arrivedAt: '2026-11-23T05:12:00Z', priority: 'Senior' as const };
    expect(progressView(progress(), 'Pending', here)).toMatchObject({
      arrival: { kind: 'checkedIn', at: '2026-11-23T05:12:00Z' },
      priority: 'Senior',
    });
    expect(progressView(progress(), 'Pending', { ...AWAY, passed: true })).toMatchObject({
      arrival: { kind: 'scan', passed: true },
      priority: null,
    });
    expect(progressView(progress(), 'Live', here)).toMatchObject({ arrival: null, priority: null });
    // An answer saved before arrival existed says nothing of it.
    expect(progressView(progress(), 'Pending', null)).toMatchObject({ arrival: null, priority: null });
  });
});

describe('floorOf', () => {
  it('reads a live entry by its time, a token status by its flag, and an answer from before by neither', () => {
    expect(floorOf({ arrived_at: '2026-11-23T05:12:00Z', passed: false, priority: 'Child' })).toEqual({
      arrived: true,
      arrivedAt: '2026-11-23T05:12:00Z',
      passed: false,
      priority: 'Child',
    });
    expect(floorOf({ arrived_at: null, passed: true, priority: 'None' })).toEqual({ ...AWAY, passed: true });
    expect(floorOf({ arrived: true, passed: false, priority: 'None' })).toEqual({ ...AWAY, arrived: true });
    expect(floorOf({})).toBeNull();
  });
});
