// Sign-in with a one-time code: the mobile number, the verify screen with that number,
// a wrong code refused with the server's text, Resend OTP counting down (the e2e servers wait only a
// couple of seconds, OTP_RESEND_SECONDS) and sending a new code, then the code from the SMS outbox (read
// with the operator's tool) signs in and lands on its role's landing page. The patient's journey runs in English,
// the doctor's in Hindi. Opened without a number, the verify screen asks for a code first.
import { DEMO_ACCOUNTS } from '../../src/shared/demo-accounts';
import { latestSms } from './admin-cli';
import { expect, shot, test, type Lang } from './fixtures';

const JOURNEYS: Record<Lang, { request: string; verify: RegExp; phone: string; shownAs: string; landing: RegExp }> = {
  en: {
    request: '/patient-login-otp',
    verify: /\/patient-verify-otp$/,
    phone: DEMO_ACCOUNTS.patient.phone_number,
    shownAs: '+91 90000 00001',
    // Where a password sign-in lands too.
    landing: /\/patient-selection$/,
  },
  hi: {
    request: '/doctor-login-otp',
    verify: /\/doctors-verify-otp$/,
    phone: DEMO_ACCOUNTS.doctor.phone_number,
    shownAs: '+91 90000 00101',
    landing: /\/doctors-dashboard$/,
  },
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('signs in with the code sent by SMS, after a wrong one and a resend (patient in English, doctor in Hindi)', async ({
  page,
  t,
  lang,
}) => {
  const journey = JOURNEYS[lang];
  // "Resend in 0:02" in the page's language, whatever the seconds left.
  const countdown = new RegExp(`^${escapeRegExp(t('otp.resendIn', { time: '@@' })).replace('@@', '\\d+:\\d{2}')}$`);

  await page.goto(journey.request);
  await expect(page.getByRole('heading', { level: 2, name: t('otp.loginWithOtp') })).toBeVisible();
  await page.getByLabel(t('auth.mobileNumber'), { exact: true }).fill(journey.phone);
  await shot(page, 'otp-request', lang);
  await page.getByRole('button', { name: t('otp.getOtp'), exact: true }).click();

  await expect(page).toHaveURL(journey.verify);
  await expect(page.getByText(journey.shownAs, { exact: true })).toBeVisible();
  // Resend waits for the server's countdown.
  await expect(page.getByRole('button', { name: countdown })).toBeDisabled();
  await shot(page, 'otp-verify', lang);

  // A wrong code: the server's text, and the screen stays usable.
  const code = page.getByLabel(t('otp.codeLabel'), { exact: true });
  const verify = page.getByRole('button', { name: t('otp.verifyAndLogin'), exact: true });
  await code.fill('000000');
  await verify.click();
  await expect(page.getByText(t('messages.otpWrong'))).toBeVisible();
  await expect(page).toHaveURL(journey.verify);
  await shot(page, 'otp-wrong-code', lang);

  // The first code's message, as the SMS outbox holds it (the server writes it just after answering).
  await expect.poll(() => latestSms(journey.phone)?.code).toMatch(/^\d{6}$/);
  const first = latestSms(journey.phone)!;

  // Once the countdown ends, Resend OTP sends a new code and counts down again.
  const resend = page.getByRole('button', { name: t('otp.resendOtp'), exact: true });
  await expect(resend).toBeEnabled();
  await resend.click();
  await expect(page.getByText(t('messages.otpSent'))).toBeVisible();
  await expect(page.getByRole('button', { name: countdown })).toBeDisabled();

  // The new code's message, which replaced the first code.
  await expect.poll(() => latestSms(journey.phone)?.id).toBeGreaterThan(first.id);
  await code.fill(latestSms(journey.phone)?.code ?? '');
  await verify.click();
  await expect(page.getByRole('status').filter({ hasText: t('messages.loggedIn') })).toBeVisible();
  await expect(page).toHaveURL(journey.landing);
});

test('the verify screen opened without a number asks for a code first', async ({ page, t }) => {
  await page.goto('/patient-verify-otp');
  await expect(page.getByText(t('otp.noNumber'))).toBeVisible();
  await expect(page.getByLabel(t('otp.codeLabel'))).toHaveCount(0);
  await page.getByRole('link', { name: t('otp.getOtp'), exact: true }).click();
  await expect(page).toHaveURL(/\/patient-login-otp$/);
  // The number is checked before anything is sent.
  await page.getByRole('button', { name: t('otp.getOtp'), exact: true }).click();
  await expect(page.getByText(t('messages.required'))).toBeVisible();
  await expect(page).toHaveURL(/\/patient-login-otp$/);
});
