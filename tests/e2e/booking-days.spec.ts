// Late in the day, in English and Hindi, no booking form starts on or offers a day or slot that is over
// (lib/booking-days.ts, the rule every booking path keeps on the server): the government Morning counter at
// 22:59 and the unregistered doctor (hours to 21:00) at 22:55 start on the next day they can take and refuse
// today with the reason; the doctor's walk-in at 14:30 offers only the Afternoon and Evening, and at 23:59
// starts tomorrow; the patient's slot picker at 23:59 opens on the next day. The browser's clock is set
// (page.clock) to that hour of the server's own today; the API tests prove the server's refusals.
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../src/shared/demo-accounts';
import { DEFAULT_TIME_ZONE, addDays, toDisplayDate, todayInClinic, weekdayOf } from '../../src/shared/dates';
import { formatTime } from '../../src/web/lib/format';
import { apiSignIn, DEMO_DOCTOR } from './api-helpers';
import { DEMO_PASSWORD, demoInstitution, expect, fillLogin, shot, test } from './fixtures';
import { doctorSideSignIn } from './settings-helpers';

type T = (key: string, vars?: Record<string, string | number>) => string;

const PHONE = { width: 360, height: 740 };
const today = () => todayInClinic(DEFAULT_TIME_ZONE);

/** The browser's clock stands at hh:mm India time on the server's today (the server keeps its own clock). */
const clockAt = (page: Page, hhmm: string) => page.clock.setFixedTime(new Date(`${today()}T${hhmm}:00+05:30`));

/** The first day from tomorrow that is not a Sunday (the demo's outside doctors sit Monday to Saturday). */
function nextWeekday(): string {
  let day = addDays(today(), 1);
  while (weekdayOf(day) === 'Sunday') day = addDays(day, 1);
  return day;
}

async function signInAsPatient(page: Page, t: T) {
  await page.goto('/patient-login');
  await fillLogin(page, t, DEMO_ACCOUNTS.patient.phone_number, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/patient-selection$/);
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test.use({ viewport: PHONE });

test('at 22:59 the government booking starts on the next sitting day and refuses today', async ({ page, t, lang }) => {
  await clockAt(page, '22:59');
  await signInAsPatient(page, t);
  await page.goto('/government-hospitals');
  await page
    .getByRole('link', { name: `${t('patientServices.seeDepartments')}: ${demoInstitution(lang, 'districtHospital')}` })
    .click();
  await page.getByRole('link', { name: t('patientServices.departments.general_physician') }).click();
  await expect(page).toHaveURL(/\/gov-hospital-booking\?/);
  const date = field(page, t('patientServices.bookingDate'));
  // Before a doctor is picked: the counter is over for today, the form starts tomorrow, and today typed is
  // refused at once.
  await expect(date).toHaveValue(toDisplayDate(addDays(today(), 1)));
  await date.fill(toDisplayDate(today()));
  await expect(date).toHaveAccessibleDescription(new RegExp(t('messages.slotOver')));

  // Picking the doctor moves the date to its first day that can be booked, and the refusal goes with it.
  const doctorBox = page.getByRole('combobox', { name: t('patientServices.doctorName') });
  await doctorBox.fill('arv');
  await page.getByRole('option', { name: /Arvind Kumar/ }).click();
  await expect(date).toHaveValue(toDisplayDate(nextWeekday()));
  await expect(date).toHaveAccessibleDescription(t('patientServices.govDaysHint', { time: formatTime('13:00', lang) }));
  // The quick days start after today.
  const days = page.getByRole('group', { name: t('patientServices.nextSittingDays') }).getByRole('button');
  await expect(days).toHaveCount(7);
  await expect(days.first()).toHaveAttribute('aria-pressed', 'true');

  // Today typed by hand is refused at once, with the reason, and not sent.
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/add-gov-booking.json')) sent++;
  });
  await date.fill(toDisplayDate(today()));
  await expect(date).toHaveAccessibleDescription(new RegExp(t('messages.slotOver')));
  await field(page, t('appointments.name')).fill(`Mohan Lal ${lang}`);
  await field(page, t('patientServices.patientAddress')).fill('Salempur Deoria');
  await field(page, t('appointments.age')).fill('52');
  await field(page, t('appointments.problem')).fill('Fever');
  await page.getByRole('button', { name: t('patientServices.bookNow') }).click();
  await expect(date).toHaveAccessibleDescription(new RegExp(t('messages.slotOver')));
  await shot(page, 'late-gov-booking', lang);
  await page.screenshot({ path: `/tmp/paths-late-gov-${lang}.png`, fullPage: true });
  expect(sent).toBe(0);
});

