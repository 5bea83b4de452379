// Each role's demo account lands on its page; a wrong password shows the 'Sorry!' modal.
import { DEMO_ACCOUNTS } from '../../src/shared/demo-accounts';
import { DEMO_PASSWORD, expect, fillLogin, shot, test } from './fixtures';

test('a patient signs in from the home patient tab and lands on /patient-selection', async ({ page, t, lang }) => {
  await page.goto('/home');
  await expect(page.getByRole('tab', { name: t('home.patientTab') })).toHaveAttribute('aria-selected', 'true');
  await shot(page, 'home', lang);
  await fillLogin(page, t, DEMO_ACCOUNTS.patient.phone_number, DEMO_PASSWORD);
  await expect(page.getByRole('status').filter({ hasText: t('messages.loggedIn') })).toBeVisible();
  await shot(page, 'welcome', lang);
  await expect(page).toHaveURL(/\/patient-selection$/);
  await expect(page.getByRole('heading', { level: 1, name: t('titles.patient-selection') })).toBeVisible();
  await expect(page.getByRole('link', { name: t('nav.home') })).toHaveAttribute('aria-current', 'page');
});

test('a doctor signs in from the home doctor tab and lands on its dashboard (by way of /doctor-list)', async ({
  page,
  t,
}) => {
  await page.goto('/');
  await page.getByRole('tab', { name: t('home.doctorTab') }).click();
  await expect(page.getByRole('heading', { name: t('auth.doctorPortal') })).toBeVisible();
  await fillLogin(page, t, DEMO_ACCOUNTS.doctor.phone_number, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/doctors-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: t('titles.doctors-dashboard') })).toBeVisible();
});

test('a hospital signs in through the doctor tab and lands on /doctor-list', async ({ page, t, lang }) => {
  await page.goto('/home');
  await page.getByRole('tab', { name: t('home.doctorTab') }).click();
  await fillLogin(page, t, DEMO_ACCOUNTS.hospital.phone_number, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/doctor-list$/);
  await expect(page.getByRole('link', { name: t('nav.account') })).toHaveAttribute('href', '/hospital-account');
  await shot(page, 'hospital-landing', lang);
});

test('a lab signs in on /labs-login and lands on /labs-dashboard', async ({ page, t, lang }) => {
  await page.goto('/home');
  await page.getByRole('tab', { name: t('home.doctorTab') }).click();
  await page.getByRole('link', { name: t('auth.labLoginLink') }).click();
  await expect(page).toHaveURL(/\/labs-login$/);
  await shot(page, 'labs-login', lang);
  await fillLogin(page, t, DEMO_ACCOUNTS.lab.phone_number, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/labs-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: t('titles.labs-dashboard') })).toBeVisible();
});

test('a doctor signing in on /doctors-login goes to /doctors-dashboard', async ({ page, t }) => {
  await page.goto('/doctors-login');
  await expect(page.getByRole('heading', { level: 1, name: t('auth.doctorPortal') })).toBeVisible();
  await fillLogin(page, t, DEMO_ACCOUNTS.doctor.phone_number, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/doctors-dashboard$/);
});

test('a wrong password shows the Sorry! modal with the server message', async ({ page, t, lang }) => {
  await page.goto('/home');
  await fillLogin(page, t, DEMO_ACCOUNTS.patient.phone_number, 'not-the-password');
  const dialog = page.getByRole('dialog', { name: t('common.sorry') });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(t('messages.wrongCredentials'));
  await shot(page, 'wrong-password', lang);
  await dialog.getByRole('button', { name: t('common.ok') }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test("a Login pressed before the next screens' texts arrive still answers in the screen's language", async ({
  page,
  t,
  lang,
}) => {
  // The texts Login loads are held until it has been pressed: what it says must come from them, not from
  // the texts the form was drawn with.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${lang}-other-screens-[^/]+\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/home');
  await fillLogin(page, t, DEMO_ACCOUNTS.patient.phone_number, 'not-the-password');
  release();
  const dialog = page.getByRole('dialog', { name: t('common.sorry') });
  await expect(dialog).toContainText(t('messages.wrongCredentials'));
});

test('the sign-in form shows its field messages before calling the server', async ({ page, t }) => {
  await page.goto('/home');
  await page.getByRole('button', { name: t('auth.login'), exact: true }).click();
  await expect(page.getByText(t('messages.phoneRequired'))).toBeVisible();
  await expect(page.getByText(t('messages.passwordRequired'))).toBeVisible();
  await page.getByLabel(t('auth.mobileNumber'), { exact: true }).fill('98abc');
  await page.getByRole('button', { name: t('auth.login'), exact: true }).click();
  await expect(page.getByText(t('messages.loginPhoneInvalid'))).toBeVisible();
});

test('remember me keeps only the phone number', async ({ page, t }) => {
  await page.goto('/labs-login');
  await page.getByLabel(t('auth.rememberMe')).check();
  await fillLogin(page, t, DEMO_ACCOUNTS.lab.phone_number, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/labs-dashboard$/);
  const stored = await page.evaluate(() => JSON.stringify(window.localStorage));
  expect(stored).toContain(DEMO_ACCOUNTS.lab.phone_number);
  expect(stored).not.toContain(DEMO_PASSWORD);
});

test('a number on the wrong tab of the first screen is told which tab it signs in on; each tab offers the code sign-in', async ({
  page,
  t,
  lang,
}) => {
  await page.goto('/home');
  await page.getByRole('link', { name: t('auth.loginWithOtp') }).click();
  await expect(page).toHaveURL(/\/patient-login-otp$/);
  await page.goto('/home');
  await fillLogin(page, t, DEMO_ACCOUNTS.hospital.phone_number, DEMO_PASSWORD);
  const told = page.getByRole('dialog', { name: t('common.sorry') });
  await expect(told).toContainText(t('messages.signInOnDoctorTab'));
  await shot(page, 'wrong-tab', lang);
  await told.getByRole('button', { name: t('common.ok') }).click();
  // A wrong password says nothing more than for any number.
  await fillLogin(page, t, DEMO_ACCOUNTS.hospital.phone_number, 'Wrong#0000');
  await expect(told).toContainText(t('messages.wrongCredentials'));
  await told.getByRole('button', { name: t('common.ok') }).click();
  await page.getByRole('tab', { name: t('home.doctorTab') }).click();
  await page.getByRole('link', { name: t('auth.loginWithOtp') }).click();
  await expect(page).toHaveURL(/\/doctor-login-otp$/);
});
