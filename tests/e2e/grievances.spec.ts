// Grievances and breach notices, in English and Hindi. A new patient opens /grievance from their account,
// meets the grievance officer, is told what the form needs, sends a grievance and sees its number; the
// operator finds it on the desk's Grievances section and answers it, and the patient reads the reply. The
// operator sends a breach notice to that one patient: it waits on their landing screen in their language
// until they close it, and the report the desk downloads says so. The officer is on /privacy-policy and
// /contact-us for anyone, with the way to write a grievance for a signed-in patient. Pictures at 360 px.
import type { Page } from '@playwright/test';
import fs from 'node:fs';
import { DEMO_ACCOUNTS } from '../../src/shared/demo-accounts';
import { formatDate } from '../../src/web/lib/format';
import { seriousViolations } from './axe';
import { DEMO_PASSWORD, expect, fillLogin, pageFor, registerAndSignIn, shot, test, type Lang } from './fixtures';

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
/** The demo officer (GRIEVANCE_OFFICER_* left at their defaults). */
const OFFICER = { name: 'Anjali Mishra', tel: 'tel:+919000000002', email: 'grievance@parchee.example' };

async function expectNoSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/**
 * A screen the route sweeps do not reach as it is here (a desk section, a notice on the landing screen): it
 * fits 360 px at the largest text size too, and axe finds nothing serious on it.
 */
async function expectFitsAndReadable(page: Page) {
  await expectNoSideways(page);
  await page.evaluate(() => (document.documentElement.dataset.textSize = 'largest'));
  await expectNoSideways(page);
  await page.evaluate(() => delete document.documentElement.dataset.textSize);
  expect(await seriousViolations(page)).toEqual([]);
}

/** The operator's desk in a browser of its own, signed in, on the Grievances section. */
async function operatorDesk(browser: Parameters<typeof pageFor>[0], lang: Lang, t: (key: string) => string) {
  const operator = await pageFor(browser, lang, { viewport: DESKTOP });
  const desk = operator.page;
  await desk.goto('/operator-login');
  await fillLogin(desk, t, DEMO_ACCOUNTS.operator.phone_number, DEMO_PASSWORD);
  await expect(desk).toHaveURL(/\/operator$/);
  await desk.getByRole('tab', { name: t('operator.sections.grievances') }).click();
  await expect(desk).toHaveURL(/\/operator\?desk=grievances$/);
  return operator;
}

/** The radio "All (n)" of a desk list, whatever n is. */
const allRadio = (t: (key: string, vars?: Record<string, string | number>) => string) =>
  new RegExp(
    `^${t('operator.filters.all', { count: 999 })
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace('999', '\\d+')}$`,
  );

