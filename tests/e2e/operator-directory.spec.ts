// The call centre's directory, in English and Hindi. The demo operator opens /operator?desk=directory, adds a
// doctor (the form's own checks first) and is told where the doctor's password link went; the doctor opens
// that link from the SMS outbox, sets a password and signs in. The operator edits the doctor's clinic, sees
// it on the list, and the record's History shows the add and the edit. A patient is found only by the whole
// number and shows name, number and city with a Send password link button, nothing to edit. The lookup
// stays in the address across a reload. Pictures of the list, the form with its errors, at 360 px too.
import type { Page, TestInfo } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../src/shared/demo-accounts';
import { latestSms } from './admin-cli';
import { postCall, registrationConsents } from './api-helpers';
import { DEMO_PASSWORD, expect, fillLogin, pageFor, shot, test, type Lang } from './fixtures';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };
const OPERATOR_NAME = 'Sunita Yadav';
const CITY = 'Deoria';
const NEW_PASSWORD = 'Parchee@2468';

type T = (key: string, vars?: Record<string, string | number>) => string;

/**
 * A number no other run of these journeys takes on this server: its lead digit, the language, the worker,
 * the repeat and the retry, then the clock.
 */
function journeyPhone(lead: string, lang: Lang, info: TestInfo): string {
  const tail = String(Date.now() % 1e5).padStart(5, '0');
  return `${lead}${lang === 'en' ? 1 : 2}${info.parallelIndex % 10}${info.repeatEachIndex % 10}${info.retry % 10}${tail}`;
}

