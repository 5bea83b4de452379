// Places kept for walk-ins at the desk, in English and Hindi, on a phone: a doctor keeps 2 of its Evening's
// 3 places for the desk on /doctors-hospital-timing (more than the capacity is refused with nothing sent); the
// patient's slot picker says 1 online place is left and the patient takes it; then the Evening row gives the
// clinic's desk message instead of Join; the doctor's walk-in on /add-booking still gets the next token. Each
// run has a doctor and a patient of its own (the operator's tool), so the places are this journey's alone.
import type { Browser, BrowserContextOptions } from '@playwright/test';
import { DEFAULT_TIME_ZONE, addDays, toDisplayDate, todayInClinic, weekdayOf } from '../../src/shared/dates';
import { apiSignIn, callOk } from './api-helpers';
import { createUser } from './admin-cli';
import { DEMO_PASSWORD, expect, pageFor, test, tr, uniquePhone, type Lang } from './fixtures';
import { countCalls, doctorSideSignIn } from './settings-helpers';

const PHONE = { width: 360, height: 740 };
test.use({ viewport: PHONE });

/** The first day from tomorrow that is not a Sunday (a new doctor sits Monday to Saturday). */
function nextSittingDay(): string {
  let day = addDays(todayInClinic(DEFAULT_TIME_ZONE), 1);
  while (weekdayOf(day) === 'Sunday') day = addDays(day, 1);
  return day;
}

/** The patient's slot picker for a booking, on `day`. */
async function openPicker(
  browser: Browser,
  lang: Lang,
  storageState: BrowserContextOptions['storageState'],
  bookingId: number,
  doctorId: number,
  day: string,
) {
  const opened = await pageFor(browser, lang, { storageState, viewport: PHONE });
  const t = (key: string, vars?: Record<string, string | number>) => tr(lang, key, vars);
  await opened.page.goto(`/patient-book-appointment?booking_id=${bookingId}&doctor_id=${doctorId}`);
  await opened.page.getByRole('tab', { name: t('appointments.anotherDayTab') }).click();
  await opened.page.getByLabel(t('appointments.chooseDate'), { exact: true }).fill(day);
  return opened;
}

