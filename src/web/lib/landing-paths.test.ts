import { describe, expect, it } from 'vitest';
import { afterPrivacyGatePath, privacyGatePath } from './landing-paths';

const patient = { user_type: 'Patient' } as const;

describe('the privacy notice gate (decision 0090)', () => {
  it('is asked on the way to a screen, and goes on to it once accepted', () => {
    expect(privacyGatePath('/patient-history?person=7')).toBe(
      '/accept-privacy-notice?next=%2Fpatient-history%3Fperson%3D7',
    );
    expect(afterPrivacyGatePath('/patient-history?person=7', patient)).toBe('/patient-history?person=7');
  });

  it('goes to the landing page for no path, the gate itself, or anything that would leave the app', () => {
    for (const next of [
      null,
      '',
      '/accept-privacy-notice?next=%2Fx',
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
    ]) {
      expect(afterPrivacyGatePath(next, patient), String(next)).toBe('/patient-selection');
    }
  });
});