test('a patient sends a grievance and gets its number; the desk answers it and the patient reads the reply', async ({
  page,
  t,
  lang,
  browser,
}) => {
  const name = lang === 'en' ? 'Kamla Devi' : 'कमला देवी';
  await page.setViewportSize(PHONE);
  await registerAndSignIn(page, t, lang, name);

  // From the account page to /grievance: the officer, the form, and nothing sent yet.
  await page.goto('/patient-account');
  await page.getByRole('link', { name: t('titles.my-data') }).click();
  await page.getByRole('link', { name: t('titles.grievance') }).click();
  await expect(page).toHaveURL(/\/grievance$/);
  const officer = page.getByTestId('grievance-officer');
  await expect(officer.getByText(OFFICER.name, { exact: true })).toBeVisible();
  await expect(
    officer.getByRole('link', { name: t('grievances.officer.call', { phone: '+91 90000 00002' }) }),
  ).toHaveAttribute('href', OFFICER.tel);
  await expect(page.getByText(t('grievances.mine.emptyTitle'), { exact: true })).toBeVisible();
  await expectNoSideways(page);
  await shot(page, 'grievance-empty', lang);

  // The form says what it needs, then sends.
  const form = page.getByRole('form', { name: t('grievances.form.title') });
  await form.getByRole('button', { name: t('grievances.form.send') }).click();
  await expect(form.getByText(t('messages.required'), { exact: true })).toHaveCount(2);
  await form.getByLabel(t('grievances.form.subject'), { exact: true }).selectOption('WrongRecord');
  const words =
    lang === 'en' ? 'My age is written as 24 on my booking; I am 42.' : 'मेरी बुकिंग पर उम्र 24 लिखी है, मेरी उम्र 42 है।';
  await form.getByLabel(t('grievances.form.message'), { exact: true }).fill(words);
  await form.getByRole('button', { name: t('grievances.form.send') }).click();
  const received = page.getByTestId('grievance-received');
  await expect(received).toContainText(t('grievances.received.title'));
  const acknowledgement = (await received.textContent())?.match(/GRV-\d{6,}/)?.[0] ?? '';
  expect(acknowledgement).not.toBe('');
  await expect(received).toContainText(t('grievances.received.number', { number: acknowledgement }));
  const mine = page.locator(`[data-grievance="${acknowledgement}"]`);
  await expect(mine.getByTestId('grievance-status')).toHaveText(t('grievances.statuses.Open'));
  await expect(mine).toContainText(t('grievances.form.subjects.WrongRecord'));
  await expect(mine).toContainText(words);
  await expectFitsAndReadable(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'grievance-sent', lang);

  // The desk: the grievance among the open ones, with whose it is; the reply closes it.
  const operator = await operatorDesk(browser, lang, t);
  const desk = operator.page;
  await expect(desk.getByRole('heading', { name: t('grievances.desk.title') })).toBeVisible();
  const card = desk.locator(`[data-grievance="${acknowledgement}"]`);
  await expect(card).toContainText(name);
  await expect(card.getByTestId('grievance-status')).toHaveText(t('grievances.statuses.Open'));
  await desk.setViewportSize(PHONE);
  await expectFitsAndReadable(desk);
  await shot(desk, 'grievance-desk', lang);
  await desk.setViewportSize(DESKTOP);
  const reply =
    lang === 'en'
      ? 'We have corrected your age to 42. Sorry for the mistake.'
      : 'आपकी उम्र ठीक करके 42 कर दी गई है। गलती के लिए माफ़ कीजिए।';
  await card.getByRole('button', { name: t('grievances.desk.sendReply') }).click();
  await expect(card.getByText(t('messages.required'), { exact: true })).toBeVisible();
  await card.getByLabel(t('grievances.reply'), { exact: true }).fill(reply);
  await card.getByRole('button', { name: t('grievances.desk.sendReply') }).click();
  await expect(desk.getByText(t('grievances.desk.replySent', { name }), { exact: true })).toBeVisible();
  // Answered, it leaves the open ones; All shows it with the reply.
  await expect(card).toHaveCount(0);
  await desk.getByRole('radio', { name: allRadio(t) }).check();
  await expect(card.getByTestId('grievance-status')).toHaveText(t('grievances.statuses.Resolved'));
  await expect(card.getByTestId('grievance-reply')).toContainText(reply);
  await operator.context.close();

  // The patient opens the page again: answered, with the reply.
  await page.reload();
  await expect(mine.getByTestId('grievance-status')).toHaveText(t('grievances.statuses.Resolved'));
  await expect(mine.getByTestId('grievance-reply')).toContainText(reply);
  await expectNoSideways(page);
  await shot(page, 'grievance-answered', lang);
});