/** The number as the desk reads it out: +91 98765 43210. */
const spoken = (phone: string) => `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;

/** A password link's address in an SMS, without the server's own origin. */
function linkPathIn(text: string): string {
  const path = /\/generate-password\?forget-token=[^\s&]+&type=\w+/.exec(text)?.[0];
  expect(path, text).toBeTruthy();
  return path!;
}

/** A field of the directory's form by its label, marked when the kind requires it. */
function field(t: T, name: string, required: boolean) {
  return `${t(`operator.directory.fields.${name}`)}${required ? ' *' : ''}`;
}

async function signInOperator(page: Page, t: T) {
  await page.goto('/operator-login');
  await fillLogin(page, t, DEMO_ACCOUNTS.operator.phone_number, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/operator$/);
}

/** Nothing on the page scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

test('the desk adds a doctor who sets a password from the SMS and signs in; an edit shows on the list and in the history', async ({
  page,
  t,
  lang,
  browser,
}, info) => {
  const phone = journeyPhone('7', lang, info);
  const name = `Asha Verma ${lang.toUpperCase()} ${phone.slice(-5)}`;
  const clinic = `Verma Clinic ${phone.slice(-5)}`;
  const newClinic = `Verma Heart Care ${phone.slice(-5)}`;

  await page.setViewportSize(DESKTOP);
  await signInOperator(page, t);
  await page.goto('/operator?desk=directory');
  await expect(page.getByRole('tab', { name: t('operator.sections.directory') })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('heading', { name: t('operator.directory.title') })).toBeVisible();
  await expect(page.getByLabel(t('operator.directory.kindLabel'), { exact: true })).toHaveValue('doctor');
  // The seeded doctors, by name.
  await expect(page.locator('[data-directory-id]').first()).toBeVisible();

  // An empty form says what it needs, under each required field, on a phone's width too.
  await page.getByRole('button', { name: t('operator.directory.add.doctor') }).click();
  const form = page.getByRole('dialog', { name: t('operator.directory.add.doctor') });
  await expect(form.getByLabel(field(t, 'name', true), { exact: true })).toBeFocused();
  await expect(form.getByLabel(field(t, 'email', false), { exact: true })).toBeVisible();
  // A registered doctor has no registration fee (that is an unregistered doctor's).
  await expect(form.getByLabel(field(t, 'registration_fees', false), { exact: true })).toHaveCount(0);
  await form.getByRole('button', { name: t('operator.directory.save') }).click();
  await expect(form.getByText(t('messages.required'), { exact: true })).toHaveCount(7);
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await shot(page, 'operator-directory-form-errors-360', lang);
  await page.setViewportSize(DESKTOP);

  // The doctor, with a number the form checks before the server does.
  await form.getByLabel(field(t, 'name', true), { exact: true }).fill(name);
  await form.getByLabel(field(t, 'phone_number', true), { exact: true }).fill('98765');
  await form.getByLabel(field(t, 'city', true), { exact: true }).selectOption(CITY);
  await form.getByLabel(field(t, 'address', true), { exact: true }).fill('Station Road, Deoria');
  await form.getByLabel(field(t, 'clinic_name', true), { exact: true }).fill(clinic);
  await form.getByLabel(field(t, 'specialization_text', true), { exact: true }).fill('MBBS, MD (Medicine)');
  await form.getByLabel(field(t, 'fees', true), { exact: true }).fill('300');
  await form.getByRole('button', { name: t('operator.directory.save') }).click();
  await expect(form.getByText(t('messages.phoneInvalid'), { exact: true })).toBeVisible();
  await expect(form.getByText(t('messages.required'), { exact: true })).toHaveCount(0);
  await form.getByLabel(field(t, 'phone_number', true), { exact: true }).fill(phone);
  await form.getByRole('button', { name: t('operator.directory.save') }).click();

  // Saved: the desk is told where the password link went, never the link.
  const added = page.getByRole('dialog', { name: t('operator.directory.addedTitle', { name }) });
  await expect(
    added.getByText(t('operator.directory.linkSent.phone', { phone: spoken(phone) }), { exact: true }),
  ).toBeVisible();
  await expect(page.getByText(t('operator.directory.savedToast', { name }), { exact: true })).toBeVisible();
  await expect(page.getByText(/forget-token/)).toHaveCount(0);
  await added.getByRole('button', { name: t('operator.directory.close') }).click();
  await expect(added).toHaveCount(0);

  // The doctor opens the link of the SMS, sets a password and signs in with it.
  await expect.poll(() => latestSms(phone)?.text ?? '').toContain('/generate-password?forget-token=');
  const link = linkPathIn(latestSms(phone)!.text);
  expect(link).toMatch(/&type=Doctor$/);
  const doctor = await pageFor(browser, lang, { viewport: PHONE });
  await doctor.page.goto(link);
  await doctor.page.getByLabel(t('auth.newPassword'), { exact: true }).fill(NEW_PASSWORD);
  await doctor.page.getByLabel(t('auth.confirmPassword'), { exact: true }).fill(NEW_PASSWORD);
  await doctor.page.getByRole('button', { name: t('auth.savePassword') }).click();
  await expect(doctor.page).toHaveURL(/\/doctors-login$/);
  await fillLogin(doctor.page, t, phone, NEW_PASSWORD);
  await expect(doctor.page).toHaveURL(/\/doctors-dashboard$/);
  await expect(doctor.page.getByText(name).first()).toBeVisible();
  await doctor.context.close();

  // The desk finds the doctor by number, and the lookup stays in the address across a reload.
  await page.getByLabel(t('operator.directory.search'), { exact: true }).fill(phone);
  await expect(page).toHaveURL(new RegExp(`desk=directory.*search=${phone}`));
  await page.reload();
  await expect(page.getByLabel(t('operator.directory.search'), { exact: true })).toHaveValue(phone);
  // And across a visit to another section of the desk.
  await page.getByRole('tab', { name: t('operator.sections.emergencies') }).click();
  await expect(page).toHaveURL(/\/operator$/);
  await page.getByRole('tab', { name: t('operator.sections.directory') }).click();
  await expect(page).toHaveURL(new RegExp(`desk=directory.*search=${phone}`));
  await expect(page.getByLabel(t('operator.directory.search'), { exact: true })).toHaveValue(phone);
  const card = page.locator('[data-directory-id]', { hasText: name });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { name })).toBeVisible();
  await expect(card.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:+91${phone}`);
  await expect(card.getByText(clinic, { exact: true })).toBeVisible();
  await expect(card.getByTestId('can-sign-in')).toHaveText(t('operator.directory.canSignIn'));

  // The clinic's new name, on the list at once.
  await card.getByRole('button', { name: t('operator.directory.edit') }).click();
  const edit = page.getByRole('dialog', { name: t('operator.directory.editTitle', { name }) });
  const clinicField = edit.getByLabel(field(t, 'clinic_name', true), { exact: true });
  await expect(clinicField).toHaveValue(clinic);
  await expect(edit.getByLabel(field(t, 'city', true), { exact: true })).toHaveValue(CITY);
  await clinicField.fill(newClinic);
  await edit.getByRole('button', { name: t('operator.directory.save') }).click();
  await expect(edit).toHaveCount(0);
  await expect(card.getByText(newClinic, { exact: true })).toBeVisible();
  await expect(card.getByText(clinic, { exact: true })).toHaveCount(0);

  // The record's history: added, its link sent, edited, each by the operator.
  await card.getByRole('button', { name: t('operator.history.button') }).click();
  const history = page.getByRole('dialog', { name: t('operator.history.title', { record: name }) });
  const entries = history.getByTestId('history-entry');
  await expect(entries.filter({ hasText: t('operator.history.actions.directory-add') })).toHaveCount(1);
  await expect(entries.filter({ hasText: t('operator.history.actions.send-password-link') })).toHaveCount(1);
  await expect(entries.first()).toContainText(t('operator.history.actions.directory-edit'));
  await expect(entries.first()).toContainText(`${OPERATOR_NAME} (${t('operator.history.roles.Operator')})`);
  await expect(entries.first()).toContainText(t('operator.history.ok'));
  await history.getByRole('button', { name: t('operator.history.close') }).click();
  await expect(history).toHaveCount(0);

  // The city's doctors as a list, on a desktop and a phone.
  await page.getByLabel(t('operator.directory.search'), { exact: true }).fill('');
  await page.getByLabel(t('operator.directory.city'), { exact: true }).selectOption(CITY);
  await expect(page).toHaveURL(new RegExp(`city=${CITY}`));
  await expect(card).toBeVisible();
  await expect(page.locator('[data-directory-id]').nth(1)).toBeVisible();
  await shot(page, 'operator-directory-1280', lang);
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await shot(page, 'operator-directory-360', lang);
});

