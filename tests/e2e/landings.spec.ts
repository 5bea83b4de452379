// Where each role lands after signing in, in English and Hindi, having come from another site (a text
// message's link, a search): the landing's title names the page, and its header has no Back arrow, which
// would leave the app. A hospital's Back from one of its doctors' dashboards goes to its list of doctors.
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../src/shared/demo-accounts';
import { DEMO_PASSWORD, expect, fillLogin, shot, test } from './fixtures';

const PHONE = { width: 360, height: 740 };

interface Landing {
  role: string;
  /** Where the sign-in starts; the home page's doctor tab when 'home-doctor-tab'. */
  from: string;
  phone: string;
  lands: RegExp;
  titleKey: string;
  /** What the header offers on the left instead of Back: the menu, the home icon, or nothing. */
  start: 'menu' | 'home' | 'none';
}

const LANDINGS: Landing[] = [
  {
    role: 'patient',
    from: '/patient-login',
    phone: DEMO_ACCOUNTS.patient.phone_number,
    lands: /\/patient-selection$/,
    titleKey: 'titles.patient-selection',
    start: 'menu',
  },
  {
    role: 'doctor',
    from: '/doctors-login',
    phone: DEMO_ACCOUNTS.doctor.phone_number,
    lands: /\/doctors-dashboard$/,
    titleKey: 'titles.doctors-dashboard',
    start: 'menu',
  },
  {
    role: 'doctor from home',
    from: 'home-doctor-tab',
    phone: DEMO_ACCOUNTS.doctor.phone_number,
    lands: /\/doctors-dashboard$/,
    titleKey: 'titles.doctors-dashboard',
    start: 'menu',
  },
  {
    role: 'hospital',
    from: 'home-doctor-tab',
    phone: DEMO_ACCOUNTS.hospital.phone_number,
    lands: /\/doctor-list$/,
    titleKey: 'titles.doctor-list',
    start: 'menu',
  },
  {
    role: 'lab',
    from: '/labs-login',
    phone: DEMO_ACCOUNTS.lab.phone_number,
    lands: /\/labs-dashboard$/,
    titleKey: 'titles.labs-dashboard',
    start: 'home',
  },
  {
    role: 'operator',
    from: '/operator-login',
    phone: DEMO_ACCOUNTS.operator.phone_number,
    lands: /\/operator$/,
    titleKey: 'titles.operator',
    start: 'none',
  },
];

async function signInFromElsewhere(page: Page, t: (key: string) => string, landing: Landing) {
  await page.setViewportSize(PHONE);
  // The page before the app in this tab's history: a Back to it leaves the app.
  await page.goto('data:text/html,<p>Another site</p>');
  if (landing.from === 'home-doctor-tab') {
    await page.goto('/home');
    await page.getByRole('tab', { name: t('home.doctorTab') }).click();
  } else {
    await page.goto(landing.from);
  }
  await fillLogin(page, t, landing.phone, DEMO_PASSWORD);
  await expect(page).toHaveURL(landing.lands);
}

for (const landing of LANDINGS) {
  test(`the ${landing.role}'s landing names itself and has no Back that leaves the app`, async ({ page, t, lang }) => {
    await signInFromElsewhere(page, t, landing);
    const header = page.locator('header.top-bar');
    await expect(header.getByRole('heading', { level: 1 })).toHaveText(t(landing.titleKey));
    const back = header
      .getByRole('link', { name: t('common.back') })
      .or(header.getByRole('button', { name: t('common.back') }));
    await expect(back).toHaveCount(0);
    if (landing.start === 'menu')
      await expect(header.getByRole('button', { name: t('common.openMenu') })).toBeVisible();
    if (landing.start === 'home') await expect(header.getByRole('link', { name: t('nav.home') })).toBeVisible();
    await shot(page, `landing-${landing.role.replaceAll(' ', '-')}`, lang);
  });
}

test("a hospital's Back from a doctor's dashboard goes to its list of doctors", async ({ page, t }) => {
  await signInFromElsewhere(
    page,
    t,
    LANDINGS.find((landing) => landing.role === 'hospital')!,
  );
  await page
    .getByRole('list', { name: t('hospital.doctorsList') })
    .getByRole('link', { name: /Manoj Yadav/ })
    .click();
  await expect(page).toHaveURL(/\/doctors-dashboard\?doctor_id=\d+$/);
  await expect(page.locator('header.top-bar').getByRole('heading', { level: 1 })).toHaveText(
    t('titles.doctors-dashboard'),
  );
  await page
    .locator('header.top-bar')
    .getByRole('link', { name: t('common.back') })
    .click();
  await expect(page).toHaveURL(/\/doctor-list$/);
  await expect(page.getByRole('list', { name: t('hospital.doctorsList') })).toBeVisible();
});