test('the desk sends a breach notice to one patient, who sees it on the landing screen and closes it; the report says so', async ({
  page,
  t,
  lang,
  browser,
}) => {
  const name = lang === 'en' ? 'Ramesh Kumar' : 'रमेश कुमार';
  await page.setViewportSize(PHONE);
  await registerAndSignIn(page, t, lang, name);
  const patientId = await page.evaluate(async () => {
    const xsrf = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
    const answer = await fetch('/api/get-current-user.json', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-XSRF-TOKEN': xsrf },
      body: '{}',
    });
    return ((await answer.json()) as { result: { id: number } }).result.id;
  });
  const notice = {
    en: `On 20 November a list with the names and phone numbers of some patients was sent to a wrong e-mail address (${Date.now()}). Your address and health records were not in it. Call our grievance officer to know more.`,
    hi: `20 नवंबर को कुछ मरीज़ों के नाम और फ़ोन नंबर की एक सूची गलत ईमेल पते पर चली गई (${Date.now()})। इसमें आपका पता और सेहत के रिकॉर्ड नहीं थे। ज़्यादा जानने के लिए शिकायत अधिकारी को कॉल करें।`,
  };

  const operator = await operatorDesk(browser, lang, t);
  const desk = operator.page;
  const form = desk.getByRole('form', { name: t('grievances.breach.formTitle') });
  await form.getByRole('radio', { name: t('grievances.breach.list') }).check();
  await form.getByLabel(t('grievances.breach.ids'), { exact: true }).fill(String(patientId));
  await form.getByLabel(t('grievances.breach.messageEn'), { exact: true }).fill(notice.en);
  await form.getByLabel(t('grievances.breach.messageHi'), { exact: true }).fill(notice.hi);
  await form.getByRole('button', { name: t('grievances.breach.send') }).click();
  const ask = desk.getByRole('dialog', { name: t('grievances.breach.confirmTitle') });
  await expect(ask).toContainText(t('grievances.breach.confirmList', { count: 1 }));
  await ask.getByRole('button', { name: t('grievances.breach.send') }).click();
  await expect(desk.getByText(t('messages.breachNoticeSent', { count: 1 }), { exact: true })).toBeVisible();
  const sent = desk.locator('[data-breach-notice]').filter({ hasText: notice.en });
  await expect(sent).toContainText(t('grievances.breach.list'));
  // Too long for one SMS in either language: the texts are the short line to open the app.
  await expect(sent).toContainText(t('grievances.breach.textShort'));
  await desk.setViewportSize(PHONE);
  await expectFitsAndReadable(desk);
  await shot(desk, 'breach-notice-desk', lang);
  await desk.setViewportSize(DESKTOP);

  // The patient's landing screen: the notice in the screen's language, until they close it.
  await page.goto('/patient-selection');
  const banner = page.getByTestId('notice-banner');
  await expect(banner).toContainText(notice[lang]);
  await expect(banner.getByRole('heading', { name: t('grievances.notice.label') })).toBeVisible();
  await expect(banner).toContainText(t('grievances.notice.from', { date: formatDate(new Date(), lang) }));
  await expectFitsAndReadable(page);
  await shot(page, 'breach-notice-banner', lang);
  await banner.getByRole('button', { name: t('grievances.notice.dismiss') }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: t('appointments.specialists') })).toBeVisible();
  await expect(banner).toHaveCount(0);

  // The report: the patient, their text waiting for a gateway (none is set here), seen and closed.
  const downloading = desk.waitForEvent('download');
  await sent.getByRole('button', { name: t('grievances.breach.download') }).click();
  const download = await downloading;
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  const [header, row, ...rest] = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(rest).toEqual([]);
  expect(header).toBe(
    ['patientId', 'name', 'phone', 'textState', 'textSentAt', 'seenAt', 'dismissedAt']
      .map((key) => `"${t(`grievances.breach.csv.${key}`)}"`)
      .join(','),
  );
  const cells = row!.split('","').map((cell) => cell.replace(/^"|"$/g, ''));
  expect(cells.slice(0, 4)).toEqual([
    String(patientId),
    name,
    expect.stringMatching(/^\*{6}\d{4}$/),
    t('grievances.breach.textStates.queued'),
  ]);
  expect(cells[4]).toBe('');
  expect(cells[5]).not.toBe('');
  expect(cells[6]).not.toBe('');
  await operator.context.close();
});

test('the grievance officer is on /privacy-policy and /contact-us, with the way to write one for a patient', async ({
  page,
  t,
  lang,
}) => {
  await page.setViewportSize(PHONE);
  // Signed out: the officer's name, phone and e-mail; writing needs a patient's sign-in.
  await page.goto('/contact-us');
  const officer = page.getByTestId('grievance-officer');
  await expect(officer.getByText(OFFICER.name, { exact: true })).toBeVisible();
  await expect(
    officer.getByRole('link', { name: t('grievances.officer.call', { phone: '+91 90000 00002' }) }),
  ).toHaveAttribute('href', OFFICER.tel);
  await expect(officer.getByRole('link', { name: OFFICER.email })).toHaveAttribute('href', `mailto:${OFFICER.email}`);
  await expect(officer.getByRole('link', { name: t('grievances.officer.write') })).toHaveCount(0);

  await page.goto('/patient-login');
  await fillLogin(page, t, DEMO_ACCOUNTS.patient.phone_number, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/patient-selection$/);
  // The privacy notice in force, with the officer under it.
  await page.goto('/privacy-policy');
  await expect(page.getByText(t('consent.noticeVersion', { version: '2026-11' }), { exact: true })).toBeVisible();
  await expect(officer.getByText(OFFICER.name, { exact: true })).toBeVisible();
  await officer.scrollIntoViewIfNeeded();
  await expectNoSideways(page);
  await shot(page, 'privacy-policy-officer', lang);
  await officer.getByRole('link', { name: t('grievances.officer.write') }).click();
  await expect(page).toHaveURL(/\/grievance$/);
  await page.goto('/contact-us');
  await expect(officer.getByRole('link', { name: t('grievances.officer.write') })).toHaveAttribute(
    'href',
    '/grievance',
  );
  await expectNoSideways(page);
  await shot(page, 'contact-us-officer', lang);
});
