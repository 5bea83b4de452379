// A clinic's day in numbers, in English and Hindi at 360 px: a new doctor's desk writes three walk-ins for
// today's Evening (arrived as they are written), calls two in with Call next and records a cash fee; the
// doctor's /clinic-day then shows the tokens, check-ins, the visit seen, the fee and the half-hour chart, and
// the day before has nothing to show. Reached from the dashboard's tile.
import type { TestInfo } from '@playwright/test';
import { DEFAULT_TIME_ZONE, addDays, todayInClinic, weekdayOf } from '../../src/shared/dates';
import { createUser } from './admin-cli';
import { apiSignIn, DAY_ENDS_SOON_REASON, dayEndsSoon } from './api-helpers';
import { DEMO_PASSWORD, expect, shot, test, type Lang } from './fixtures';
import { doctorSideSignIn } from './settings-helpers';

const PHONE = { width: 360, height: 740 };

function journeyPhone(lang: Lang, info: TestInfo): string {
  return `8${lang === 'en' ? 3 : 4}${info.parallelIndex % 10}${info.retry % 10}${String(Date.now() % 1e6).padStart(6, '0')}`;
}

test('the doctor reads the day in numbers: tokens, check-ins, the visit seen, the fee and the half hours', async ({
  page,
  t,
  lang,
  playwright,
  baseURL,
}, info) => {
  const today = todayInClinic(DEFAULT_TIME_ZONE);
  test.skip(dayEndsSoon(), DAY_ENDS_SOON_REASON);
  test.skip(weekdayOf(today) === 'Sunday', 'a new doctor sits Monday to Saturday; the journey runs on another day');
  const phone = journeyPhone(lang, info);
  createUser('doctor', phone, DEMO_PASSWORD, `Day Doctor ${lang}`);

  // The desk's morning, through the API: three walk-ins, two called in, the first one's fee in cash.
  const desk = await playwright.request.newContext({ baseURL });
  const { post, user } = await apiSignIn(desk, 'doctor-login', phone);
  const walkIn = (name: string) =>
    post('add-booking', {
      name,
      age: 50,
      problem: 'Fever',
      address: 'Deoria',
      phone_number: '9876500002',
      type: 'Manual',
      doctor_id: user.id,
      slot: 'Evening',
      booking_date: today,
      parchee_type: 'New',
    });
  const first = await walkIn('Ram Lal');
  expect(first.status, first.body.error).toBe(200);
  await walkIn('Shyam Lal');
  await walkIn('Geeta Devi');
  for (let i = 0; i < 2; i += 1)
    expect((await post('call-next', { doctor_id: user.id, slot: 'Evening' })).status).toBe(200);
  const paid = await post('record-payment', {
    booking_id: (first.body.result as { id: number }).id,
    method: 'Cash',
    amount: 200,
  });
  expect(paid.status, paid.body.error).toBe(200);
  await desk.dispose();

  await page.setViewportSize(PHONE);
  await doctorSideSignIn(page, t, phone);
  await page.getByRole('link', { name: t('titles.clinic-day') }).click();
  await expect(page).toHaveURL(/\/clinic-day$/);
  await expect(page.getByRole('heading', { level: 1, name: t('titles.clinic-day') })).toBeVisible();
  await expect(page.getByTestId('stat-tokens')).toContainText('3');
  await expect(page.getByTestId('stat-tokens')).toContainText(t('clinicDay.onlineAndDesk', { online: 0, desk: 3 }));
  await expect(page.getByTestId('stat-arrived')).toContainText('3');
  await expect(page.getByTestId('stat-seen')).toContainText('1');
  await expect(page.getByTestId('stat-cash')).toContainText('₹200');
  await expect(page.getByText(t('clinicDay.chartArrived')).first()).toBeVisible();
  // The chart's numbers for a screen reader: the half hour of this morning's check-ins.
  await expect(page.getByRole('table', { name: t('clinicDay.chartTitle') })).toBeAttached();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shot(page, 'clinic-day', lang);
  // At the largest text size too: the hidden table grows with its text, and must not widen the page.
  await page.evaluate(() => (document.documentElement.dataset.textSize = 'largest'));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.evaluate(() => delete document.documentElement.dataset.textSize);

  // The day before: nothing yet.
  await page.getByRole('button', { name: t('queue.previousDay') }).click();
  await expect(page).toHaveURL(new RegExp(`date=${addDays(today, -1)}`));
  await expect(page.getByTestId('stat-tokens')).toContainText('0');
  await expect(page.getByText(t('clinicDay.chartEmpty'))).toBeVisible();
});
