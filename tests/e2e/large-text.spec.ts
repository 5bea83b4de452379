// Large text at 360 px, in English and Hindi: a patient chooses the largest text size on /home before signing
// in; it applies at once, holds after a reload and a sign-in (kept on the device), the menu changes it, and a
// token slip's status page offers it too. At the largest size the heavy screens of a patient, a doctor and
// the call centre, with data on them, never scroll sideways (document.scrollingElement.scrollWidth <= 360).
// The opened menu passes axe.
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../src/shared/demo-accounts';
import { apiSignIn, bookEveningSlot, callOk, DAY_ENDS_SOON_REASON, dayEndsSoon, DEMO_DOCTOR } from './api-helpers';
import { seriousViolations } from './axe';
import { DEMO_PASSWORD, expect, fillLogin, pageFor, shot, test, type Lang } from './fixtures';
import { openInApp } from './route-walk';

const PHONE = { width: 360, height: 740 };
const person = (name: string) => ({
  name,
  age: 72,
  problem: 'Cataract check',
  address: 'Civil Lines Deoria',
  phone_number: '9876543210',
});

/** The step on the page's root and the root's font size in px (16 px at normal in the test browser). */
const rootSize = (page: Page) =>
  page.evaluate(() => ({
    step: document.documentElement.dataset.textSize ?? 'normal',
    px: parseFloat(getComputedStyle(document.documentElement).fontSize),
  }));

/** How wide the page scrolls: at most the screen's width, or it scrolls sideways. */
const scrollWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);

/** Opens each screen inside the app and checks it fits the phone's width, keeping a picture of it. */
async function expectScreensFit(page: Page, who: string, paths: string[], lang: Lang) {
  for (const path of paths) {
    await openInApp(page, path);
    expect(await scrollWidth(page), `${path} scrolls sideways`).toBeLessThanOrEqual(PHONE.width);
    await shot(page, `large-text-${who}${path.split('?')[0]!.replace(/\//g, '-')}`, lang);
  }
}

