// Who may change where an account signs in, in English and Hindi at 360 px. A patient changes their own
// number from the profile: the number is shown, not typed into; the new number gets a code, and only the
// code changes it; then the new number signs in. The call centre's change of a doctor's number waits:
// the card says "Waiting for approval", the operator who asked cannot approve it, a second operator can;
// and the holder of the old number can stop a change through the link sent to it.
import type { Page, TestInfo } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../src/shared/demo-accounts';
import { createUser, latestSms } from './admin-cli';
import { apiSignIn, postCall, registrationConsents } from './api-helpers';
import { DEMO_PASSWORD, expect, fillLogin, pageFor, shot, test, type Lang } from './fixtures';

const PHONE = { width: 360, height: 740 };
type T = (key: string, vars?: Record<string, string | number>) => string;

/** A number no other run of these journeys takes on this server: lead digit, language, worker, then the clock. */
function journeyPhone(lead: string, lang: Lang, info: TestInfo): string {
  const tail = String(Date.now() % 1e6).padStart(6, '0');
  return `${lead}${lang === 'en' ? 1 : 2}${info.parallelIndex % 10}${info.retry % 10}${tail}`;
}

const spoken = (phone: string) => `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;

async function signIn(page: Page, t: T, path: string, phone: string) {
  await page.goto(path);
  await fillLogin(page, t, phone, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(new RegExp(`${path}$`));
}

test('a patient changes their sign-in number with a code sent to the new number, and signs in with it', async ({
  page,
  t,
  lang,
  request,
}, info) => {
  const phone = journeyPhone('6', lang, info);
  const newPhone = journeyPhone('5', lang, info);
  await request.get('/api/get-cities.json');
  const consents = await registrationConsents(request);
  expect(
    (
      await postCall(request, 'registration', {
        full_name: 'Meena Devi',
        phone_number: phone,
        password: DEMO_PASSWORD,
        confirm_password: DEMO_PASSWORD,
        ...consents,
      })
    ).status,
  ).toBe(200);

  await page.setViewportSize(PHONE);
  await signIn(page, t, '/patient-login', phone);
  await page.goto('/patient-edit-profile');
  const number = page.getByLabel(t('patientCare.phone'), { exact: true });
  await expect(number).toHaveValue(phone);
  await expect(number).toHaveAttribute('readonly', '');

  await page.getByRole('button', { name: t('account.changeNumber.button') }).click();
  const dialog = page.getByRole('dialog', { name: t('account.changeNumber.title') });
  await dialog.getByLabel(t('account.changeNumber.newNumber'), { exact: true }).fill(newPhone);
  await dialog.getByRole('button', { name: t('account.changeNumber.sendCode') }).click();
  await expect(dialog.getByText(spoken(newPhone))).toBeVisible();
  const code = latestSms(newPhone)?.code;
  expect(code).toBeTruthy();
  // A wrong code is said under the field, and the number stays.
  await dialog.getByLabel(t('otp.codeLabel'), { exact: true }).fill(code === '000000' ? '111111' : '000000');
  await dialog.getByRole('button', { name: t('account.changeNumber.confirm') }).click();
  await expect(dialog.getByText(t('messages.otpWrong'))).toBeVisible();
  await shot(page, 'change-number-code', lang);
  await dialog.getByLabel(t('otp.codeLabel'), { exact: true }).fill(code!);
  await dialog.getByRole('button', { name: t('account.changeNumber.confirm') }).click();
  await expect(page.getByText(t('messages.phoneChanged'))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(number).toHaveValue(newPhone);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // The profile still saves, and the new number signs in while the old one does not.
  await page.getByLabel(t('patientCare.profile.email'), { exact: true }).fill(`meena${newPhone}@example.in`);
  await page.getByLabel(t('patientCare.profile.age'), { exact: true }).fill('52');
  await page.getByLabel(t('patientCare.address'), { exact: true }).fill('Civil Lines, Deoria');
  await page.getByRole('button', { name: t('patientCare.profile.submit') }).click();
  await expect(page).toHaveURL(/\/patient-account$/);
  const { page: fresh, context } = await pageFor(page.context().browser()!, lang);
  await fresh.goto('/patient-login');
  await fillLogin(fresh, t, phone, DEMO_PASSWORD);
  await expect(fresh.getByText(t('messages.wrongCredentials'))).toBeVisible();
  await fresh.getByRole('button', { name: t('common.ok') }).click();
  await fillLogin(fresh, t, newPhone, DEMO_PASSWORD);
  await expect(fresh).toHaveURL(/\/patient-(dashboard|selection)/);
  await context.close();
});

test("the desk's change of a doctor's number waits for a second operator; the old number's link stops another", async ({
  page,
  t,
  lang,
  playwright,
  baseURL,
}, info) => {
  const doctorPhone = journeyPhone('4', lang, info);
  const askedPhone = journeyPhone('3', lang, info);
  // A doctor the desk added, who chose a password through the first link.
  const desk = await playwright.request.newContext({ baseURL });
  const { post } = await apiSignIn(desk, 'operator-login', DEMO_ACCOUNTS.operator.phone_number);
  // Sign-ins tried apart from the desk's session.
  const probe = await playwright.request.newContext({ baseURL });
  await probe.get('/api/get-cities.json');
  const signsIn = async (phone: string) =>
    (await postCall(probe, 'doctor-login', { phone_number: phone, password: DEMO_PASSWORD })).status;
  const added = await post('save-directory-record', {
    kind: 'doctor',
    name: `Kiran Rao ${doctorPhone.slice(-4)}`,
    phone_number: doctorPhone,
    city: 'Deoria',
    address: 'Station Road',
    clinic_name: 'Rao Clinic',
    specialization_text: 'GP',
    fees: '300',
  });
  expect(added.status).toBe(200);
  const record = (added.body.result as { record: { id: number; name: string } }).record;
  const token = /forget-token=([^\s&]+)/.exec(latestSms(doctorPhone)!.text)![1]!;
  expect(
    (
      await post('generate-password', {
        token,
        password: DEMO_PASSWORD,
        confirm_password: DEMO_PASSWORD,
        type: 'Doctor',
      })
    ).status,
  ).toBe(200);

  // The demo operator asks for a new number: saved, but waiting.
  await page.setViewportSize(PHONE);
  await signIn(page, t, '/operator-login', DEMO_ACCOUNTS.operator.phone_number);
  await page.goto(`/operator?desk=directory&search=${doctorPhone}`);
  const card = page.locator(`[data-directory-id="${record.id}"]`);
  await card.getByRole('button', { name: t('operator.directory.edit') }).click();
  const form = page.getByRole('dialog', { name: t('operator.directory.editTitle', { name: record.name }) });
  await form.getByLabel(`${t('operator.directory.fields.phone_number')} *`, { exact: true }).fill(askedPhone);
  await form.getByRole('button', { name: t('operator.directory.save') }).click();
  await expect(page.getByText(t('messages.contactChangeWaiting'))).toBeVisible();
  await expect(card.getByTestId('waiting-approval')).toHaveText(t('operator.directory.waiting.chip'));
  await card.getByRole('button', { name: t('operator.directory.edit') }).click();
  const waiting = form.getByTestId('waiting-change');
  await expect(waiting).toContainText(spoken(askedPhone).replaceAll(' ', '\u00a0'));
  await expect(waiting.getByText(t('messages.contactChangeOtherOperator'))).toBeVisible();
  await expect(waiting.getByRole('button', { name: t('operator.directory.waiting.approve') })).toHaveCount(0);
  await shot(page, 'desk-change-waiting', lang);
  expect(await signsIn(askedPhone)).toBe(401);

  // A second operator approves it: the number changes.
  const secondPhone = journeyPhone('2', lang, info);
  createUser('operator', secondPhone, DEMO_PASSWORD, `Second Desk ${lang}`);
  const { page: second, context } = await pageFor(page.context().browser()!, lang, { viewport: PHONE });
  await signIn(second, t, '/operator-login', secondPhone);
  await second.goto(`/operator?desk=directory&search=${doctorPhone}`);
  const secondCard = second.locator(`[data-directory-id="${record.id}"]`);
  await secondCard.getByRole('button', { name: t('operator.directory.edit') }).click();
  await second
    .getByTestId('waiting-change')
    .getByRole('button', { name: t('operator.directory.waiting.approve') })
    .click();
  await expect(second.getByText(t('messages.contactChangeApproved'))).toBeVisible();
  await expect(second.getByTestId('waiting-change')).toHaveCount(0);
  await context.close();
  expect(await signsIn(askedPhone)).toBe(200);

  // Another change, stopped by whoever holds the number through the link sent to it.
  const stoppedPhone = journeyPhone('1', lang, info);
  expect(
    (
      await post('save-directory-record', {
        kind: 'doctor',
        id: record.id,
        name: record.name,
        phone_number: stoppedPhone,
        city: 'Deoria',
        address: 'Station Road',
        clinic_name: 'Rao Clinic',
        specialization_text: 'GP',
        fees: '300',
      })
    ).status,
  ).toBe(200);
  const link = /\/contact-change\?token=[\w-]+/.exec(latestSms(askedPhone)!.text)![0];
  const { page: holder, context: holderContext } = await pageFor(page.context().browser()!, lang, { viewport: PHONE });
  await holder.goto(link);
  await expect(holder.getByRole('heading', { name: t('titles.contact-change') })).toBeVisible();
  await expect(holder.getByText(spoken(stoppedPhone), { exact: false })).toBeVisible();
  await shot(holder, 'contact-change-link', lang);
  await holder.getByRole('button', { name: t('auth.contactChange.stop') }).click();
  await expect(holder.getByText(t('messages.contactChangeStopped'))).toBeVisible();
  await expect(holder.getByTestId('contact-change-status')).toHaveText(t('auth.contactChange.status.Stopped'));
  await expect(holder.getByRole('button', { name: t('auth.contactChange.confirm') })).toHaveCount(0);
  await holderContext.close();
  expect(await signsIn(askedPhone)).toBe(200);
  await probe.dispose();
  await desk.dispose();
});
