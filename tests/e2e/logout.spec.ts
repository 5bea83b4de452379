// Logout for every role: 'Namaste' + 'Logged out successfully', then the role's page.
import { DEMO_ACCOUNTS } from '../../src/shared/demo-accounts';
import { DEMO_PASSWORD, expect, fillLogin, test } from './fixtures';

test('a doctor logs out from the account page and returns to /home', async ({ page, t }) => {
  await page.goto('/home');
  await page.getByRole('tab', { name: t('home.doctorTab') }).click();
  await fillLogin(page, t, DEMO_ACCOUNTS.doctor.phone_number, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/doctors-dashboard$/);
  await page.getByRole('link', { name: t('nav.account') }).click();
  await expect(page).toHaveURL(/\/doctors-account$/);
  await page.getByRole('button', { name: t('common.logout') }).click();
  const dialog = page.getByRole('dialog', { name: t('common.namaste') });
  await expect(dialog).toContainText(t('messages.loggedOut'));
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/doctors-account');
  await expect(page).toHaveURL(/\/home$/);
});

test('a patient logs out from the side menu and returns to /patient-login', async ({ page, t }) => {
  await page.goto('/patient-login');
  await fillLogin(page, t, DEMO_ACCOUNTS.patient.phone_number, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/patient-selection$/);
  await page.getByRole('button', { name: t('common.openMenu') }).click();
  await page.getByRole('button', { name: t('common.logout') }).click();
  await expect(page.getByRole('dialog', { name: t('common.namaste') })).toBeVisible();
  await expect(page).toHaveURL(/\/patient-login$/);
});

test('a lab logs out with the header icon and returns to /labs-login', async ({ page, t }) => {
  await page.goto('/labs-login');
  await fillLogin(page, t, DEMO_ACCOUNTS.lab.phone_number, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/labs-dashboard$/);
  await page.getByRole('button', { name: t('common.logout') }).click();
  await expect(page.getByRole('dialog', { name: t('common.namaste') })).toBeVisible();
  await expect(page).toHaveURL(/\/labs-login$/);
});

test('a hospital logs out and returns to /home', async ({ page, t }) => {
  await page.goto('/home');
  await page.getByRole('tab', { name: t('home.doctorTab') }).click();
  await fillLogin(page, t, DEMO_ACCOUNTS.hospital.phone_number, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/doctor-list$/);
  await page.goto('/hospital-account');
  await page.getByRole('button', { name: t('common.logout') }).click();
  await expect(page.getByRole('dialog', { name: t('common.namaste') })).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
});
