// An erasure requested and cancelled, at 360 px in English and Hindi: a new patient opens "Delete my account"
// from their account page, reads what is erased and what the clinics keep (and until when), asks with their
// password (a wrong one is said under the field) after a last question, sees when the account will be erased;
// signing in again shows that first ("Go on" leaves it waiting; axe finds nothing serious there), and "Keep
// my account" cancels it: the account goes on working, and the next sign-in goes straight in. Each screen
// fits 360 px at the normal and the largest text size.
import type { Page } from '@playwright/test';
import { formatDateTime } from '../../src/web/lib/format';
import { postCall } from './api-helpers';
import { seriousViolations } from './axe';
import { DEMO_PASSWORD, expect, fillLogin, registerAndSignIn, shot, test } from './fixtures';

test.use({ viewport: { width: 360, height: 740 } });

/** The page never scrolls sideways at 360 px, at the normal text size nor at the largest (lib/text-size.ts). */
async function expectNoSideways(page: Page) {
  const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await sideways()).toBeLessThanOrEqual(0);
  await page.evaluate(() => (document.documentElement.dataset.textSize = 'largest'));
  expect(await sideways(), 'at the largest text').toBeLessThanOrEqual(0);
  await page.evaluate(() => delete document.documentElement.dataset.textSize);
}

test('a patient asks for their account to be erased, sees when, and keeps it', async ({ page, t, lang }) => {
  const name = lang === 'en' ? 'Meena Yadav' : 'मीना यादव';
  const phone = await registerAndSignIn(page, t, lang, name);

  // From the account page, by My data and privacy: what goes, what stays, why and until when (a new account has no
  // records yet).
  await page.getByRole('link', { name: t('nav.account') }).click();
  await page.getByRole('link', { name: t('titles.my-data') }).click();
  await page.getByRole('link', { name: t('titles.delete-account') }).click();
  await expect(page).toHaveURL(/\/delete-account$/);
  await expect(page.getByRole('heading', { name: t('erasure.erasedTitle') })).toBeVisible();
  await expect(page.getByText(t('erasure.erased.family'), { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: t('erasure.keptTitle') })).toBeVisible();
  await expect(page.getByText(t('erasure.kept', { years: 3 }), { exact: true })).toBeVisible();
  await expect(page.getByTestId('kept-until')).toHaveText(t('erasure.keptNone'));
  await expectNoSideways(page);
  await shot(page, 'erasure-page', lang);

  // The password first: none, then a wrong one (said under the field, after the last question).
  const form = page.getByRole('form', { name: t('erasure.formLabel') });
  const password = form.getByLabel(t('auth.currentPassword'), { exact: true });
  const ask = form.getByRole('button', { name: t('erasure.submit') });
  await ask.click();
  await expect(form.getByText(t('messages.currentPasswordRequired'), { exact: true })).toBeVisible();
  await password.fill('not-my-password');
  await ask.click();
  const question = page.getByRole('dialog', { name: t('erasure.confirmTitle') });
  await question.getByRole('button', { name: t('erasure.confirm') }).click();
  await expect(form.getByText(t('messages.currentPasswordWrong'), { exact: true })).toBeVisible();

  // The right one, and the last question: the account would go in 48 hours.
  await password.fill(DEMO_PASSWORD);
  await ask.click();
  await expect(question).toContainText(t('erasure.confirmBody', { hours: 48 }));
  await shot(page, 'erasure-question', lang);
  await question.getByRole('button', { name: t('erasure.confirm') }).click();

  // Waiting: when, as the server set it, and the way to keep the account.
  const waiting = page.getByRole('region', { name: t('erasure.waitingTitle') });
  await expect(waiting).toBeVisible();
  const status = await postCall(page.request, 'get-erasure', { patient_id: await patientId(page) });
  const eraseAt = (status.body.result as { erase_at: string }).erase_at;
  await expect(
    waiting.getByText(t('erasure.waitingBody', { when: formatDateTime(eraseAt, lang) }), { exact: true }),
  ).toBeVisible();
  await expect(form).toHaveCount(0);
  await expectNoSideways(page);
  await shot(page, 'erasure-waiting', lang);

  // Signing in again: the erasure comes first; "Go on" leaves it waiting and opens the app.
  await page.getByRole('link', { name: t('nav.account') }).click();
  await page.getByRole('button', { name: t('common.logout') }).click();
  await expect(page).toHaveURL(/\/patient-login$/);
  await fillLogin(page, t, phone, DEMO_PASSWORD);
  const first = page.getByRole('region', { name: t('erasure.waitingTitle') });
  await expect(first).toContainText(t('erasure.dueBody', { when: formatDateTime(eraseAt, lang) }));
  await expect(page.getByRole('search')).toHaveCount(0);
  await expectNoSideways(page);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'erasure-at-sign-in', lang);
  await first.getByRole('button', { name: t('erasure.goOn') }).click();
  await expect(page).toHaveURL(/\/patient-selection$/);
  await expect(first).toHaveCount(0);
  await expect(page.getByRole('search')).toBeVisible();

  // "Keep my account": the erasure is dropped, and the page offers to ask again.
  await page.getByRole('link', { name: t('nav.account') }).click();
  await page.getByRole('link', { name: t('titles.my-data') }).click();
  await page.getByRole('link', { name: t('titles.delete-account') }).click();
  await waiting.getByRole('button', { name: t('erasure.keep') }).click();
  await expect(page.getByText(t('messages.erasureCancelled'), { exact: true })).toBeVisible();
  await expect(form).toBeVisible();
  await expect(waiting).toHaveCount(0);

  // The account works on: its family page opens, and the next sign-in goes straight in.
  await page.getByRole('link', { name: t('nav.account') }).click();
  await page.getByRole('link', { name: t('titles.family') }).click();
  await expect(page.getByText(t('family.emptyTitle'), { exact: true })).toBeVisible();
  await page.getByRole('link', { name: t('nav.account') }).click();
  await page.getByRole('button', { name: t('common.logout') }).click();
  await expect(page).toHaveURL(/\/patient-login$/);
  await fillLogin(page, t, phone, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/patient-selection$/);
  await expect(page.getByRole('region', { name: t('erasure.waitingTitle') })).toHaveCount(0);
});

/** The signed-in patient's id, as the app's own call answers it. */
async function patientId(page: Page): Promise<number> {
  const answer = await postCall(page.request, 'get-current-user', {});
  return (answer.body.result as { id: number }).id;
}