test('a patient chooses the largest text before signing in, keeps it, changes it in the menu, and every heavy screen fits', async ({
  page,
  request,
  t,
  lang,
}) => {
  test.slow();
  test.skip(dayEndsSoon(), DAY_ENDS_SOON_REASON);
  const mine = await bookEveningSlot(request, {
    doctor: DEMO_DOCTOR,
    patient: person(`Large Text ${lang} ${Date.now() % 100000}`),
  });
  const { status_code: code } = (await callOk(request, 'get-token-slip', { booking_id: mine.bookingId })) as {
    status_code: string;
  };

  await page.setViewportSize(PHONE);
  await page.goto('/home');
  const sizes = page.getByRole('group', { name: t('textSize.legend') });
  await expect(sizes.getByRole('radio', { name: t('textSize.normal'), exact: true })).toBeChecked();
  expect(await rootSize(page)).toEqual({ step: 'normal', px: 16 });
  await sizes.getByRole('radio', { name: t('textSize.largest'), exact: true }).check();
  expect(await rootSize(page)).toEqual({ step: 'largest', px: 20.8 });
  expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await shot(page, 'large-text-home', lang);

  // Kept on the device: a reload opens at the largest size, before anything is chosen again.
  await page.reload();
  await expect(
    page
      .getByRole('group', { name: t('textSize.legend') })
      .getByRole('radio', { name: t('textSize.largest'), exact: true }),
  ).toBeChecked();
  expect(await rootSize(page)).toEqual({ step: 'largest', px: 20.8 });

  // The sign-in side pages offer it too, showing the choice made.
  await page.goto('/patient-login-otp');
  await expect(
    page
      .getByRole('group', { name: t('textSize.legend') })
      .getByRole('radio', { name: t('textSize.largest'), exact: true }),
  ).toBeChecked();
  expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);

  await page.goto('/patient-login');
  await fillLogin(page, t, DEMO_ACCOUNTS.patient.phone_number, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/patient-selection$/);
  expect(await rootSize(page)).toEqual({ step: 'largest', px: 20.8 });
  await openInApp(page, '/patient-live');
  await expect(
    page.locator(`[data-booking-id="${mine.bookingId}"]`).getByRole('button', { name: t('readAloud.button') }),
  ).toBeVisible();
  await expectScreensFit(
    page,
    'patient',
    [
      '/patient-live',
      '/patient-selection',
      '/patient-history',
      '/patient-dashboard',
      '/total-bookings',
      '/patient-prescriptions',
      '/medical-lab',
      '/make-medical-delivery',
      '/patient-emergency',
    ],
    lang,
  );

  // The menu shows the size in use and changes it at once; the opened menu passes axe.
  await openInApp(page, '/patient-account');
  const sizesInMenu = await openMenuSizes(page, t);
  await expect(sizesInMenu.getByRole('radio', { name: t('textSize.largest'), exact: true })).toBeChecked();
  expect(await seriousViolations(page, '.side-menu')).toEqual([]);
  await shot(page, 'large-text-menu', lang);
  await sizesInMenu.getByRole('radio', { name: t('textSize.large'), exact: true }).check();
  expect(await rootSize(page)).toEqual({ step: 'large', px: 18.4 });
  await sizesInMenu.getByRole('radio', { name: t('textSize.normal'), exact: true }).check();
  expect(await rootSize(page)).toEqual({ step: 'normal', px: 16 });
  await page.reload();
  expect(await rootSize(page)).toEqual({ step: 'normal', px: 16 });

  // Back to the largest through the menu: the token slip's status page, as anyone opens it, fits too.
  await (await openMenuSizes(page, t)).getByRole('radio', { name: t('textSize.largest'), exact: true }).check();
  expect(await rootSize(page)).toEqual({ step: 'largest', px: 20.8 });
  await page
    .getByRole('dialog', { name: t('common.menu') })
    .getByRole('button', { name: t('common.closeMenu') })
    .click();
  await expectScreensFit(page, 'patient', [`/token-status?t=${code}`], lang);
  // A slip's holder, who may never have seen the sign-in screens, finds the choice there too.
  await expect(
    page
      .getByRole('group', { name: t('textSize.legend') })
      .getByRole('radio', { name: t('textSize.largest'), exact: true }),
  ).toBeChecked();
});

/** Opens the side menu of a tab page: its text-size choice. */
async function openMenuSizes(page: Page, t: (key: string) => string) {
  await page.getByRole('button', { name: t('common.openMenu') }).click();
  return page.getByRole('dialog', { name: t('common.menu') }).getByRole('group', { name: t('textSize.legend') });
}

test("the doctor's and the call centre's heavy screens fit 360 px at the largest text size", async ({
  browser,
  request,
  lang,
}) => {
  test.slow();
  test.skip(dayEndsSoon(), DAY_ENDS_SOON_REASON);
  // Today's queue has a booking waiting, so the day's lists have rows to show.
  await bookEveningSlot(request, {
    doctor: DEMO_DOCTOR,
    patient: person(`Large Text Desk ${lang} ${Date.now() % 100000}`),
  });
  for (const [who, login, phone, paths] of [
    [
      'doctor',
      'doctor-login',
      DEMO_ACCOUNTS.doctor.phone_number,
      [
        '/doctors-dashboard',
        '/today-booking',
        '/clinic-day',
        '/add-booking',
        '/doctors-history',
        '/doctors-clinic-setting',
      ],
    ],
    [
      'hospital',
      'doctor-login',
      DEMO_ACCOUNTS.hospital.phone_number,
      ['/doctor-list', '/hospital-history', '/hospital-emergency'],
    ],
    ['operator', 'operator-login', DEMO_ACCOUNTS.operator.phone_number, ['/operator']],
  ] as const) {
    const { context, page } = await pageFor(browser, lang, { viewport: PHONE });
    await context.addInitScript(() => window.localStorage.setItem('text_size', 'largest'));
    await apiSignIn(context.request, login, phone);
    await page.goto(paths[0]);
    expect(await rootSize(page)).toEqual({ step: 'largest', px: 20.8 });
    await expectScreensFit(page, who, [...paths], lang);
    await context.close();
  }
});
