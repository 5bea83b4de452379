// A correction approved on the desk, in English and Hindi: a new patient's booking carries a misspelt name;
// from the booking's card in the history they ask for it to be corrected (/my-corrections opens on that
// booking, shows the name now, checks the new one by the name rule, and sends "My profile" to Edit
// profile); the operator opens the desk's Corrections, sees the name now and the one asked for, is told a
// decline needs a reason, and approves; the patient then sees the request Approved and the booking under
// its new name. Pictures at 360 px (and the desk at 1280 px too).
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../src/shared/demo-accounts';
import { addDays, DEFAULT_TIME_ZONE, todayInClinic } from '../../src/shared/dates';
import { formatDate } from '../../src/web/lib/format';
import { DEMO_PASSWORD, expect, fillLogin, pageFor, registerAndSignIn, shot, test } from './fixtures';

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
const DOCTOR = 'Pooja Gupta';

/** Posts a call with the page's own session (page.request shares the browser context's cookies). */
async function post(page: Page, name: string, data: Record<string, unknown>): Promise<unknown> {
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.post(`/api/${name}.json`, {
    data,
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
  });
  const body = (await response.json()) as { response: string; error?: string; result?: unknown };
  expect(body.response, `${name}: ${body.error ?? ''}`).toBe('success');
  return body.result;
}