test('a doctor keeps Evening places for the desk: the patient sees the online places left, then the desk message; the walk-in gets a token', async ({
  page,
  t,
  lang,
  browser,
  request,
}) => {
  const doctorPhone = uniquePhone(lang);
  const doctorId = createUser('doctor', doctorPhone, DEMO_PASSWORD, 'Kavita Sharma');
  const day = nextSittingDay();
  const evening = t('doctorSettings.slots.Evening');
  const ofEvening = (labelKey: string) => t('doctorSettings.fieldOfSlot', { label: t(labelKey), slot: evening });

  // The doctor: 3 places in the Evening, 2 of them for the desk.
  await doctorSideSignIn(page, t, doctorPhone);
  await page.goto('/doctors-hospital-timing');
  await expect(page.getByRole('heading', { level: 1, name: t('titles.doctors-hospital-timing') })).toBeVisible();
  const capacity = page.getByLabel(ofEvening('doctorSettings.slotCapacity'), { exact: true });
  const desk = page.getByLabel(ofEvening('doctorSettings.deskPlaces'), { exact: true });
  await expect(desk).toHaveValue('0');
  const sent = countCalls(page, 'edit-doctor-hospital-timings');
  await capacity.fill('3');
  await desk.fill('4');
  await page.getByRole('button', { name: t('doctorSettings.save') }).click();
  await expect(page.getByText(t('messages.deskPlacesInvalid'), { exact: true })).toBeVisible();
  expect(sent()).toBe(0);
  await desk.fill('2');
  await desk.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/places-timings-${lang}.png` });
  const note = page.getByText(t('doctorSettings.deskPlacesNote'), { exact: true });
  await note.scrollIntoViewIfNeeded();
  await expect(note).toBeVisible();
  await page.screenshot({ path: `/tmp/places-timings-note-${lang}.png` });
  await page.getByRole('button', { name: t('doctorSettings.save') }).click();
  await expect(page.getByText(t('doctorSettings.saved'))).toBeVisible();
  expect(sent()).toBe(1);
  await page.reload();
  await expect(desk).toHaveValue('2');
  await expect(capacity).toHaveValue('3');

  // A patient of its own books the doctor: the Evening row says one online place is left, and Join takes it.
  const patientPhone = uniquePhone(lang);
  createUser('patient', patientPhone, DEMO_PASSWORD, 'Ramesh Yadav');
  const patient = await apiSignIn(request, 'patient-login', patientPhone);
  // An account the operator's tool makes has accepted no privacy notice: it accepts the one in force, as the app would
  // ask.
  const { version } = (await callOk(request, 'get-privacy-notice', {})) as { version: string };
  await callOk(request, 'accept-privacy-notice', { patient_id: patient.user.id, version, sms: true, push: true });
  const draftFor = async (name: string) => {
    const added = await patient.post('add-booking', {
      name,
      age: 40,
      problem: 'Fever',
      address: 'Civil Lines',
      phone_number: patientPhone,
      type: 'Other',
      doctor_id: doctorId,
      patient_id: patient.user.id,
    });
    expect(added.status, added.body.error).toBe(200);
    return (added.body.result as { id: number }).id;
  };
  const storageState = await request.storageState();
  const first = await openPicker(browser, lang, storageState, await draftFor('Asha Yadav'), doctorId, day);
  const eveningRow = first.page.locator('[data-slot="Evening"]');
  await expect(eveningRow).toContainText(t('slotNote.onlinePlacesLeft.one', { count: 1 }));
  // The other slots keep no desk places: their notes are as before.
  await expect(first.page.locator('[data-slot="Morning"]')).toContainText(
    t('slotNote.placesLeft.other', { count: 30 }),
  );
  await first.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await first.page.screenshot({ path: `/tmp/places-picker-${lang}.png` });
  await first.page
    .getByRole('button', { name: `${t('appointments.join')}: ${t('appointments.slots.Evening')}` })
    .click();
  const dialog = first.page.getByRole('dialog', { name: t('appointments.confirmedTitle') });
  await expect(dialog.getByTestId('token-number')).toHaveText('1');
  await first.context.close();

  // The online place is gone: the next booking's picker sends the patient to the desk instead of offering Join.
  const second = await openPicker(browser, lang, storageState, await draftFor('Mohan Yadav'), doctorId, day);
  const deskRow = second.page.locator('[data-slot="Evening"]');
  await expect(deskRow).toContainText(t('messages.onlineTokensOver'));
  await expect(deskRow.getByRole('button')).toHaveCount(0);
  await expect(
    second.page.getByRole('button', { name: `${t('appointments.join')}: ${t('appointments.slots.Morning')}` }),
  ).toBeEnabled();
  await second.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await second.page.screenshot({ path: `/tmp/places-desk-message-${lang}.png` });
  await second.context.close();

  // The desk still gives the Evening's places: the doctor's walk-in takes token 2.
  await page.goto('/add-booking');
  await expect(page.getByRole('heading', { level: 1, name: t('titles.add-booking') })).toBeVisible();
  await page.getByLabel(t('queue.name'), { exact: true }).fill('Walk In Patient');
  await page.getByLabel(t('queue.age'), { exact: true }).fill('58');
  await page.getByLabel(t('queue.problem'), { exact: true }).fill('Knee pain');
  await page.getByLabel(t('queue.address'), { exact: true }).fill('Ramnath Deoria');
  await page.getByLabel(t('queue.phone'), { exact: true }).fill('9123456780');
  await page.getByLabel(t('queue.date'), { exact: true }).fill(toDisplayDate(day));
  await page.getByLabel(t('queue.slot'), { exact: true }).selectOption('Evening');
  await page.getByRole('button', { name: t('queue.addBooking') }).click();
  const result = page.getByRole('status').filter({ hasText: t('queue.bookingAdded') });
  await expect(result).toContainText(t('queue.tokenGiven', { number: 2 }));
});
