// A copy of my data and who saw my records, at 360 px in English and Hindi. A new patient downloads their
// data from My data and privacy (/my-data): the ZIP comes at once, holds my-data.json and my-data.html, the page opens
// on
// the phone in the app's language with their name, and the link does not work a second time. A patient's
// booking carries a prescription picture; the doctor opens the booking on its screen, which shows the
// picture; /my-records-log (from /my-data) then names the doctor, who opened the prescription, and
// the day's list the booking was on; a family member with nothing yet shows the empty state.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { DEMO_ACCOUNTS } from '../../src/shared/demo-accounts';
import { addDays, DEFAULT_TIME_ZONE, todayInClinic } from '../../src/shared/dates';
import { apiSignIn, postCall } from './api-helpers';
import { expect, pageFor, registerAndSignIn, shot, test } from './fixtures';
import { doctorSideSignIn } from './settings-helpers';

test.use({ viewport: { width: 360, height: 740 } });

/** The page never scrolls sideways at 360 px. */
async function expectNoSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** From the account tab to "My data and privacy", where the patient's rights over their data are. */
async function openMyData(page: Page, t: (key: string) => string) {
  await page
    .getByRole('link', { name: t('nav.account') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/patient-account$/);
  await page.getByRole('link', { name: t('titles.my-data') }).click();
  await expect(page).toHaveURL(/\/my-data$/);
}

test('a patient downloads a copy of their data and opens its page', async ({ page, t, lang }) => {
  const name = lang === 'en' ? 'Kamla Devi' : 'कमला देवी';
  await registerAndSignIn(page, t, lang, name);
  await openMyData(page, t);
  const card = page.getByRole('region', { name: t('myData.copyTitle') });
  await expect(card).toContainText(t('myData.copyOnce', { hours: 24 }));
  await expectNoSideways(page);
  await shot(page, 'my-data', lang);

  const asked = page.waitForResponse((response) => response.url().endsWith('/api/export-my-data.json'));
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: t('myData.download') }).click();
  const download = await downloading;
  const { url } = ((await (await asked).json()) as { result: { url: string } }).result;
  await expect(card.getByRole('status')).toHaveText(t('myData.started'));
  expect(download.suggestedFilename()).toMatch(/^parchee-my-data-\d{4}-\d{2}-\d{2}\.zip$/);

  const zip = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
  expect(Object.keys(zip).sort()).toEqual(['my-data.html', 'my-data.json']);
  const data = JSON.parse(strFromU8(zip['my-data.json']!)) as { profile: { full_name: string }; language: string };
  expect(data.profile.full_name).toBe(name);
  expect(data.language).toBe(lang);

  // The page as the patient opens it from the ZIP, on the same phone.
  const folder = path.resolve('test-results/my-data', lang);
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, 'my-data.html');
  fs.writeFileSync(file, zip['my-data.html']!);
  const reader = await page.context().newPage();
  await reader.goto(`file://${file}`);
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(
    lang === 'en' ? 'Your data in Parchee' : 'पर्ची ऐप में आपका डेटा',
  );
  await expect(
    reader.getByRole('heading', { level: 2, name: lang === 'en' ? 'Your profile' : 'आपकी प्रोफ़ाइल' }),
  ).toBeVisible();
  await expect(reader.getByText(name, { exact: true })).toBeVisible();
  await expect(reader.locator('script')).toHaveCount(0);
  await expectNoSideways(reader);
  await shot(reader, 'my-data-page', lang);
  await reader.close();

  // The link worked once.
  expect((await page.request.get(url)).status()).toBe(410);
});

