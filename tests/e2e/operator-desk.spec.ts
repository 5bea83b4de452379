// The call centre's desk beyond emergencies, in English and Hindi: the demo patient orders medicines with a
// prescription picture and keeps their previous orders open; the operator opens the Deliveries section
// (kept in the address across a reload), sees the order with its picture, marks it Accepted with a ₹250
// bill, Paid, and the card shows it; the patient's open screen follows without a reload (Accepted, then
// Dispatched, then Delivered); the order's History shows the change. Then the App section:
// the current version and status, the form's own check, and the confirmation's way back (the real switch
// would reach every other journey on this server: the API tests make it). Pictures at 1280 and 360 px.
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../src/shared/demo-accounts';
import { DEFAULT_TIME_ZONE, todayInClinic } from '../../src/shared/dates';
import { DEMO_PASSWORD, expect, fillLogin, pageFor, shot, test } from './fixtures';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };
const OPERATOR_NAME = 'Sunita Yadav';
// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Posts a call with the page's own session (page.request shares the browser context's cookies). */
async function post(page: Page, name: string, data: Record<string, unknown>, multipart = false) {
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const headers = { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) };
  const response = await page.request.post(
    `/api/${name}.json`,
    multipart ? { multipart: data as never, headers } : { data, headers },
  );
  const body = (await response.json()) as { response: string; error?: string; result?: unknown };
  expect(body.response, `${name}: ${body.error ?? ''}`).toBe('success');
  return body.result;
}

/** The page's whole width fits the viewport: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

/** Pictures of the screen at a desktop's width and a small phone's, back at the desktop's after. */
async function shotsAtBothWidths(page: Page, name: string, lang: 'en' | 'hi') {
  // From the top, so the sticky top bar is drawn where it belongs.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize(DESKTOP);
  await shot(page, `${name}-1280`, lang);
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await shot(page, `${name}-360`, lang);
  await page.setViewportSize(DESKTOP);
}

test('the desk bills a medicine order; the patient sees it, and its history shows the change', async ({
  page,
  t,
  lang,
  browser,
}) => {
  const orderName = `Kamla Devi ${Date.now()}`;

  // The demo patient orders medicines with a prescription picture (the order form has its own journey).
  await page.setViewportSize(PHONE);
  await page.goto('/patient-login');
  await fillLogin(page, t, DEMO_ACCOUNTS.patient.phone_number, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/patient-selection$/);
  const patient = (await post(page, 'get-current-user', {})) as { id: number };
  const charges = (await post(page, 'get-updated-charges', {})) as { normal_delivery: number };
  const order = (await post(
    page,
    'add-medical-delivery',
    {
      patient_id: String(patient.id),
      name: orderName,
      address: 'Station Road Deoria',
      phone_number: DEMO_ACCOUNTS.patient.phone_number,
      delivery_date: todayInClinic(DEFAULT_TIME_ZONE),
      delivery_charges: String(charges.normal_delivery),
      delivery_type: 'Normal',
      priscription_image: { name: 'rx.png', mimeType: 'image/png', buffer: PNG },
    },
    true,
  )) as { id: number; image: string };
  // The patient keeps their orders open while the desk works.
  await page.goto('/previous-medical-delivery');
  const mine = page.locator(`[data-delivery-id="${order.id}"]`);
  await expect(mine.getByTestId('delivery-status')).toHaveText(t('patientCare.statuses.Pending'));

  // The operator's desk: the Deliveries section, kept in the address across a reload.
  const operator = await pageFor(browser, lang, { viewport: DESKTOP });
  const desk = operator.page;
  await desk.goto('/operator-login');
  await fillLogin(desk, t, DEMO_ACCOUNTS.operator.phone_number, DEMO_PASSWORD);
  await expect(desk).toHaveURL(/\/operator$/);
  await expect(desk.getByRole('heading', { name: t('titles.operator'), level: 1 })).toBeVisible();
  const deliveriesTab = desk.getByRole('tab', { name: t('operator.sections.deliveries') });
  await deliveriesTab.click();
  await expect(desk).toHaveURL(/\/operator\?desk=deliveries$/);
  await desk.reload();
  await expect(deliveriesTab).toHaveAttribute('aria-selected', 'true');
  await expect(desk.getByRole('heading', { name: t('operator.deliveries.title') })).toBeVisible();

  // The order, with who and where, a tap-to-call phone and the prescription picture opening in a new tab.
  const card = desk.locator(`[data-delivery-id="${order.id}"]`);
  await expect(card.getByText(orderName, { exact: true })).toBeVisible();
  await expect(card.getByTestId('delivery-status')).toHaveText(t('patientCare.statuses.Pending'));
  await expect(card.getByRole('link', { name: DEMO_ACCOUNTS.patient.phone_number })).toHaveAttribute(
    'href',
    `tel:+91${DEMO_ACCOUNTS.patient.phone_number}`,
  );
  await expect(card.getByText('Station Road Deoria', { exact: true })).toBeVisible();
  const picture = card.getByRole('img', { name: t('patientCare.delivery.prescriptionOf', { id: order.id }) });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const pictureLink = card.getByRole('link', { name: t('patientCare.delivery.prescriptionOf', { id: order.id }) });
  await expect(pictureLink).toHaveAttribute('href', order.image);
  await expect(pictureLink).toHaveAttribute('target', '_blank');

  // Accepted, a ₹250 bill, paid: the card shows the answer.
  const bill = card.getByRole('form', { name: t('operator.deliveries.billTitle') });
  await bill.getByLabel(t('operator.deliveries.status'), { exact: true }).selectOption('Accepted');
  await bill.getByLabel(t('operator.deliveries.amount'), { exact: true }).fill('250');
  await bill.getByLabel(t('patientCare.delivery.paymentStatus'), { exact: true }).selectOption('Paid');
  await bill.getByRole('button', { name: t('operator.deliveries.save') }).click();
  const accepted = t('patientCare.statuses.Accepted');
  await expect(card.getByText(t('operator.deliveries.saved', { status: accepted }), { exact: true })).toBeVisible();
  await expect(card.getByTestId('delivery-status')).toHaveText(accepted);
  await expect(card.getByText(t('patientCare.rupees', { amount: 250 }), { exact: true })).toBeVisible();
  // (The form's select names Paid too: the card's own details say it.)
  await expect(card.locator('.info-list').getByText(t('patientCare.statuses.Paid'), { exact: true })).toBeVisible();
  await shotsAtBothWidths(desk, 'operator-deliveries', lang);

  // The patient's open screen says the same, without a reload.
  await expect(mine.getByTestId('delivery-status')).toHaveText(accepted);
  await expect(mine.getByText(t('patientCare.rupees', { amount: 250 }), { exact: true })).toBeVisible();
  await expect(mine.getByText(t('patientCare.statuses.Paid'), { exact: true })).toBeVisible();

  // The order's history: the operator's change among the order's reads (the picture's too).
  await card.getByRole('button', { name: t('operator.history.button') }).click();
  const history = desk.getByRole('dialog', {
    name: t('operator.history.title', { record: t('patientCare.delivery.order', { id: order.id }) }),
  });
  const change = history.getByTestId('history-entry').filter({ hasText: accepted });
  await expect(change).toHaveCount(1);
  await expect(change).toContainText(`${OPERATOR_NAME} (${t('operator.history.roles.Operator')})`);
  await expect(change).toContainText(t('operator.history.ok'));
  await expect(history.getByTestId('history-entry').last()).toContainText(
    t('operator.history.actions.add-medical-delivery'),
  );
  await shotsAtBothWidths(desk, 'operator-delivery-history', lang);
  await history.getByRole('button', { name: t('operator.history.close') }).click();
  await expect(history).toHaveCount(0);

  // On the road, then at the door: each move reaches the patient's open screen as it is made.
  const moveTo = async (status: 'Dispatched' | 'Delivered') => {
    await bill.getByLabel(t('operator.deliveries.status'), { exact: true }).selectOption(status);
    await bill.getByRole('button', { name: t('operator.deliveries.save') }).click();
  };
  await moveTo('Dispatched');
  await expect(card.getByTestId('delivery-status')).toHaveText(t('patientCare.statuses.Dispatched'));
  await expect(mine.getByTestId('delivery-status')).toHaveText(t('patientCare.statuses.Dispatched'));
  await moveTo('Delivered');
  // A delivered order leaves the desk's open orders.
  await expect(card).toHaveCount(0);
  await expect(mine.getByTestId('delivery-status')).toHaveText(t('patientCare.statuses.Delivered'));
  await expect(mine.getByText(t('patientCare.statuses.Paid'), { exact: true })).toBeVisible();
  await shot(page, 'patient-delivery-followed', lang);

  await operator.context.close();
});

