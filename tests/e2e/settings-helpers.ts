// Helpers of the doctor-side journeys: the sign-in through /home and a counter of one call's requests.
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, fillLogin } from './fixtures';

/**
 * Signs a doctor or hospital in from the home page's doctor tab; a doctor lands on its dashboard, a hospital on its
 * doctors.
 */
export async function doctorSideSignIn(page: Page, t: (key: string) => string, phone: string) {
  await page.goto('/home');
  await page.getByRole('tab', { name: t('home.doctorTab') }).click();
  await fillLogin(page, t, phone, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/(doctors-dashboard|doctor-list)$/);
}

/** Counts the requests to one call from now on. */
export function countCalls(page: Page, call: string): () => number {
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().includes(`/api/${call}.json`)) sent++;
  });
  return () => sent;
}