test('who saw my records after a doctor opened a prescription', async ({ page, t, lang, browser, request }) => {
  const name = lang === 'en' ? 'Rekha Devi' : 'रेखा देवी';
  await registerAndSignIn(page, t, lang, name);
  const patient = { post: (call: string, data: object) => postCall(page.request, call, data) };
  const patientId = ((await patient.post('get-current-user', {})).body.result as { id: number }).id;
  const doctor = await apiSignIn(request, 'doctor-login', DEMO_ACCOUNTS.doctor.phone_number);
  const doctorName = ((await doctor.post('get-current-user', {})).body.result as { full_name: string }).full_name;

  // The patient's booking of the demo doctor, with the picture of an old prescription.
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const picture = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  const added = await page.request.post('/api/add-booking.json', {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
    multipart: {
      name,
      age: '44',
      problem: 'Knee pain',
      address: 'Civil Lines Deoria',
      phone_number: '9876501234',
      type: 'Self',
      doctor_id: String(doctor.user.id),
      patient_id: String(patientId),
      priscription_image: { name: 'old.png', mimeType: 'image/png', buffer: picture },
    },
  });
  expect(added.status()).toBe(200);
  const bookingId = ((await added.json()) as { result: { id: number } }).result.id;
  const today = todayInClinic(DEFAULT_TIME_ZONE);
  let joined = await patient.post('slot-confirmation', { booking_id: bookingId, booking_date: today, slot: 'Evening' });
  // Late in the evening today's slot is over: the booking goes to tomorrow, on the doctor's next day's list.
  if (joined.status === 409)
    joined = await patient.post('slot-confirmation', {
      booking_id: bookingId,
      booking_date: addDays(today, 1),
      slot: 'Evening',
    });
  expect(joined.status, joined.body.error).toBe(200);
  const list =
    (joined.body.result as { booking_date: string }).booking_date === today ? '/today-booking' : '/pending-booking';

  // The doctor opens the booking on its own screen: the prescription shows.
  const { context, page: doctorPage } = await pageFor(browser, lang, { viewport: { width: 360, height: 740 } });
  await doctorSideSignIn(doctorPage, t, DEMO_ACCOUNTS.doctor.phone_number);
  await doctorPage.goto(list);
  await doctorPage.getByLabel(t('queue.searchLabel')).fill(name);
  const card = doctorPage.getByRole('article', { name });
  await card.getByRole('link', { name: t('queue.details') }).click();
  await expect(doctorPage).toHaveURL(/\/show-patient-details$/);
  const shown = doctorPage.getByRole('img', { name: t('queue.prescriptionOf', { name }) });
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await context.close();

  // The patient looks: the doctor, by name and role, opened the prescription; the day's list held the booking.
  await openMyData(page, t);
  await page.getByRole('link', { name: t('titles.my-records-log') }).click();
  await expect(page).toHaveURL(/\/my-records-log$/);
  const doctorEntries = page
    .getByTestId('access-entry')
    .filter({ hasText: t('myData.actor', { name: doctorName, role: t('myData.roles.Doctor') }) });
  const booking = t('myData.numbers.booking', { id: bookingId });
  await expect(
    doctorEntries.filter({ hasText: `${t('myData.actions.read')}: ${t('myData.records.prescription')} (${booking})` }),
  ).toHaveCount(1);
  await expect(
    doctorEntries.filter({ hasText: `${t('myData.actions.inList')}: ${t('myData.records.booking')} (${booking})` }),
  ).toHaveCount(1);
  await expect(
    page
      .getByTestId('access-entry')
      .filter({ hasText: t('myData.you') })
      .first(),
  ).toBeVisible();
  await expect(page.getByText(t('myData.listNote'))).toBeVisible();
  await expectNoSideways(page);
  await shot(page, 'my-records-log', lang);

  // A family member's records: none yet.
  const member = lang === 'en' ? 'Munni Kumari' : 'मुन्नी कुमारी';
  expect(
    (
      await patient.post('save-family-member', {
        patient_id: patientId,
        name: member,
        age: '7',
        sex: 'Female',
        relation: 'Child',
      })
    ).status,
  ).toBe(200);
  await page.reload();
  const whose = page.getByLabel(t('myData.whose'), { exact: true });
  await expect(whose.getByRole('option')).toHaveCount(2);
  await whose.selectOption({
    label: t('family.memberLabel', { name: member, relation: t('family.relationOf.Child.Female') }),
  });
  await expect(page.getByText(t('myData.emptyTitle'), { exact: true })).toBeVisible();
  await expectNoSideways(page);
  await shot(page, 'my-records-log-empty', lang);
});