test('a patient is found by the whole number only, with nothing to edit: only a password link to send', async ({
  page,
  t,
  lang,
}, info) => {
  const phone = journeyPhone('6', lang, info);
  const name = `Kamla Devi ${phone.slice(-5)}`;
  await page.goto('/home');
  const registered = await postCall(page.request, 'registration', {
    full_name: name,
    phone_number: phone,
    password: DEMO_PASSWORD,
    confirm_password: DEMO_PASSWORD,
    ...(await registrationConsents(page.request)),
  });
  expect(registered.status, registered.body.error).toBe(200);

  await page.setViewportSize(DESKTOP);
  await signInOperator(page, t);
  await page.getByRole('tab', { name: t('operator.sections.directory') }).click();
  await expect(page).toHaveURL(/\/operator\?desk=directory$/);
  await page.getByLabel(t('operator.directory.kindLabel'), { exact: true }).selectOption('patient');
  await expect(page).toHaveURL(/kind=patient/);

  // No city and no Add for patients; part of a number is not looked up.
  await expect(page.getByLabel(t('operator.directory.city'), { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: t('operator.directory.add.doctor') })).toHaveCount(0);
  await expect(page.getByText(t('operator.directory.patientNote'), { exact: true })).toBeVisible();
  const search = page.getByLabel(t('operator.directory.searchPatient'), { exact: true });
  await search.fill(phone.slice(0, 6));
  await expect(page.getByText(t('messages.directoryPatientSearch'), { exact: true })).toBeVisible();
  await expect(page.locator('[data-directory-id]')).toHaveCount(0);

  // The whole number: name, number and city only, and the one thing the desk does for a patient.
  await search.fill(phone);
  const card = page.locator('[data-directory-id]', { hasText: name });
  await expect(card).toHaveCount(1);
  await expect(page.getByText(t('messages.directoryPatientSearch'), { exact: true })).toHaveCount(0);
  await expect(card.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:+91${phone}`);
  await expect(card.getByRole('button')).toHaveCount(1);
  await expect(card.getByRole('button', { name: t('operator.directory.edit') })).toHaveCount(0);
  await expect(card.getByRole('button', { name: t('operator.history.button') })).toHaveCount(0);
  await expect(card.getByTestId('can-sign-in')).toHaveCount(0);
  // Only the phone and the city (a new patient may have none yet).
  expect(await card.locator('.info-row').count()).toBeLessThanOrEqual(2);

  // The lookup survives a reload.
  await page.reload();
  await expect(page.getByLabel(t('operator.directory.searchPatient'), { exact: true })).toHaveValue(phone);
  await expect(card).toHaveCount(1);

  // Asked first; then the desk is told where the link went, and the SMS carries it.
  const before = latestSms(phone)?.id ?? 0;
  await card.getByRole('button', { name: t('operator.directory.sendLink') }).click();
  const confirm = page.getByRole('dialog', { name: t('operator.directory.sendLinkTitle', { name }) });
  await expect(
    confirm.getByText(t('operator.directory.sendLinkBody', { phone: spoken(phone) }), { exact: true }),
  ).toBeVisible();
  await confirm.getByRole('button', { name: t('operator.directory.sendLinkConfirm') }).click();
  await expect(confirm).toHaveCount(0);
  await expect(
    card.getByText(t('operator.directory.linkSent.phone', { phone: spoken(phone) }), { exact: true }),
  ).toBeVisible();
  await expect(page.getByText(/forget-token/)).toHaveCount(0);
  await expect.poll(() => latestSms(phone)?.id ?? 0).toBeGreaterThan(before);
  expect(linkPathIn(latestSms(phone)!.text)).toMatch(/&type=Patient$/);
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await shot(page, 'operator-directory-patient-360', lang);
});
