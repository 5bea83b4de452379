// The doctor's settings, in English and Hindi: timings, slot capacity and the waiting room's settings
// change and the patient's slot picker follows at once; every settings form shows the kept field messages and sends
// nothing when
// they fail; the profile form saves and returns to the account page. The en and hi projects share one
// server, so each uses its own demo doctor (en 9000000104, hi 9000000105).
import { DEMO_ACCOUNTS } from '../../src/shared/demo-accounts';
import { DEFAULT_TIME_ZONE, addDays, todayInClinic } from '../../src/shared/dates';
import { STATES } from '../../src/shared/constants';
import { formatTimeRange } from '../../src/web/lib/format';
import { expect, pageFor, shot, test, tr, type Lang } from './fixtures';
import { apiSignIn } from './api-helpers';
import { countCalls, doctorSideSignIn } from './settings-helpers';

const OWN_DOCTOR: Record<Lang, string> = { en: '9000000104', hi: '9000000105' };

interface ScheduleEntry {
  timing: string;
  status: string;
  capacity: number;
}

test('a doctor unticks Afternoon and sets the Morning capacity; the patient slot picker follows', async ({
  page,
  t,
  lang,
  request,
  browser,
}) => {
  await doctorSideSignIn(page, t, OWN_DOCTOR[lang]);
  await page
    .getByRole('link', { name: t('nav.account') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/doctors-account$/);
  await page.getByRole('link', { name: t('titles.doctors-hospital-timing') }).click();
  await expect(page).toHaveURL(/\/doctors-hospital-timing$/);
  await expect(page.getByRole('heading', { level: 1, name: t('titles.doctors-hospital-timing') })).toBeVisible();

  const slotName = (slot: string) => t(`doctorSettings.slots.${slot}`);
  const ofSlot = (labelKey: string, slot: string) =>
    tr(lang, 'doctorSettings.fieldOfSlot', { label: t(labelKey), slot: slotName(slot) });
  const morningCapacity = page.getByLabel(ofSlot('doctorSettings.slotCapacity', 'Morning'), { exact: true });
  const afternoon = page.getByRole('checkbox', { name: slotName('Afternoon'), exact: true });

  // Ticked slots show their fields; unticking hides them.
  await page.getByRole('checkbox', { name: slotName('Morning'), exact: true }).check();
  await afternoon.check();
  await expect(page.getByLabel(ofSlot('doctorSettings.slotCapacity', 'Afternoon'), { exact: true })).toBeVisible();
  await afternoon.uncheck();
  await expect(page.getByLabel(ofSlot('doctorSettings.slotCapacity', 'Afternoon'), { exact: true })).toHaveCount(0);
  await expect(page.getByLabel(ofSlot('doctorSettings.openingTime', 'Afternoon'), { exact: true })).toHaveCount(0);

  // The capacity rules, with nothing sent.
  const sent = countCalls(page, 'edit-doctor-hospital-timings');
  await morningCapacity.fill('0');
  await page.getByRole('button', { name: t('doctorSettings.save') }).click();
  await expect(page.getByText(t('messages.capacityInvalid'), { exact: true })).toBeVisible();
  await morningCapacity.fill('ten');
  await page.getByRole('button', { name: t('doctorSettings.save') }).click();
  await expect(page.getByText(t('messages.capacityNotNumeric'), { exact: true })).toBeVisible();
  expect(sent()).toBe(0);
  await morningCapacity.fill('10');

  // The waiting room's settings: the average time per patient (1 to 60) and the alert point (1 to 10).
  const average = page.getByLabel(t('doctorSettings.averageConsult'), { exact: true });
  const alertAt = page.getByLabel(t('doctorSettings.alertAt'), { exact: true });
  await expect(average).toHaveValue(/^\d+$/);
  await average.fill('0');
  await alertAt.fill('11');
  await page.getByRole('button', { name: t('doctorSettings.save') }).click();
  await expect(page.getByText(t('messages.consultMinutesInvalid'), { exact: true })).toBeVisible();
  await expect(page.getByText(t('messages.alertAtInvalid'), { exact: true })).toBeVisible();
  expect(sent()).toBe(0);
  const averageMinutes = 4 + Math.floor(Math.random() * 10);
  await average.fill(String(averageMinutes));
  await alertAt.fill('2');

  const capacity = 5 + Math.floor(Math.random() * 20);
  await morningCapacity.fill(String(capacity));
  await page.getByLabel(ofSlot('doctorSettings.openingTime', 'Morning'), { exact: true }).fill('08:00');
  await page.getByLabel(ofSlot('doctorSettings.closingTime', 'Morning'), { exact: true }).fill('12:30');
  await shot(page, 'doctor-timings', lang);
  await page.getByRole('button', { name: t('doctorSettings.save') }).click();
  await expect(page.getByText(t('doctorSettings.saved'))).toBeVisible();
  expect(sent()).toBe(1);

  // The form reopens with what was saved.
  await page.reload();
  await expect(morningCapacity).toHaveValue(String(capacity));
  await expect(afternoon).not.toBeChecked();
  await expect(average).toHaveValue(String(averageMinutes));
  await expect(alertAt).toHaveValue('2');

  // The patient's slot picker (get-doctor-schedule) follows at once.
  const doctorId = (await apiSignIn(request, 'doctor-login', OWN_DOCTOR[lang])).user.id;
  const patient = await apiSignIn(request, 'patient-login', DEMO_ACCOUNTS.patient.phone_number);
  const schedule = await patient.post('get-doctor-schedule', {
    doctor_id: doctorId,
    date: addDays(todayInClinic(DEFAULT_TIME_ZONE), 1),
    slot: '',
  });
  expect(schedule.status, schedule.body.error).toBe(200);
  const slots = schedule.body.result as Record<string, ScheduleEntry>;
  expect(Object.keys(slots)).not.toContain('Afternoon');
  expect(slots.Morning?.capacity).toBe(capacity);
  expect(slots.Morning?.timing).toBe('08:00-12:30');

  // And the picker the patient sees shows the new Morning times and no Afternoon.
  const added = await patient.post('add-booking', {
    name: 'Ramesh Kumar',
    age: 34,
    problem: 'Fever',
    address: 'Civil Lines',
    phone_number: DEMO_ACCOUNTS.patient.phone_number,
    type: 'Self',
    doctor_id: doctorId,
    patient_id: patient.user.id,
  });
  expect(added.status, added.body.error).toBe(200);
  const { context: patientBrowser, page: picker } = await pageFor(browser, lang, {
    storageState: await request.storageState(),
  });
  await picker.goto(
    `/patient-book-appointment?booking_id=${(added.body.result as { id: number }).id}&doctor_id=${doctorId}`,
  );
  await picker.getByRole('tab', { name: t('appointments.anotherDayTab') }).click();
  await picker
    .getByLabel(t('appointments.chooseDate'), { exact: true })
    .fill(addDays(todayInClinic(DEFAULT_TIME_ZONE), 1));
  // Read in the page's language: "8:00 am – 12:30 pm" / "सुबह 8:00 – दोपहर 12:30".
  await expect(picker.locator('[data-slot="Morning"]')).toContainText(formatTimeRange('08:00-12:30', lang));
  await expect(picker.locator('[data-slot="Evening"]')).toBeVisible();
  await expect(picker.locator('[data-slot="Afternoon"]')).toHaveCount(0);
  await patientBrowser.close();
});

test('the settings forms show the kept field messages and send nothing', async ({ page, t, lang }) => {
  await doctorSideSignIn(page, t, OWN_DOCTOR[lang]);

  // Hospital settings: pincode in numbers, then exactly 6 digits; the 36 states and union territories.
  await page.goto('/doctors-clinic-setting');
  const clinicSent = countCalls(page, 'edit-doctor-clinic-details');
  const pincode = page.getByLabel(t('doctorSettings.pincode'), { exact: true });
  await expect(pincode).not.toHaveValue('');
  await expect(page.getByLabel(t('doctorSettings.hospitalName'), { exact: true })).toBeVisible();
  await expect(page.getByLabel(t('doctorSettings.sloganText'), { exact: true })).toBeVisible();
  await expect(page.getByLabel(t('doctorSettings.hospitalContact'), { exact: true })).toBeVisible();
  await expect(page.getByLabel(t('doctorSettings.state'), { exact: true }).locator('option')).toHaveCount(
    STATES.length + 1,
  );
  await pincode.fill('27ab01');
  await page.getByRole('button', { name: t('doctorSettings.save') }).click();
  await expect(page.getByText(t('messages.pincodeNotNumeric'), { exact: true })).toBeVisible();
  await pincode.fill('2740');
  await page.getByRole('button', { name: t('doctorSettings.save') }).click();
  await expect(page.getByText(t('messages.pincodeInvalid'), { exact: true })).toBeVisible();
  await shot(page, 'clinic-setting-errors', lang);
  expect(clinicSent()).toBe(0);

  // Profile: the five fields are required.
  await page.goto('/doctors-edit-profile');
  const profileSent = countCalls(page, 'edit-doctor-profile');
  const college = page.getByLabel(t('doctorSettings.college'), { exact: true });
  await expect(page.getByLabel(t('doctorSettings.firstName'), { exact: true })).not.toHaveValue('');
  await college.fill('   ');
  await page.getByLabel(t('doctorSettings.passoutYear'), { exact: true }).fill('');
  await page.getByRole('button', { name: t('doctorSettings.submit') }).click();
  await expect(page.getByText(t('messages.required'), { exact: true })).toHaveCount(2);
  await expect(page.getByText(t('doctorSettings.uploadPicture'))).toBeVisible();
  expect(profileSent()).toBe(0);

  // Account setting: a valid e-mail; the sign-in number is shown, not typed into (it changes with a code).
  await page.goto('/doctors-account-setting');
  const accountSent = countCalls(page, 'edit-doctor-profile');
  await expect(page.getByLabel(t('doctorSettings.phoneNumber'), { exact: true })).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: t('account.changeNumber.button') })).toBeVisible();
  await page.getByLabel(t('doctorSettings.email'), { exact: true }).fill('not-an-email');
  await page.getByRole('button', { name: t('doctorSettings.save') }).click();
  await expect(page.getByText(t('messages.emailInvalidProfile'), { exact: true })).toBeVisible();
  expect(accountSent()).toBe(0);

  // General timing is required.
  await page.goto('/doctors-hospital-timing');
  await page.getByLabel(t('doctorSettings.openingTime'), { exact: true }).first().fill('');
  await page.getByRole('button', { name: t('doctorSettings.save') }).click();
  await expect(page.getByText(t('messages.required'), { exact: true }).first()).toBeVisible();
});

