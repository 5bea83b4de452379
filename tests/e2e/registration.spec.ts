// A new user registers (after the kept validation messages, in English and Hindi, and accepting the privacy
// notice), signs in, changes the password (the current one is required and checked), signs out and signs in
// with the new one.
import { DEMO_PASSWORD, expect, fillLogin, shot, test, uniquePhone } from './fixtures';

test('registration shows its validation messages, then registers, signs in, changes the password and signs in with it', async ({
  page,
  t,
  lang,
}) => {
  await page.goto('/home');
  await page.getByRole('link', { name: t('auth.registerLink') }).click();
  await expect(page).toHaveURL(/\/patient-registration$/);
  const submit = page.getByRole('button', { name: t('auth.register'), exact: true });

  await submit.click();
  await expect(page.getByText(t('messages.required'))).toHaveCount(4);
  await expect(page.getByText(t('messages.privacyNoticeRequired'))).toBeVisible();
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
  await page.getByLabel(t('consent.registration.accept'), { exact: true }).check();
  await submit.click();
  await expect(page.getByText(t('messages.registered'))).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  // The sign-in comes with the number just registered, on the patient's tab.
  await expect(page.getByLabel(t('auth.mobileNumber'), { exact: true })).toHaveValue(phone);
  await expect(page.getByRole('tab', { name: t('home.patientTab') })).toHaveAttribute('aria-selected', 'true');

  await fillLogin(page, t, phone, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/patient-selection$/);
  await page.getByRole('link', { name: t('nav.account') }).click();
  await expect(page).toHaveURL(/\/patient-account$/);

  // The new user changes the password: the current one is required and must be right, the pair must
  // match, then the account page comes back.
  await page.getByRole('link', { name: t('titles.patient-change-password') }).click();
  await expect(page).toHaveURL(/\/patient-change-password$/);
  const save = page.getByRole('button', { name: t('auth.savePassword'), exact: true });
  const current = page.getByLabel(t('auth.currentPassword'), { exact: true });
  await page.getByLabel(t('auth.changedPassword'), { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel(t('auth.confirmPassword'), { exact: true }).fill(DEMO_PASSWORD);
  await save.click();
  await expect(page.getByText(t('messages.currentPasswordRequired'))).toBeVisible();
  await expect(page.getByText(t('messages.passwordMismatch'))).toBeVisible();
  await current.fill('Wrong#0000');
  await page.getByLabel(t('auth.confirmPassword'), { exact: true }).fill(NEW_PASSWORD);
  await save.click();
  await expect(page.getByText(t('messages.currentPasswordWrong'))).toBeVisible();
  // The screen as a phone shows it.
  const wide = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: 740 });
  await shot(page, 'change-password-wrong-current', lang);
  await page.setViewportSize(wide);
  await current.fill(DEMO_PASSWORD);
  await save.click();
  await expect(page.getByText(t('messages.passwordChanged'))).toBeVisible();
  await expect(save).toBeDisabled();
  await expect(page).toHaveURL(/\/patient-account$/);

  await page.getByRole('button', { name: t('common.logout') }).click();
  await expect(page.getByRole('dialog', { name: t('common.namaste') })).toContainText(t('messages.loggedOut'));
  await expect(page).toHaveURL(/\/patient-login$/);
  // Only the new password signs in now.
  await fillLogin(page, t, phone, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/patient-selection$/);
});

const NEW_PASSWORD = 'Fresh#5678';