test("the desk's App section shows the version and asks before changing every user's app", async ({
  page,
  t,
  lang,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/operator-login');
  await fillLogin(page, t, DEMO_ACCOUNTS.operator.phone_number, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/operator$/);
  const current = (await post(page, 'version', {})) as { version: string; app_process: string };
  expect(current.app_process).toBe('live');

  await page.getByRole('tab', { name: t('operator.sections.app') }).click();
  await expect(page).toHaveURL(/\/operator\?desk=app$/);
  await expect(page.getByRole('heading', { name: t('operator.app.title') })).toBeVisible();
  await expect(page.getByText(current.version, { exact: true })).toBeVisible();
  await expect(page.getByTestId('app-process')).toHaveText(t('operator.app.live'));

  // The form's own check: a version is required.
  const version = page.getByLabel(t('operator.app.newVersion'), { exact: true });
  await expect(version).toHaveValue(current.version);
  await version.fill('');
  await page.getByRole('button', { name: t('operator.app.save') }).click();
  await expect(page.getByText(t('messages.required'), { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Maintenance warns before it is asked for, and the question can be taken back: nothing changes.
  await version.fill(`${current.version}-next`);
  await page.getByRole('radio', { name: t('operator.app.maintenance') }).check();
  await expect(page.getByText(t('operator.app.maintenanceWarning'), { exact: true })).toBeVisible();
  await page.getByRole('button', { name: t('operator.app.save') }).click();
  const confirm = page.getByRole('dialog', { name: t('operator.app.confirmTitle') });
  await expect(
    confirm.getByText(
      t('operator.app.confirmBody', { version: `${current.version}-next`, process: t('operator.app.maintenance') }),
      { exact: true },
    ),
  ).toBeVisible();
  await shotsAtBothWidths(page, 'operator-app-confirm', lang);
  await confirm.getByRole('button', { name: t('operator.app.keep') }).click();
  await expect(confirm).toHaveCount(0);
  expect((await post(page, 'version', {})) as { app_process: string; version: string }).toMatchObject(current);
  await expect(page.getByTestId('app-process')).toHaveText(t('operator.app.live'));
  await page.getByRole('radio', { name: t('operator.app.live') }).check();
  await shotsAtBothWidths(page, 'operator-app', lang);
});