test('the profile form saves and returns to the account page; equipment and contact pages show', async ({
  page,
  t,
  lang,
}) => {
  await doctorSideSignIn(page, t, OWN_DOCTOR[lang]);
  await page.goto('/doctors-account');
  await page.getByRole('link', { name: t('account.editProfile') }).click();
  await expect(page).toHaveURL(/\/doctors-edit-profile$/);
  await expect(page.getByRole('heading', { level: 1, name: t('titles.doctors-edit-profile') })).toBeVisible();
  const college = `BRD Medical College ${lang.toUpperCase()}`;
  await page.getByLabel(t('doctorSettings.college'), { exact: true }).fill(college);
  await page.getByLabel(t('doctorSettings.passoutYear'), { exact: true }).fill('2011');
  await page.getByLabel(t('doctorSettings.specialization'), { exact: true }).fill('BDS, Dentist');
  await page.getByLabel(t('doctorSettings.profilePicture'), { exact: true }).setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a picture'),
  });
  await expect(page.getByText(t('messages.fileTypeNotAllowed'))).toBeVisible();
  await shot(page, 'edit-profile', lang);
  await page.getByRole('button', { name: t('doctorSettings.submit') }).click();
  await expect(page.getByText(t('doctorSettings.saved'))).toBeVisible();
  await expect(page).toHaveURL(/\/doctors-account$/);
  await page.goto('/doctors-edit-profile');
  await expect(page.getByLabel(t('doctorSettings.college'), { exact: true })).toHaveValue(college);

  await page.goto('/doctors-equipment');
  await expect(page.getByText(t('messages.serviceNotAvailable'))).toBeVisible();
  await page.goto('/contact-us-doc');
  await expect(page.getByRole('link', { name: t('doctorSettings.contact.chat') })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(1);
  await shot(page, 'contact-us-doc', lang);
});
