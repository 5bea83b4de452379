import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callNames, catalogue } from '../../shared/contract/catalogue';
import { callOfPath, checkResult, strictCopy } from './answer-check';

const board = {
  doctor_id: 1,
  doctor_name: 'Asha Rao',
  booking_date: '2025-03-10',
  slot: 'Morning',
  slot_timing: '09:00 - 12:00',
  now_serving: 3,
  last_done: 2,
  next: [4, 5],
  arrived: [4, 5],
  priorities: [{ booking_number: 5, priority: 'Senior' }],
  delay_minutes: 0,
  notice: '',
};

const charges = { normal_delivery: 40, urgent_delivery: 80, other_booking_price: 50 };

describe('the test client holds answers to their contract', () => {
  it('passes a public answer exactly as declared', () => {
    expect(() => checkResult('get-queue-board', board)).not.toThrow();
  });

  it('fails a public answer with an undeclared field, naming the call and the field', () => {
    expect(() => checkResult('get-queue-board', { ...board, patient_name: 'Ravi' })).toThrow(
      /get-queue-board[\s\S]*patient_name/,
    );
  });

  it('fails a public answer with an undeclared field deep inside it', () => {
    const leaky = { ...board, priorities: [{ booking_number: 5, priority: 'Senior', priority_note: 'knee' }] };
    expect(() => checkResult('get-queue-board', leaky)).toThrow(/priority_note/);
    expect(() => checkResult('get-hospital-queue-boards', { hospital_name: 'City', boards: [leaky] })).toThrow(
      /priority_note/,
    );
  });

  it('lets a signed-in call answer more than it declares, but not another shape', () => {
    expect(() => checkResult('get-updated-charges', { ...charges, currency: 'INR' })).not.toThrow();
    expect(() => checkResult('get-updated-charges', { ...charges, urgent_delivery: '80' })).toThrow(
      /get-updated-charges[\s\S]*urgent_delivery/,
    );
  });

  it('fails a public answer of the wrong type', () => {
    expect(() => checkResult('get-cities', ['Jaipur', 3])).toThrow(/get-cities/);
  });

  it('has a strict copy of every public result schema', () => {
    for (const name of callNames) {
      if (catalogue[name].access === 'public') expect(() => strictCopy(catalogue[name].result)).not.toThrow();
    }
  });

  it('refuses to guess a strict copy of a kind it does not know', () => {
    expect(() => strictCopy(z.object({ a: z.string().transform(Number) }))).toThrow(/pipe/);
  });

  it('finds the call a request path names', () => {
    expect(callOfPath('/api/get-queue-board.json')).toBe('get-queue-board');
    expect(callOfPath('/api/no-such-call.json')).toBeNull();
    expect(callOfPath('/files/get-queue-board.json')).toBeNull();
  });
});
