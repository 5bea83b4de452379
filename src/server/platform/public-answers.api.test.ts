// A public call's answer goes out through its result schema (calls.ts): a field its service adds that the
// contract does not declare never reaches the caller.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { QueueBoard } from '../../shared/contract/waiting-room';
import { ReferenceService } from '../domains/reference/service';
import { WaitingRoomService } from '../domains/waiting-room/service';
import { startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ demo: false });
});
afterAll(async () => t?.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const version = { app_process: 'live', version: '7', test_version: '7', time_zone: 'Asia/Kolkata' };

const board: QueueBoard = {
  doctor_id: 1,
  doctor_name: 'Asha Rao',
  booking_date: '2026-03-10',
  slot: 'Morning',
  slot_timing: '09:00-12:00',
  now_serving: 3,
  last_done: 2,
  next: [5],
  arrived: [5],
  priorities: [{ booking_number: 5, priority: 'Senior' }],
  delay_minutes: 0,
  notice: '',
};

describe('a public answer holds only what its contract declares', () => {
  it('drops a field the service added beside the declared ones', async () => {
    const leaky = { ...version, database_url: 'postgres://parchee:secret@db/parchee' };
    vi.spyOn(ReferenceService.prototype, 'version').mockResolvedValue(leaky);
    const answer = await t.client().call('version', {});
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.result).toEqual(version);
    expect(answer.raw).not.toContain('secret');
  });

  it('drops such a field deep inside the answer', async () => {
    const leaky = {
      ...board,
      priorities: [{ booking_number: 5, priority: 'Senior' as const, priority_note: 'Ravi Kumar, knee surgery' }],
    };
    vi.spyOn(WaitingRoomService.prototype, 'getQueueBoard').mockResolvedValue(leaky);
    const answer = await t.client().call('get-queue-board', { doctor_id: 1 });
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.result).toEqual(board);
    expect(answer.raw).not.toContain('Ravi');
  });

  it('sends no answer of another shape: a 500 without internals', async () => {
    const drifted = { ...version, version: 7 };
    vi.spyOn(ReferenceService.prototype, 'version').mockResolvedValue(drifted as unknown as typeof version);
    const answer = await t.client().call('version', {});
    expect(answer.status).toBe(500);
    expect(answer.body.response).toBe('fail');
    expect(answer.raw).not.toMatch(/version|invalid_type/);
  });
});
