// Consents and the privacy notice (decision 0090), at 360 px, in English and Hindi: registration asks that the
// privacy notice be accepted (it opens over the form, which keeps what was typed); a patient signed in once
// the notice has changed (the next release, started here on the same database with another
// PRIVACY_NOTICE_VERSION) is asked to accept it before any screen, and then goes on to the screen they
// opened; SMS withdrawn on /privacy-choices shows on /patient-alert-settings, and given again, SMS is back.
import type { Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { TEXT_SIZES } from '../../src/web/lib/text-size';
import { apiSignIn, postCall, registrationConsents } from './api-helpers';
import { DEMO_PASSWORD, expect, fillLogin, pageFor, registerAndSignIn, shot, test, uniquePhone } from './fixtures';

test.use({ viewport: { width: 360, height: 740 } });

const ROOT = path.resolve(import.meta.dirname, '../..');
const NEXT_VERSION = '2027-01';

/** Nothing runs sideways at 360 px, at any text size (set on the page's root as lib/text-size.ts does). */
async function fitsTheScreen(page: Page) {
  for (const size of TEXT_SIZES) {
    await page.evaluate((chosen) => {
      if (chosen === 'normal') delete document.documentElement.dataset.textSize;
      else document.documentElement.dataset.textSize = chosen;
    }, size);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), size).toBeLessThanOrEqual(360);
  }
}

