// The call centre's emergency desk end to end, in English and Hindi, in three browsers at once: an operator
// signs in at /operator-login and keeps /operator open, the demo hospital keeps /hospital-emergency open,
// and the demo patient sends a trauma emergency (with an age) naming that hospital through
// /patient-emergency. The request arrives on the desk without a reload, the age on its card; the operator
// marks it called back with a note; the patient's screen and the hospital's show the new status (the
// patient the note too) without a reload. The request's history shows the move. A second desk that missed the change
// (its live stream cut) is
// refused with the server's words. Then the desk's own door: only an operator gets in, and logout leads
// back to the call centre's sign-in.
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../src/shared/demo-accounts';
import { DEMO_PASSWORD, demoInstitution, expect, fillLogin, pageFor, shot, test } from './fixtures';
import { doctorSideSignIn } from './settings-helpers';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };

/** Marks the loaded document, so a later check can tell that the page was never reloaded. */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
}

async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
}

/** Waits until a screen's list has loaded (its spinner is gone). */
async function listLoaded(page: Page) {
  await expect(page.locator('.loader')).toHaveCount(0);
}

test('an operator calls a patient back; the patient and the hospital see it at once', async ({
  page,
  t,
  lang,
  browser,
}) => {
  const stamp = `${lang}-${Date.now()}`;
  const patientName = `Ramesh Gupta ${stamp}`;
  const patientNote = `Fell from the stairs ${stamp}`;
  const operatorNote = `Ambulance on its way ${stamp}`;
  const called = t('patientCare.emergencyStatuses.Called');

  // The call centre's desk, open before the request is sent.
  const operator = await pageFor(browser, lang, { viewport: DESKTOP });
  await operator.page.goto('/operator-login');
  await expect(operator.page.getByRole('heading', { name: t('titles.operator-login') })).toBeVisible();
  await fillLogin(operator.page, t, DEMO_ACCOUNTS.operator.phone_number, DEMO_PASSWORD);
  await expect(operator.page).toHaveURL(/\/operator$/);
  await expect(operator.page.getByRole('heading', { name: t('titles.operator'), level: 1 })).toBeVisible();
  await expect(operator.page.getByRole('heading', { name: t('operator.listTitle') })).toBeVisible();
  await listLoaded(operator.page);
  await markDocument(operator.page);

  // The hospital's emergency list, open too.
  const hospital = await pageFor(browser, lang);
  await doctorSideSignIn(hospital.page, t, DEMO_ACCOUNTS.hospital.phone_number);
  await hospital.page.goto('/hospital-emergency');
  await listLoaded(hospital.page);
  await markDocument(hospital.page);

  // The demo patient sends a trauma emergency naming the demo hospital.
  await page.setViewportSize(PHONE);
  await page.goto('/patient-login');
  await fillLogin(page, t, DEMO_ACCOUNTS.patient.phone_number, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/patient-selection$/);
  await page.goto('/patient-emergency');
  await page.getByRole('button', { name: t('patientCare.emergency.traumaText') }).click();
  const form = page.getByRole('region', { name: t('patientCare.emergencyTypes.Trauma'), exact: true });
  await form.getByLabel(t('patientCare.name'), { exact: true }).fill(patientName);
  await form.getByLabel(t('patientCare.ageOptional'), { exact: true }).fill('34');
  await form.getByLabel(t('patientCare.emergency.whereAreYou'), { exact: true }).fill('Near Bus Stand, Deoria');
  await form
    .getByLabel(t('patientCare.emergency.hospitalOptional'), { exact: true })
    .selectOption({ label: demoInstitution(lang, 'hospital') });
  await form.getByLabel(t('patientCare.noteOptional'), { exact: true }).fill(patientNote);
  await form.getByRole('button', { name: t('patientCare.emergency.submit') }).click();
  await expect(page.getByText(t('messages.emergencyReceived'))).toBeVisible();
  const mine = page.locator('[data-request-id]', { hasText: patientNote });
  await expect(mine.getByTestId('request-status')).toHaveText(t('patientCare.emergencyStatuses.Pending'));
  await markDocument(page);

  // It arrives on the desk with everything the call centre needs, and the steps a new request allows.
  const card = operator.page.locator('[data-request-id]', { hasText: patientNote });
  await expect(card).toBeVisible();
  await expect(card.getByRole('heading', { name: t('patientCare.emergencyTypes.Trauma'), exact: true })).toBeVisible();
  await expect(card.getByTestId('request-status')).toHaveText(t('patientCare.emergencyStatuses.Pending'));
  await expect(card.getByText(patientName, { exact: true })).toBeVisible();
  await expect(card.locator('.info-row', { hasText: t('patientCare.age') })).toHaveText(`${t('patientCare.age')}34`);
  await expect(card.getByRole('link', { name: DEMO_ACCOUNTS.patient.phone_number })).toHaveAttribute(
    'href',
    `tel:+91${DEMO_ACCOUNTS.patient.phone_number}`,
  );
  await expect(card.getByText('Near Bus Stand, Deoria', { exact: true })).toBeVisible();
  await expect(card.getByText(demoInstitution(lang, 'hospital'), { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: t('operator.moves.Called') })).toBeVisible();
  await expect(card.getByRole('button', { name: t('operator.moves.Cancelled') })).toBeVisible();
  await expect(card.getByRole('button', { name: t('operator.moves.Dispatched') })).toHaveCount(0);

  // A second desk of the same call centre whose live stream is cut: it will not hear the change.
  const staleDesk = await operator.context.newPage();
  await staleDesk.route('**/api/live-events', (route) => route.abort());
  await staleDesk.goto('/operator');
  const staleCard = staleDesk.locator('[data-request-id]', { hasText: patientNote });
  await expect(staleCard.getByTestId('request-status')).toHaveText(t('patientCare.emergencyStatuses.Pending'));

  // The operator has called the patient back: Called, with a note.
  await card.getByLabel(t('operator.noteLabel'), { exact: true }).fill(operatorNote);
  await card.getByRole('button', { name: t('operator.moves.Called') }).click();
  await expect(
    operator.page.getByText(t('operator.moved', { name: patientName, status: called }), { exact: true }),
  ).toBeVisible();
  await expect(card.getByTestId('request-status')).toHaveText(called);
  await expect(card.getByText(operatorNote, { exact: true })).toBeVisible();
  await expect(card.getByLabel(t('operator.noteLabel'), { exact: true })).toHaveValue('');
  await expect(card.getByRole('button', { name: t('operator.moves.Dispatched') })).toBeVisible();
  await expect(card.getByRole('button', { name: t('operator.moves.Called') })).toHaveCount(0);
  await expectSameDocument(operator.page);

  // The request's history names the move in the desk's words.
  await card.getByRole('button', { name: t('operator.history.button') }).click();
  const history = operator.page.getByRole('dialog', {
    name: t('operator.history.title', { record: `${t('patientCare.emergencyTypes.Trauma')}: ${patientName}` }),
  });
  await expect(history.getByTestId('history-entry').first()).toContainText(
    `${t('patientCare.emergencyStatuses.Pending')} → ${called}`,
  );
  await history.getByRole('button', { name: t('operator.history.close') }).click();
  await expect(history).toHaveCount(0);
  await shot(operator.page, 'operator-desk', lang);
  await operator.page.setViewportSize(PHONE);
  await shot(operator.page, 'operator-desk-narrow', lang);

  // The patient's screen follows without a reload: the new status and the call centre's note.
  await expect(mine.getByTestId('request-status')).toHaveText(called);
  await expect(mine.getByText(operatorNote, { exact: true })).toBeVisible();
  await expectSameDocument(page);
  await shot(page, 'patient-emergency-status', lang);

  // So does the hospital's.
  const received = hospital.page.locator('[data-request-id]', { hasText: patientNote });
  await expect(received.getByTestId('request-status')).toHaveText(called);
  await expect(received.getByText(operatorNote, { exact: true })).toBeVisible();
  await expectSameDocument(hospital.page);

  // The desk that missed it offers Called still; the server refuses, and the desk catches up.
  await staleCard.getByRole('button', { name: t('operator.moves.Called') }).click();
  await expect(staleCard.getByText(t('messages.emergencyStatusRefused'), { exact: true })).toBeVisible();
  await expect(staleCard.getByTestId('request-status')).toHaveText(called);

  await operator.context.close();
  await hospital.context.close();
});

test('the desk is for operators: its sign-in leads back to it, and logout back to the sign-in', async ({ page, t }) => {
  await page.goto('/operator');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/operator-login');
  // The call centre's accounts are made for it: no registration or one-time-code links.
  await expect(page.getByRole('link', { name: t('auth.registerLink') })).toHaveCount(0);
  await expect(page.getByRole('link', { name: t('auth.loginWithOtp') })).toHaveCount(0);
  await fillLogin(page, t, DEMO_ACCOUNTS.operator.phone_number, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/operator$/);
  await page.goto('/operator-login');
  await expect(page).toHaveURL(/\/operator$/);
  await page.getByRole('button', { name: t('common.logout') }).click();
  await expect(page.getByRole('dialog', { name: t('common.namaste') })).toBeVisible();
  await expect(page).toHaveURL(/\/operator-login$/);
});
