// A wire value shows through its text only when the texts name it; any other value shows as it came.
import { describe, expect, it } from 'vitest';
import { SLOTS } from '../../shared/constants';
import en from '../locales/en-other-screens.json';
import { translator } from './i18n';
import { wireText } from './wire-text';

describe('wireText', () => {
  const t = translator(en);

  it('shows a known value through its text and any other value as it came', () => {
    expect(wireText(t, 'Morning', SLOTS, (slot) => `appointments.slots.${slot}`)).toBe(en.appointments.slots.Morning);
    expect(wireText(t, 'Late evening', SLOTS, (slot) => `appointments.slots.${slot}`)).toBe('Late evening');
  });
});