/** A label with a count in it ("All (3)"), whatever the count. */
const withAnyCount = (label: string) =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('999', '\\d+')}$`);

/** Sets the text size on the page's root, as lib/text-size.ts does. */
const setTextSize = (page: Page, size: 'normal' | 'largest') =>
  page.evaluate((chosen) => {
    if (chosen === 'normal') delete document.documentElement.dataset.textSize;
    else document.documentElement.dataset.textSize = chosen;
  }, size);

/**
 * Pictures of the whole screen from its top (where the sticky top bar belongs), at the normal and the largest
 * text size: at neither does the page scroll sideways.
 */
async function picture(page: Page, name: string, lang: 'en' | 'hi') {
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const size of ['largest', 'normal'] as const) {
    await setTextSize(page, size);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      `${name} at ${size} text`,
    ).toBeLessThanOrEqual(0);
    await shot(page, size === 'normal' ? name : `${name}-largest`, lang);
  }
}

test('a correction approved on the desk: the booking takes the new name, and the patient sees it approved', async ({
  page,
  t,
  lang,
  browser,
}) => {
  const misspelt = lang === 'en' ? 'Sita Devii' : 'सीता देवि';
  const corrected = lang === 'en' ? 'Sita Devi' : 'सीता देवी';
  await page.setViewportSize(PHONE);
  await registerAndSignIn(page, t, lang, lang === 'en' ? 'Ramesh Kumar' : 'रमेश कुमार');

  // Their booking of tomorrow for Sita, made with the name misspelt (the booking journeys book through the forms).
  const me = (await post(page, 'get-current-user', {})) as { id: number };
  const { doctors } = (await post(page, 'get-all-doctors', { patient_id: me.id })) as {
    doctors: { id: number; first_name: string; last_name: string }[];
  };
  const doctor = doctors.find((d) => `${d.first_name} ${d.last_name}` === DOCTOR)!;
  const form = {
    name: misspelt,
    age: '42',
    problem: 'Tooth ache',
    address: 'Civil Lines Deoria',
    phone_number: '9876543210',
    type: 'Other',
    doctor_id: doctor.id,
    patient_id: me.id,
  };
  const { id: bookingId } = (await post(page, 'add-booking', form)) as { id: number };
  const tomorrow = addDays(todayInClinic(DEFAULT_TIME_ZONE), 1);
  await post(page, 'slot-confirmation', {
    booking_id: bookingId,
    booking_date: tomorrow,
    slot: 'Morning',
    type: 'Patient',
  });

  // From the booking's card in the history: "Ask to correct" opens the form on that booking.
  await page.goto(`/patient-history?booking_date=${tomorrow}`);
  const bookingCard = page.locator(`[data-booking-id="${bookingId}"]`);
  await expect(bookingCard).toContainText(misspelt);
  await bookingCard.getByRole('link', { name: t('corrections.askLink') }).click();
  await expect(page).toHaveURL(new RegExp(`/my-corrections\\?booking_id=${bookingId}$`));
  const ask = page.getByRole('form', { name: t('corrections.formTitle') });
  const record = ask.getByLabel(t('corrections.recordLabel'), { exact: true });
  await expect(record).toHaveValue(`booking:${bookingId}`);
  await expect(record.locator('option:checked')).toHaveText(
    t('corrections.recordOption', {
      date: formatDate(tomorrow, lang),
      with: t('common.doctorName', { name: DOCTOR }),
      name: misspelt,
    }),
  );
  await expect(page.getByText(t('corrections.emptyTitle'), { exact: true })).toBeVisible();

  // The detail and its value now; the new name is checked by the name rule before it is sent.
  await ask.getByLabel(t('corrections.fieldLabel'), { exact: true }).selectOption('name');
  await expect(ask.getByText(t('corrections.nowValue', { value: misspelt }), { exact: true })).toBeVisible();
  const proposed = ask.getByLabel(t('corrections.proposedLabel'), { exact: true });
  await proposed.fill('Sita <Devi>');
  await ask.getByRole('button', { name: t('corrections.submit') }).click();
  await expect(ask.getByText(t('messages.noSpecialCharacters'), { exact: true })).toBeVisible();
  await picture(page, 'corrections-form', lang);
  await proposed.fill(corrected);
  await ask
    .getByLabel(t('corrections.noteLabel'), { exact: true })
    .fill(lang === 'en' ? 'One letter too many' : 'एक मात्रा गलत है');
  await ask.getByRole('button', { name: t('corrections.submit') }).click();
  await expect(page.getByText(t('messages.correctionRequested'), { exact: true })).toBeVisible();
  const mine = page.locator('.cr-list > li');
  await expect(mine).toHaveCount(1);
  await expect(mine.getByTestId('correction-status')).toHaveText(t('corrections.statuses.Waiting'));
  await expect(mine).toContainText(
    t('corrections.bookingWith', { with: t('common.doctorName', { name: DOCTOR }), date: formatDate(tomorrow, lang) }),
  );
  const requestId = await mine.getAttribute('data-request-id');
  await picture(page, 'corrections-waiting', lang);

  // The profile's own details are the patient's to change: the form says where.
  await record.selectOption('profile');
  await expect(ask.getByRole('note')).toContainText(t('corrections.profileNote'));
  await expect(ask.getByRole('link', { name: t('corrections.editProfile') })).toHaveAttribute(
    'href',
    '/patient-edit-profile',
  );
  await expect(ask.getByRole('button', { name: t('corrections.submit') })).toHaveCount(0);

  // The desk: Corrections, the request with the name now and the one asked for.
  const operator = await pageFor(browser, lang, { viewport: DESKTOP });
  const desk = operator.page;
  await desk.goto('/operator-login');
  await fillLogin(desk, t, DEMO_ACCOUNTS.operator.phone_number, DEMO_PASSWORD);
  await expect(desk).toHaveURL(/\/operator$/);
  await desk.getByRole('tab', { name: t('operator.sections.corrections') }).click();
  await expect(desk).toHaveURL(/\/operator\?desk=corrections$/);
  await expect(desk.getByRole('heading', { name: t('corrections.desk.title') })).toBeVisible();
  const card = desk.locator(`.cr-card[data-request-id="${requestId}"]`);
  await expect(
    card.getByRole('heading', {
      name: t('corrections.desk.booking', { id: bookingId, date: formatDate(tomorrow, lang) }),
    }),
  ).toBeVisible();
  await expect(card.getByTestId('correction-status')).toHaveText(t('corrections.statuses.Waiting'));
  const rowOf = (label: string) =>
    card
      .locator('.info-row')
      .filter({ has: desk.getByText(label, { exact: true }) })
      .locator('dd');
  await expect(rowOf(t('corrections.desk.detail'))).toHaveText(t('corrections.fields.name'));
  await expect(rowOf(t('corrections.now'))).toHaveText(misspelt);
  await expect(rowOf(t('corrections.askedFor'))).toHaveText(corrected);

  // Declining needs a reason the patient will read; approving does not.
  await card.getByRole('button', { name: t('corrections.desk.decline') }).click();
  await expect(card.getByText(t('messages.correctionReasonRequired'), { exact: true })).toBeVisible();
  await desk.setViewportSize(PHONE);
  await picture(desk, 'corrections-desk-360', lang);
  await desk.setViewportSize(DESKTOP);
  await picture(desk, 'corrections-desk-1280', lang);
  await card.getByRole('button', { name: t('corrections.desk.approve') }).click();
  await expect(desk.getByText(t('messages.correctionApproved'), { exact: true })).toBeVisible();
  // Answered, it leaves the waiting requests; All shows it approved, by whom.
  await expect(card).toHaveCount(0);
  await desk.getByRole('radio', { name: withAnyCount(t('operator.filters.all', { count: 999 })) }).check();
  await expect(card.getByTestId('correction-status')).toHaveText(t('corrections.statuses.Approved'));
  await expect(rowOf(t('corrections.before'))).toHaveText(misspelt);
  await expect(rowOf(t('corrections.desk.answeredBy'))).toContainText('Sunita Yadav');
  await operator.context.close();

  // The patient: the request Approved, and the booking under its new name.
  await page.goto('/my-corrections');
  await expect(mine.getByTestId('correction-status')).toHaveText(t('corrections.statuses.Approved'));
  await expect(
    mine
      .locator('.info-row')
      .filter({ hasText: t('corrections.before') })
      .locator('dd'),
  ).toHaveText(misspelt);
  await picture(page, 'corrections-approved', lang);
  await page.goto(`/patient-history?booking_date=${tomorrow}`);
  await expect(bookingCard).toContainText(corrected);
  await expect(bookingCard).not.toContainText(misspelt);
  await picture(page, 'corrections-history', lang);
});
