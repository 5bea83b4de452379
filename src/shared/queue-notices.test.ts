import { describe, expect, it } from 'vitest';
import { noticeIn, QUEUE_NOTICES } from './queue-notices';

describe('noticeIn', () => {
  it('reads a ready-made notice in the reader’s language, whichever language it was posted in', () => {
    const [surgery] = QUEUE_NOTICES;
    expect(noticeIn(surgery.en, 'hi')).toBe(surgery.hi);
    expect(noticeIn(surgery.hi, 'en')).toBe(surgery.en);
    expect(noticeIn(` ${surgery.en} `, 'en')).toBe(surgery.en);
  });

  it('leaves a typed notice as typed', () => {
    expect(noticeIn('Back after the ward round', 'hi')).toBe('Back after the ward round');
    expect(noticeIn('', 'en')).toBe('');
  });
});
