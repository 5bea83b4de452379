// The hospital user, in English and Hindi: signs in, sees its doctors on /doctor-list, filters them by
// typing, opens one doctor's dashboard and accepts a booking made for that doctor through the API; sees
// the day's bookings on /hospital-history; its profile and settings forms show the kept messages.
import type { APIRequestContext } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../src/shared/demo-accounts';
import { addDays } from '../../src/shared/dates';
import { demoInstitution, expect, shot, test, tr } from './fixtures';
import { bookEveningSlot } from './api-helpers';
import { countCalls, doctorSideSignIn } from './settings-helpers';

/** A patient books the hospital doctor's Evening slot for today (tomorrow once today's is over). */
async function bookingFor(request: APIRequestContext, firstName: string, name: string) {
  const patient = { name, age: 37, problem: 'Back pain', address: 'Gorakhpur Road Deoria', phone_number: '9876501234' };
  const doctor = { label: `doctor ${firstName}`, is: (d: { first_name: string }) => d.first_name === firstName };
  const { doctorId, bookingId, date, isToday } = await bookEveningSlot(request, { doctor, patient, orTomorrow: true });
  return { doctorId, bookingId, date, isToday };
}

test('the hospital filters its doctors, opens one dashboard and accepts a booking; history lists it', async ({
  page,
  t,
  lang,
  request,
}) => {
  const patientName = `Geeta Devi ${lang.toUpperCase()} ${Date.now() % 100000}`;
  const booking = await bookingFor(request, 'Manoj', patientName);

  await doctorSideSignIn(page, t, DEMO_ACCOUNTS.hospital.phone_number);
  await expect(
    page.getByRole('heading', { name: tr(lang, 'hospital.welcome', { name: demoInstitution(lang, 'hospital') }) }),
  ).toBeVisible();
  const doctors = page.getByRole('list', { name: t('hospital.doctorsList') });
  const manoj = doctors.getByRole('link', { name: new RegExp(`Manoj Yadav`) });
  const kavita = doctors.getByRole('link', { name: new RegExp(`Kavita Rai`) });
  await expect(manoj).toBeVisible();
  await expect(kavita).toBeVisible();
  await shot(page, 'hospital-dashboard', lang);

  const search = page.getByLabel(t('hospital.searchDoctors'), { exact: true });
  await search.pressSequentially('kav');
  await expect(kavita).toBeVisible();
  await expect(manoj).toHaveCount(0);
  await search.fill('zzz');
  await expect(page.getByText(t('messages.noDoctorFound'))).toBeVisible();
  await search.fill('Manoj');
  await expect(kavita).toHaveCount(0);
  await manoj.click();
  await expect(page).toHaveURL(new RegExp(`/doctors-dashboard\\?doctor_id=${booking.doctorId}$`));

  // The hospital manages that doctor's timings and slot capacities.
  await page.goto(`/doctors-hospital-timing?doctor_id=${booking.doctorId}`);
  await expect(page.getByRole('checkbox', { name: t('doctorSettings.slots.Evening'), exact: true })).toBeChecked();
  await expect(page.getByLabel(t('doctorSettings.openingTime'), { exact: true }).first()).not.toHaveValue('');

  // The hospital runs that doctor's day.
  const list = booking.isToday ? '/today-booking' : '/pending-booking';
  await page.goto(`${list}?doctor_id=${booking.doctorId}`);
  await page.getByLabel(t('queue.searchLabel')).fill(patientName);
  const card = page.getByRole('article', { name: patientName });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: t('queue.accept') }).click();
  await expect(card.getByText(t('visit.state.Approved'), { exact: true })).toBeVisible();
  await shot(page, 'hospital-accepts', lang);

  // History: the day's bookings of all doctors, then of one; Details opens the booking.
  await page.goto(`/hospital-history?date=${booking.date}`);
  await expect(page.getByLabel(t('hospital.doctorFilter'), { exact: true })).toHaveValue('');
  await expect(page.getByRole('option', { name: t('hospital.allDoctors') })).toHaveCount(1);
  const row = page.getByRole('listitem').filter({ hasText: patientName });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Manoj Yadav');
  await page.getByLabel(t('hospital.doctorFilter'), { exact: true }).selectOption(String(booking.doctorId));
  await expect(row).toBeVisible();
  await shot(page, 'hospital-history', lang);
  await page.getByRole('button', { name: t('hospital.previousDay') }).click();
  await expect(page).toHaveURL(new RegExp(`date=${addDays(booking.date, -1)}`));
  await expect(row).toHaveCount(0);
  await page.getByRole('button', { name: t('hospital.nextDay') }).click();
  await row.getByRole('link', { name: t('hospital.details') }).click();
  await expect(page).toHaveURL(/\/show-patient-details$/);
  await expect(page.getByText(patientName).first()).toBeVisible();
});

