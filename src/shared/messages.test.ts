// A filled message is found again with its numbers, so the web shows it in the reader's language: one
// number, or a list of ids (the breach notice's refusal names every id that is no patient's).
import { describe, expect, it } from 'vitest';
import { filledMessageOf, fillMessage, MESSAGES } from './messages';

describe('fillMessage and filledMessageOf', () => {
  it('fill a number or a list of them, and find them again', () => {
    const one = fillMessage(MESSAGES.bookingCapReached, { count: 20 });
    expect(filledMessageOf(one)).toEqual({ key: 'bookingCapReached', values: { count: '20' } });
    const list = fillMessage(MESSAGES.breachAudienceNotPatients, { ids: [12, 345, 6] });
    expect(list).toBe("These ids are not patients' accounts: 12, 345, 6.");
    expect(filledMessageOf(list)).toEqual({ key: 'breachAudienceNotPatients', values: { ids: '12, 345, 6' } });
    expect(filledMessageOf(fillMessage(MESSAGES.breachAudienceNotPatients, { ids: [7] }))).toEqual({
      key: 'breachAudienceNotPatients',
      values: { ids: '7' },
    });
  });
});
