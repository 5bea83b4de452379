import { describe, expect, it } from 'vitest';
import { WAITING_ROOM } from '../../../shared/constants';
import { combinedState, streamGroups } from './board-stream';

describe('a board of many doctors', () => {
  it('follows them in groups the server lets one stream follow, none left out', () => {
    const ids = Array.from({ length: 2 * WAITING_ROOM.doctorsPerBoardStream + 3 }, (_, index) => index + 1);
    const groups = streamGroups(ids);
    expect(groups.map((group) => group.length)).toEqual([
      WAITING_ROOM.doctorsPerBoardStream,
      WAITING_ROOM.doctorsPerBoardStream,
      3,
    ]);
    expect(groups.flat()).toEqual(ids);
    expect(streamGroups([7])).toEqual([[7]]);
    expect(streamGroups([])).toEqual([]);
  });

  it('reads as reconnecting while any stream dropped, and open once every one is', () => {
    expect(combinedState(['open', 'reconnecting', 'connecting'])).toBe('reconnecting');
    expect(combinedState(['open', 'connecting'])).toBe('connecting');
    expect(combinedState(['open', 'open'])).toBe('open');
  });
});