test('registration asks that the privacy notice be accepted, shows it over the form, and records it', async ({
  page,
  t,
  lang,
}) => {
  const phone = uniquePhone(lang);
  await page.goto('/patient-registration');
  await page.getByLabel(t('auth.fullName')).fill('Savitri Devi');
  await page.getByLabel(t('auth.mobileNumber'), { exact: true }).fill(phone);
  await page.getByLabel(t('auth.newPassword'), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel(t('auth.confirmPassword'), { exact: true }).fill(DEMO_PASSWORD);
  const accept = page.getByLabel(t('consent.registration.accept'), { exact: true });
  const register = page.getByRole('button', { name: t('auth.register'), exact: true });
  await register.click();
  await expect(accept).toHaveAccessibleDescription(
    new RegExp(t('messages.privacyNoticeRequired').replace(/[.()]/g, '\\$&')),
  );
  await shot(page, 'registration-privacy-notice-required', lang);
  await fitsTheScreen(page);

  // The notice opens over the form, with its version, and the form keeps what was typed.
  await page.getByRole('link', { name: t('consent.readNotice') }).click();
  const notice = page.getByRole('dialog', { name: t('titles.privacy-policy') });
  const { privacy_notice_version: version } = await registrationConsents(page.request);
  await expect(notice.getByText(t('consent.noticeVersion', { version }))).toBeVisible();
  await shot(page, 'registration-privacy-notice', lang);
  await notice.getByRole('button', { name: t('common.close') }).click();
  await expect(notice).toBeHidden();
  await expect(page.getByLabel(t('auth.mobileNumber'), { exact: true })).toHaveValue(phone);

  // Accepted, alerts not ticked: registered and signed in without being asked again; both channels are off.
  await accept.check();
  await register.click();
  await expect(page.getByText(t('messages.registered'))).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  await fillLogin(page, t, phone, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/patient-selection$/);
  await page.goto('/privacy-choices');
  await expect(page.getByRole('switch', { name: t('consent.purposes.sms.label') })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(page.getByRole('switch', { name: t('consent.purposes.push.label') })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(page.getByText(new RegExp(t('consent.acceptedOn', { version, date: '.+' })))).toBeVisible();
});

test.describe('a new privacy notice', () => {
  let next: ChildProcess | null = null;
  let nextUrl = '';

  // The next release, on this worker's database: the same server with another PRIVACY_NOTICE_VERSION.
  test.beforeAll(async ({ workerServer }) => {
    const port = workerServer.port + 100;
    nextUrl = `http://127.0.0.1:${port}`;
    next = spawn(process.execPath, ['dist/server/main.js'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: workerServer.dataDir,
        PRIVACY_NOTICE_VERSION: NEXT_VERSION,
        OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
      },
      stdio: 'ignore',
    });
    await expect
      .poll(async () => (await fetch(`${nextUrl}/readyz`).catch(() => null))?.status ?? 0, { timeout: 30_000 })
      .toBe(200);
  });

  test.afterAll(async () => {
    if (!next || next.exitCode !== null) return;
    const exited = new Promise((resolve) => next!.once('exit', resolve));
    next.kill('SIGTERM');
    await exited;
  });

  test('a patient signed in when it changed is asked to accept it before any screen, then goes on where they were going', async ({
    browser,
    request,
    t,
    lang,
  }) => {
    // Registered under the notice in force now, with SMS and push alerts.
    const phone = uniquePhone(lang);
    await request.get('/api/get-cities.json');
    const consents = await registrationConsents(request);
    expect(
      (
        await postCall(request, 'registration', {
          full_name: 'Ramvati Devi',
          phone_number: phone,
          password: DEMO_PASSWORD,
          ...consents,
        })
      ).status,
    ).toBe(200);

    const { context, page } = await pageFor(browser, lang, { baseURL: nextUrl, viewport: { width: 360, height: 740 } });
    await apiSignIn(context.request, 'patient-login', phone);
    await page.goto('/patient-history');
    await expect(page).toHaveURL(/\/accept-privacy-notice\?next=%2Fpatient-history$/);
    await expect(page.getByRole('heading', { name: t('consent.gate.changedTitle') })).toBeVisible();
    await expect(page.getByText(new RegExp(`${consents.privacy_notice_version}.*${NEXT_VERSION}`))).toBeVisible();
    // Every patient screen leads here until it is accepted.
    await page.goto('/patient-account');
    await expect(page).toHaveURL(/\/accept-privacy-notice\?next=%2Fpatient-account$/);
    await page.goto('/patient-history');

    await page.getByRole('button', { name: t('consent.readNotice') }).click();
    const notice = page.getByRole('dialog', { name: t('titles.privacy-policy') });
    await expect(notice.getByText(t('consent.noticeVersion', { version: NEXT_VERSION }))).toBeVisible();
    await notice.getByRole('button', { name: t('common.close') }).click();

    // The choices as they are now, changed here: SMS off.
    const sms = page.getByLabel(t('consent.purposes.sms.label'), { exact: true });
    await expect(sms).toBeChecked();
    await expect(page.getByLabel(t('consent.purposes.push.label'), { exact: true })).toBeChecked();
    await expect(page.getByRole('button', { name: t('common.logout') })).toBeVisible();
    await sms.uncheck();
    await shot(page, 'privacy-notice-gate', lang);
    await fitsTheScreen(page);
    await shot(page, 'privacy-notice-gate-largest-text', lang);
    await page.getByRole('button', { name: t('consent.gate.accept') }).click();
    await expect(page.getByText(t('messages.privacyNoticeAccepted'))).toBeVisible();
    await expect(page).toHaveURL(/\/patient-history$/);
    await expect(page.getByRole('heading', { level: 1, name: t('titles.patient-history') })).toBeVisible();

    // Not asked again; the choices say what was accepted and chosen.
    await page.goto('/privacy-choices');
    await expect(page).toHaveURL(/\/privacy-choices$/);
    await expect(
      page.getByText(new RegExp(t('consent.acceptedOn', { version: NEXT_VERSION, date: '.+' }))),
    ).toBeVisible();
    await expect(page.getByRole('switch', { name: t('consent.purposes.sms.label') })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await context.close();
  });

  test('logging out is the way out of the question', async ({ browser, request, t, lang }) => {
    const phone = uniquePhone(lang);
    await request.get('/api/get-cities.json');
    expect(
      (
        await postCall(request, 'registration', {
          full_name: 'Phoolmati Devi',
          phone_number: phone,
          password: DEMO_PASSWORD,
          ...(await registrationConsents(request)),
        })
      ).status,
    ).toBe(200);
    const { context, page } = await pageFor(browser, lang, { baseURL: nextUrl, viewport: { width: 360, height: 740 } });
    await page.goto('/patient-login');
    await fillLogin(page, t, phone, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/accept-privacy-notice\?next=%2Fpatient-selection$/);
    await page.getByRole('button', { name: t('common.logout') }).click();
    await expect(page).toHaveURL(/\/patient-login$/);
    await context.close();
  });
});

test('SMS withdrawn on the privacy choices is off on the alert settings, and back once given again', async ({
  page,
  t,
  lang,
}) => {
  await registerAndSignIn(page, t, lang, 'Kamla Devi');
  await page.goto('/patient-account');
  await page.getByRole('link', { name: t('titles.my-data') }).click();
  await page.getByRole('link', { name: t('titles.privacy-choices') }).click();
  await expect(page).toHaveURL(/\/privacy-choices$/);
  const smsSwitch = page.getByRole('switch', { name: t('consent.purposes.sms.label') });
  await expect(smsSwitch).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('switch', { name: t('consent.purposes.push.label') })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await shot(page, 'privacy-choices', lang);
  await fitsTheScreen(page);
  await shot(page, 'privacy-choices-largest-text', lang);

  // Turning it off asks first and says what stops; keeping it changes nothing.
  await smsSwitch.click();
  const confirm = page.getByRole('dialog', {
    name: t('consent.choices.confirmTitle', { name: t('consent.purposes.sms.label') }),
  });
  await expect(confirm.getByText(t('consent.choices.stops.sms'))).toBeVisible();
  await expect(confirm.getByText(t('consent.choices.stillGo'))).toBeVisible();
  await shot(page, 'privacy-choices-confirm', lang);
  await confirm.getByRole('button', { name: t('consent.choices.keep') }).click();
  await expect(smsSwitch).toHaveAttribute('aria-checked', 'true');
  await smsSwitch.click();
  await confirm.getByRole('button', { name: t('consent.choices.turnOff') }).click();
  await expect(page.getByText(t('messages.smsConsentWithdrawn'))).toBeVisible();
  await expect(smsSwitch).toHaveAttribute('aria-checked', 'false');

  // The alert settings show SMS off by that choice, with the way back to it.
  await page.getByRole('link', { name: t('consent.choices.alertSettings') }).click();
  await expect(page).toHaveURL(/\/patient-alert-settings$/);
  const sms = page.getByLabel(t('alertSettings.sms'), { exact: true });
  await expect(sms).not.toBeChecked();
  await expect(sms).toBeDisabled();
  await expect(sms).toHaveAccessibleDescription(new RegExp(t('consent.withdrawnChannel').replace(/[.()]/g, '\\$&')));
  await shot(page, 'alert-settings-sms-withdrawn', lang);
  await fitsTheScreen(page);
  // Saving the settings meanwhile keeps SMS chosen, for when it is given again.
  await page.getByRole('button', { name: t('alertSettings.submit') }).click();
  await expect(page.getByText(t('messages.alertPreferencesSaved'))).toBeVisible();
  await page.getByRole('link', { name: t('titles.privacy-choices') }).click();
  await expect(page).toHaveURL(/\/privacy-choices$/);
  await smsSwitch.click();
  await expect(page.getByText(t('messages.smsConsentGiven'))).toBeVisible();
  await expect(smsSwitch).toHaveAttribute('aria-checked', 'true');
  await page.goto('/patient-alert-settings');
  await expect(sms).toBeEnabled();
  await expect(sms).toBeChecked();
});
