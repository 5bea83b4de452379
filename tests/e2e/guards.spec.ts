// Route guards: no session or the wrong user type goes to /home; signed-in users skip /home.
import { DEMO_ACCOUNTS } from '../../src/shared/demo-accounts';
import { DEMO_PASSWORD, expect, fillLogin, test } from './fixtures';

test('an anonymous visitor opening /patient-history is sent to /home', async ({ page, t }) => {
  await page.goto('/patient-history');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('tab', { name: t('home.patientTab') })).toBeVisible();
});

test('a patient opening /doctors-dashboard is sent to /home, then on to /patient-selection', async ({ page, t }) => {
  await page.goto('/patient-login');
  await fillLogin(page, t, DEMO_ACCOUNTS.patient.phone_number, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/patient-selection$/);
  await page.goto('/doctors-dashboard');
  // /home itself sends a signed-in patient to the landing page.
  await expect(page).toHaveURL(/\/patient-selection$/);
  await page.goto('/labs-dashboard');
  await expect(page).toHaveURL(/\/patient-selection$/);
  // Static pages need any signed-in user.
  await page.goto('/about-us');
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.getByRole('heading', { level: 1, name: t('titles.about-us') })).toBeVisible();
});

test('a lab user opening /labs-login goes to /labs-dashboard', async ({ page, t }) => {
  await page.goto('/labs-login');
  await fillLogin(page, t, DEMO_ACCOUNTS.lab.phone_number, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/labs-dashboard$/);
  await page.goto('/labs-login');
  await expect(page).toHaveURL(/\/labs-dashboard$/);
});

test('an address outside the route table shows the not-found page with a way home', async ({ page, t }) => {
  await page.goto('/no-such-screen');
  await expect(page.getByRole('heading', { level: 1, name: t('shell.notFoundTitle') })).toBeVisible();
  await page.getByRole('link', { name: t('shell.goHome') }).click();
  await expect(page).toHaveURL(/\/home$/);
});
