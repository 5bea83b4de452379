// A parent books for their child, at 360 px in English and Hindi: they add the child on /family (reached
// from the menu; its empty state and its field messages on the way), choose the child on the booking form
// (the child's name and age come in read-only), take tomorrow's token, and the token is the child's: on the
// confirmation, in the history narrowed to the child (and not in their own), and on /family, which will not
// remove the child while the token is held and says why.
import type { Page } from '@playwright/test';
import { addDays, DEFAULT_TIME_ZONE, todayInClinic } from '../../src/shared/dates';
import { formatDate } from '../../src/web/lib/format';
import { expect, registerAndSignIn, test } from './fixtures';

test.use({ viewport: { width: 360, height: 740 } });

const DOCTOR = 'Pooja Gupta';

/** The page never scrolls sideways at 360 px. */
async function expectNoSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

async function picture(page: Page, name: string, lang: string) {
  await expectNoSideways(page);
  await page.screenshot({ path: `test-results/screens/family-${name}-${lang}.png`, fullPage: true });
}

test('a parent adds a child on /family, books for the child, and the token shows as the child’s', async ({
  page,
  t,
  lang,
}) => {
  const parent = lang === 'en' ? 'Rekha Devi' : 'रेखा देवी';
  const child = lang === 'en' ? 'Munni Kumari' : 'मुन्नी कुमारी';
  const daughter = t('family.relationOf.Child.Female');
  const childLabel = t('family.memberLabel', { name: child, relation: daughter });
  await registerAndSignIn(page, t, lang, parent);

  // /family from the menu: nobody yet, and how to begin.
  await page.getByRole('button', { name: t('common.openMenu') }).click();
  await page.getByRole('link', { name: t('titles.family') }).click();
  await expect(page).toHaveURL(/\/family$/);
  await expect(page.getByText(t('family.emptyTitle'), { exact: true })).toBeVisible();
  await picture(page, 'empty', lang);

  // The form's messages are a booking's: each field required, then the age and the name checked.
  await page.getByRole('button', { name: t('family.add') }).click();
  const form = page.getByRole('form', { name: t('family.add') });
  await form.getByRole('button', { name: t('family.save') }).click();
  await expect(form.getByText(t('messages.required'), { exact: true })).toHaveCount(4);
  await form.getByLabel(t('family.name'), { exact: true }).fill('Munni <3');
  await form.getByLabel(t('family.age'), { exact: true }).fill('0');
  await form.getByRole('button', { name: t('family.save') }).click();
  await expect(form.getByText(t('messages.noSpecialCharacters'), { exact: true })).toBeVisible();
  await expect(form.getByText(t('messages.ageNotPositive'), { exact: true })).toBeVisible();
  await picture(page, 'form-errors', lang);

  await form.getByLabel(t('family.name'), { exact: true }).fill(child);
  await form.getByLabel(t('family.age'), { exact: true }).fill('7');
  await form.getByLabel(t('family.sex'), { exact: true }).selectOption('Female');
  await form.getByLabel(t('family.relation'), { exact: true }).selectOption('Child');
  await form.getByRole('button', { name: t('family.save') }).click();
  const card = page.locator('.family-card').filter({ hasText: child });
  await expect(card).toContainText(t('family.summary', { relation: daughter, age: 7 }));
  await expect(page.getByText(t('family.count', { count: 1, max: 10 }))).toBeVisible();
  await picture(page, 'list', lang);

  // The booking form: "Booking for" offers the child; their name and age come in and cannot be typed over.
  await page.goto('/patient-selection');
  const doctorName = t('common.doctorName', { name: DOCTOR });
  await page.getByRole('link', { name: `${t('appointments.bookLink')}: ${doctorName}` }).click();
  await page.getByRole('link', { name: t('appointments.bookAppointment'), exact: true }).click();
  await expect(page).toHaveURL(/\/patient-details\?doctor_id=\d+$/);
  await page.getByRole('radio', { name: childLabel }).check();
  const name = page.getByLabel(t('appointments.name'), { exact: true });
  await expect(name).toHaveValue(child);
  await expect(name).toHaveAttribute('readonly', '');
  await expect(page.getByLabel(t('appointments.age'), { exact: true })).toHaveValue('7');
  await page.getByLabel(t('appointments.problem'), { exact: true }).fill('Tooth ache');
  await page.getByLabel(t('appointments.address'), { exact: true }).fill('Civil Lines Deoria');
  await picture(page, 'booking-for-child', lang);
  await page.getByRole('button', { name: t('appointments.continueToSlot') }).click();

  await expect(page).toHaveURL(/\/patient-book-appointment\?booking_id=\d+&doctor_id=\d+$/);
  const tomorrow = addDays(todayInClinic(DEFAULT_TIME_ZONE), 1);
  await page.getByRole('tab', { name: t('appointments.anotherDayTab') }).click();
  await page.getByLabel(t('appointments.chooseDate'), { exact: true }).fill(tomorrow);
  await expect(page.locator('[data-slot="Morning"] .slot-note-open')).toBeVisible();
  await page.getByRole('button', { name: `${t('appointments.join')}: ${t('appointments.slots.Morning')}` }).click();
  const dialog = page.getByRole('dialog', { name: t('appointments.confirmedTitle') });
  await expect(dialog.getByTestId('booked-for')).toHaveText(childLabel);
  const token = (await dialog.getByTestId('token-number').textContent())?.trim() ?? '';
  expect(token).toMatch(/^\d+$/);
  await picture(page, 'confirmed', lang);
  await dialog.getByRole('button', { name: t('common.continue') }).click();

  // The history of that day, narrowed to the child: the child's token; narrowed to the parent: none.
  await expect(page).toHaveURL(new RegExp(`/patient-history\\?booking_date=${tomorrow}$`));
  const whose = page.getByLabel(t('family.whose'), { exact: true });
  await whose.selectOption({ label: childLabel });
  await expect(page).toHaveURL(/person=\d+/);
  const booking = page.locator('.booking-card').filter({ hasText: childLabel });
  await expect(booking).toHaveCount(1);
  await expect(booking.locator('.token-number')).toHaveText(token);
  await expect(booking).toContainText(doctorName);
  await picture(page, 'history-child', lang);
  await whose.selectOption({ label: t('family.myself') });
  await expect(
    page.getByText(t('appointments.noBookingsOn', { date: formatDate(tomorrow, lang) }), { exact: true }),
  ).toBeVisible();
  await expect(page.locator('.booking-card')).toHaveCount(0);

  // The child holds a token: /family keeps them, and says why, with the way to their bookings.
  await page.goto('/family');
  await card.getByRole('button', { name: t('family.removeOf', { name: child }) }).click();
  const ask = page.getByRole('dialog', { name: t('family.removeTitle', { name: child }) });
  await expect(ask).toContainText(t('family.removeBody', { name: child }));
  await ask.getByRole('button', { name: t('family.remove'), exact: true }).click();
  await expect(card.getByRole('alert')).toContainText(t('messages.familyMemberHasToken'));
  await expect(card).toBeVisible();
  await picture(page, 'remove-refused', lang);
});
