// Screenshots of the key screens on a 360 px phone and a 1280 px desktop, kept as artifacts.
import { expect, shot, test } from './fixtures';

for (const [label, width, height] of [
  ['phone', 360, 780],
  ['desktop', 1280, 800],
] as const) {
  test(`home and registration on a ${width} px screen`, async ({ page, t, lang }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: t('home.headline') })).toBeVisible();
    // Nothing overflows sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, `home-${label}`, lang);
    await page.goto('/patient-registration');
    await expect(page.getByRole('button', { name: t('auth.register'), exact: true })).toBeVisible();
    await shot(page, `registration-${label}`, lang);
    await page.goto('/doctor-forgot-password');
    await shot(page, `forgot-${label}`, lang);
    await page.goto('/patient-verify-otp');
    await shot(page, `verify-otp-${label}`, lang);
  });
}