test('the hospital account, profile and settings forms', async ({ page, t, lang }) => {
  await doctorSideSignIn(page, t, DEMO_ACCOUNTS.hospital.phone_number);
  await page
    .getByRole('link', { name: t('nav.account') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/hospital-account$/);
  for (const key of [
    'account.editProfile',
    'titles.hospital-setting',
    'titles.hospital-change-password',
    'account.helpSupport',
  ]) {
    await expect(page.getByRole('link', { name: t(key), exact: true })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: t('common.logout') })).toBeVisible();

  await page.getByRole('link', { name: t('account.editProfile'), exact: true }).click();
  await expect(page).toHaveURL(/\/hospital-edit-profile$/);
  await expect(page.getByRole('heading', { level: 1, name: t('titles.hospital-edit-profile') })).toBeVisible();
  const profileSent = countCalls(page, 'edit-hospital-profile');
  // The sign-in number is shown, not typed into: it changes with a code sent to the new one.
  await expect(page.getByLabel(t('hospital.phoneNumber'), { exact: true })).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: t('account.changeNumber.button') })).toBeVisible();
  await expect(page.getByLabel(t('hospital.hospitalName'), { exact: true })).toHaveValue('City Care Hospital');
  await page.getByLabel(t('hospital.hospitalName'), { exact: true }).fill('City <Care>');
  await page.getByLabel(t('hospital.email'), { exact: true }).fill('hospital@');
  await page.getByRole('button', { name: t('doctorSettings.submit') }).click();
  await expect(page.getByText(t('messages.noSpecialCharacters'), { exact: true })).toBeVisible();
  await expect(page.getByText(t('messages.emailInvalidProfile'), { exact: true })).toBeVisible();
  await shot(page, 'hospital-edit-profile-errors', lang);
  expect(profileSent()).toBe(0);

  await page.goto('/hospital-setting');
  const settingSent = countCalls(page, 'edit-doctor-clinic-details');
  await expect(page.getByLabel(t('doctorSettings.sloganText'), { exact: true })).toHaveCount(0);
  const contact = page.getByLabel(t('doctorSettings.hospitalContact'), { exact: true });
  await contact.fill('9000000299');
  await page.getByLabel(t('doctorSettings.city'), { exact: true }).fill('');
  await page.getByLabel(t('doctorSettings.pincode'), { exact: true }).fill('12345');
  await page.getByRole('button', { name: t('doctorSettings.save') }).click();
  await expect(page.getByText(t('messages.required'), { exact: true })).toBeVisible();
  await expect(page.getByText(t('messages.pincodeInvalid'), { exact: true })).toBeVisible();
  expect(settingSent()).toBe(0);
  // Saving the hospital's own details (type Hospital) keeps it signed in with the new values.
  await page.getByLabel(t('doctorSettings.city'), { exact: true }).fill('Deoria');
  await page.getByLabel(t('doctorSettings.pincode'), { exact: true }).fill('274001');
  await page.getByRole('button', { name: t('doctorSettings.save') }).click();
  await expect(page.getByText(t('doctorSettings.saved'))).toBeVisible();
  expect(settingSent()).toBe(1);

  await page.goto('/hospital-emergency');
  // Empty, or the list when patient-care.spec.ts already sent this hospital an emergency (one server).
  await expect(
    page
      .getByText(t('hospital.emergencyEmpty'))
      .or(page.getByRole('heading', { name: t('patientCare.hospitalEmergency.title') })),
  ).toBeVisible();
});
