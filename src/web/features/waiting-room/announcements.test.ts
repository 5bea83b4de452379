import { describe, expect, it } from 'vitest';
import type { QueueBoard } from '../../../shared/contract/waiting-room';
import { translator } from '../../lib/i18n';
import en from '../../locales/en-other-screens.json';
import hi from '../../locales/hi-other-screens.json';
import { announcementOf, newCalls } from './announcements';
import type { BothLanguages } from './both-languages';

const both: BothLanguages = { en: translator(en), hi: translator(hi) };

/** A board whose token `nowServing` is in with the doctor, and `lastDone` the one sent out last. */
function board(doctorId: number, nowServing: number | null, lastDone: number | null = null): QueueBoard {
  return {
    doctor_id: doctorId,
    doctor_name: 'Anil Srivastava',
    booking_date: '2026-11-25',
    slot: 'Evening',
    slot_timing: '17:00-21:00',
    now_serving: nowServing,
    last_done: lastDone,
    next: [],
    arrived: [],
    priorities: [],
    delay_minutes: 0,
    notice: '',
  };
}

describe('the announcement of a token called in', () => {
  it('is spoken in Hindi, then in English, with the token number', () => {
    expect(announcementOf(12, both)).toEqual([
      { text: 'टोकन नंबर 12, कृपया अंदर आइए', lang: 'hi-IN' },
      { text: 'Token number 12, please come in', lang: 'en-IN' },
    ]);
  });
});

describe('the calls heard on the boards', () => {
  it('are none for a board seen for the first time, even with a token in', () => {
    const { calls, seen } = newCalls(new Map(), [board(1, 7), board(2, null)]);
    expect(calls).toEqual([]);
    expect([...seen]).toEqual([
      [1, 7],
      [2, null],
    ]);
  });

  it('are the doctors whose token in moved to another number', () => {
    const { calls } = newCalls(
      new Map([
        [1, 7],
        [2, null],
        [3, 4],
      ]),
      [board(1, 8), board(2, 1), board(3, 4)],
    );
    expect(calls).toEqual([
      { doctorId: 1, token: 8 },
      { doctorId: 2, token: 1 },
    ]);
  });

  it('are none when the board goes back to nobody in (a new slot before its first call)', () => {
    expect(newCalls(new Map([[1, 30]]), [board(1, null)]).calls).toEqual([]);
  });

  it('are none when the token in is sent out, and the next one called in after it', () => {
    const out = newCalls(new Map([[1, 8]]), [board(1, null, 8)]);
    expect(out.calls).toEqual([]);
    expect(newCalls(out.seen, [board(1, 9, 8)]).calls).toEqual([{ doctorId: 1, token: 9 }]);
  });

  it('count a recalled token again', () => {
    const first = newCalls(new Map([[1, 5]]), [board(1, 6)]);
    const again = newCalls(first.seen, [board(1, 5)]);
    expect(again.calls).toEqual([{ doctorId: 1, token: 5 }]);
  });
});
