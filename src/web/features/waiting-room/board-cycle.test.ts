import { describe, expect, it } from 'vitest';
import { nextDoctor, shownDoctor } from './board-cycle';

describe("a hospital board's turns", () => {
  it('start with the first doctor', () => {
    expect(shownDoctor([4, 9, 2], null)).toBe(4);
  });

  it('go to the next doctor, and from the last back to the first', () => {
    expect(nextDoctor([4, 9, 2], null)).toBe(9);
    expect(nextDoctor([4, 9, 2], 9)).toBe(2);
    expect(nextDoctor([4, 9, 2], 2)).toBe(4);
  });

  it('start again from the first when the doctor shown is no longer sitting', () => {
    expect(shownDoctor([4, 2], 9)).toBe(4);
    expect(nextDoctor([4, 2], 9)).toBe(2);
  });

  it('stay on a single doctor, and show none when no doctor sits', () => {
    expect(nextDoctor([4], 4)).toBe(4);
    expect(shownDoctor([], null)).toBeNull();
    expect(nextDoctor([], 4)).toBeNull();
  });
});
