// The hospital signing in at /doctors-login (English and Hindi): it lands on its doctors' list; a doctor
// screen opened with no doctor chosen shows that picker itself; once a doctor is chosen, the device
// remembers it and /today-booking (or /pending-booking), /add-booking and /doctors-dashboard work without
// the doctor in the address. The list on /doctor-list stays the place to switch doctors.
import { DEMO_ACCOUNTS } from '../../src/shared/demo-accounts';
import { DEMO_PASSWORD, expect, fillLogin, shot, test } from './fixtures';
import { bookEveningSlot } from './api-helpers';

test('the hospital lands on its doctors and works without a doctor in the address', async ({
  page,
  t,
  lang,
  request,
}) => {
  test.slow(); // one sign-in and seven screens in a row
  const patientName = `Sunita Devi ${lang.toUpperCase()} ${Date.now() % 100000}`;
  const patient = {
    name: patientName,
    age: 41,
    problem: 'Fever',
    address: 'Gorakhpur Road Deoria',
    phone_number: '9876501234',
  };
  const manoj = { label: 'doctor Manoj', is: (d: { first_name: string }) => d.first_name === 'Manoj' };
  const booking = await bookEveningSlot(request, { doctor: manoj, patient, orTomorrow: true });

  await page.goto('/doctors-login');
  await fillLogin(page, t, DEMO_ACCOUNTS.hospital.phone_number, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/doctor-list$/);
  const doctors = page.getByRole('list', { name: t('hospital.doctorsList') });
  await expect(doctors.getByRole('link', { name: /Manoj Yadav/ })).toBeVisible();
  await shot(page, 'hospital-landing', lang);

  // No doctor chosen yet on this device: the day's list shows the picker, not a dead end.
  const list = booking.isToday ? '/today-booking' : '/pending-booking';
  await page.goto(list);
  await expect(page.getByText(t('queue.noDoctorChosen'))).toBeVisible();
  await shot(page, 'hospital-picker-on-list', lang);
  await doctors.getByRole('link', { name: /Manoj Yadav/ }).click();
  await expect(page).toHaveURL(new RegExp(`${list}\\?doctor_id=${booking.doctorId}$`));
  await expect(page.getByRole('article', { name: patientName })).toBeVisible();

  // The choice is remembered: the addresses without doctor_id open Manoj's day.
  await page.goto(list);
  await expect(page.getByRole('article', { name: patientName })).toBeVisible();
  await expect(doctors).toHaveCount(0);
  await page.goto('/add-booking');
  await expect(page.getByLabel(t('queue.name'), { exact: true })).toBeVisible();
  await page.goto('/doctors-dashboard');
  await expect(doctors).toHaveCount(0);
  await expect(page.getByText(t('queue.noDoctorChosen'))).toHaveCount(0);
  await shot(page, 'hospital-remembered-dashboard', lang);

  // Home is still the list of doctors, to switch to another.
  await page.goto('/doctor-list');
  await expect(doctors.getByRole('link', { name: /Kavita Rai/ })).toBeVisible();
});
