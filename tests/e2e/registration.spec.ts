// A new user registers (after the spec's validation messages, in English and Hindi), signs in and out.
import { DEMO_PASSWORD, expect, fillLogin, shot, test, uniquePhone } from './fixtures';

test('registration shows its validation messages, then registers, signs in and out', async ({ page, t, lang }) => {
  await page.goto('/home');
  await page.getByRole('link', { name: t('auth.registerLink') }).click();
  await expect(page).toHaveURL(/\/patient-registration$/);
  const submit = page.getByRole('button', { name: t('auth.register'), exact: true });

  await submit.click();
  await expect(page.getByText(t('messages.required'))).toHaveCount(4);
  await shot(page, 'registration-required', lang);

  await page.getByLabel(t('auth.fullName')).fill('Asha Devi');
  await page.getByLabel(t('auth.mobileNumber'), { exact: true }).fill('12345');
  await page.getByLabel(t('auth.newPassword'), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel(t('auth.confirmPassword'), { exact: true }).fill('Other@1234');
  await submit.click();
  await expect(page.getByText(t('messages.phoneInvalid'))).toBeVisible();

  const phone = uniquePhone(lang);
  await page.getByLabel(t('auth.mobileNumber'), { exact: true }).fill(phone);
  await submit.click();
  await expect(page.getByText(t('messages.passwordMismatchRegistration'))).toBeVisible();
  await shot(page, 'registration-mismatch', lang);

  await page.getByLabel(t('auth.confirmPassword'), { exact: true }).fill(DEMO_PASSWORD);
  await submit.click();
  await expect(page.getByText(t('messages.registered'))).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);

  await fillLogin(page, t, phone, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/patient-selection$/);
  await page.getByRole('link', { name: t('nav.account') }).click();
  await expect(page).toHaveURL(/\/patient-account$/);
  await page.getByRole('button', { name: t('common.logout') }).click();
  await expect(page.getByRole('dialog', { name: t('common.namaste') })).toContainText(t('messages.loggedOut'));
  await expect(page).toHaveURL(/\/patient-login$/);
});