test("at 22:55 the unregistered doctor's booking starts after today, whose hours are over", async ({
  page,
  t,
  lang,
}) => {
  await clockAt(page, '22:55');
  await signInAsPatient(page, t);
  const doctorName = t('common.doctorName', { name: 'Shyam Lal' });
  await page.getByRole('link', { name: `${t('appointments.bookLink')}: ${doctorName}` }).click();
  await expect(page).toHaveURL(/\/unregistered-doctor-booking$/);
  const date = field(page, t('patientServices.bookingDate'));
  await expect(date).toHaveValue(toDisplayDate(nextWeekday()));
  // The hint names the doctor's hours, not a slot.
  await expect(date).toHaveAccessibleDescription(
    t('patientServices.doctorDaysHint', { time: formatTime('21:00', lang) }),
  );
  await date.fill(toDisplayDate(today()));
  const refusal = weekdayOf(today()) === 'Sunday' ? t('messages.notSittingDay') : t('messages.doctorDayOver');
  await expect(date).toHaveAccessibleDescription(new RegExp(refusal));
  await shot(page, 'late-unregistered-booking', lang);
  await page.screenshot({ path: `/tmp/paths-late-unregistered-${lang}.png`, fullPage: true });
});

test('the walk-in form offers only the slots still open today, and late at night starts tomorrow', async ({
  page,
  t,
  lang,
}) => {
  await clockAt(page, '14:30');
  await doctorSideSignIn(page, t, DEMO_ACCOUNTS.doctor.phone_number);
  await page.goto('/add-booking');
  const slot = field(page, t('queue.slot'));
  const offered = slot.locator('option:not([value=""])');
  const date = field(page, t('queue.date'));
  // Morning (to 13:00) is over: the running Afternoon is chosen, the Evening offered.
  await expect(offered).toHaveText([new RegExp(t('queue.slots.Afternoon')), new RegExp(t('queue.slots.Evening'))]);
  await expect(slot).toHaveValue('Afternoon');
  await expect(date).toHaveValue(toDisplayDate(today()));
  await shot(page, 'walk-in-afternoon', lang);
  await page.screenshot({ path: `/tmp/paths-walk-in-1430-${lang}.png`, fullPage: true });
  // Tomorrow offers every slot again.
  await date.fill(toDisplayDate(addDays(today(), 1)));
  await expect(offered).toHaveCount(3);

  // At 23:59 the demo doctor's Evening (to 23:59) is over too: the form starts tomorrow, every slot offered.
  await clockAt(page, '23:59');
  await page.reload();
  await expect(date).toHaveValue(toDisplayDate(addDays(today(), 1)));
  await expect(offered).toHaveCount(3);
  // Today typed again offers nothing and says so under the date.
  await date.fill(toDisplayDate(today()));
  await expect(offered).toHaveCount(0);
  await expect(date).toHaveAccessibleDescription(new RegExp(t('queue.noSlotLeft')));
  await page.screenshot({ path: `/tmp/paths-walk-in-2359-${lang}.png`, fullPage: true });
});

test("at 23:59 the patient's slot picker opens on the next day, not on today's closed slots", async ({
  page,
  t,
  lang,
  request,
}) => {
  // A booking without a slot yet (a draft), as the patient's details form leaves it.
  const patient = await apiSignIn(request, 'patient-login', DEMO_ACCOUNTS.patient.phone_number);
  const doctors = await patient.post('get-all-doctors', { patient_id: patient.user.id });
  const doctor = (
    doctors.body.result as { doctors: { id: number; first_name: string; last_name: string }[] }
  ).doctors.find(DEMO_DOCTOR.is)!;
  const added = await patient.post('add-booking', {
    name: `Late Picker ${lang === 'en' ? 'Alpha' : 'Beta'}`,
    age: 40,
    problem: 'Headache',
    address: 'Civil Lines Deoria',
    phone_number: '9876543210',
    type: 'Other',
    doctor_id: doctor.id,
    patient_id: patient.user.id,
  });
  const bookingId = (added.body.result as { id: number }).id;

  await clockAt(page, '23:59');
  await signInAsPatient(page, t);
  await page.goto(`/patient-book-appointment?booking_id=${bookingId}&doctor_id=${doctor.id}`);
  await expect(page.getByRole('tab', { name: t('appointments.anotherDayTab') })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(field(page, t('appointments.chooseDate'))).toHaveValue(toDisplayDate(addDays(today(), 1)));
  await expect(
    page.getByRole('button', { name: `${t('appointments.join')}: ${t('appointments.slots.Morning')}` }),
  ).toBeVisible();
  await page.screenshot({ path: `/tmp/paths-late-picker-${lang}.png`, fullPage: true });
});
