// A patient chooses how they hear their alerts, at 360 px, in English and Hindi: a new account without
// notifications on this phone starts with SMS, in the language they use the app in (signed in in it; a
// switch of the app's language, on any screen, moves it too); a count outside 1 to 10 is refused with its message; push
// and
// SMS, 5 patients before and SMS in the other language are saved, and shown again after a reload: the saved
// language wins over the app's.
import { callOk } from './api-helpers';
import { expect, registerAndSignIn, shot, test, tr } from './fixtures';

test.use({ viewport: { width: 360, height: 740 } });

const LANGUAGE_NAMES = { en: 'English', hi: 'हिंदी' } as const;

test('a patient chooses push and SMS, how early their turn is told, and the SMS language', async ({
  page,
  t,
  lang,
}) => {
  const other = lang === 'en' ? 'hi' : 'en';
  await registerAndSignIn(page, t, lang, 'Kamla Devi');

  // A switch of the app's language anywhere reaches the server at once: the texts would go in it.
  await page.goto('/patient-account');
  const { id } = (await callOk(page.request, 'get-current-user', {})) as { id: number };
  const textsLanguage = async () =>
    ((await callOk(page.request, 'get-alert-preferences', { patient_id: id })) as { language: string }).language;
  expect(await textsLanguage()).toBe(lang);
  await page.getByLabel(t('common.language')).selectOption(other);
  await expect.poll(textsLanguage).toBe(other);
  await page.getByLabel(tr(other, 'common.language')).selectOption(lang);
  await expect.poll(textsLanguage).toBe(lang);

  await page.getByRole('link', { name: t('account.alertSettings') }).click();
  await expect(page).toHaveURL(/\/patient-alert-settings$/);
  const push = page.getByLabel(t('alertSettings.push'), { exact: true });
  const sms = page.getByLabel(t('alertSettings.sms'), { exact: true });
  const turnNear = page.getByLabel(t('alertSettings.turnNearAt'), { exact: true });
  // No notifications on this phone: SMS, at 3 patients before, in the language the app is used in.
  await expect(sms).toBeChecked();
  await expect(push).not.toBeChecked();
  await expect(turnNear).toHaveValue('3');
  await expect(page.getByRole('radio', { name: LANGUAGE_NAMES[lang] })).toBeChecked();

  // Nothing saved yet: the app switched to the other language, the texts would go in it, and the page says so.
  await page.getByLabel(t('common.language')).selectOption(other);
  await expect(page.getByLabel(tr(other, 'alertSettings.sms'), { exact: true })).toBeChecked();
  await expect(page.getByRole('radio', { name: LANGUAGE_NAMES[other] })).toBeChecked();
  await page.getByLabel(tr(other, 'common.language')).selectOption(lang);
  await expect(page.getByRole('radio', { name: LANGUAGE_NAMES[lang] })).toBeChecked();

  // Push chosen on a phone without notifications on: the page says what to do.
  await push.check();
  await expect(page.getByText(t('alertSettings.pushNotOn'))).toBeVisible();
  await turnNear.fill('11');
  await page.getByRole('button', { name: t('alertSettings.submit') }).click();
  await expect(turnNear).toHaveAccessibleDescription(
    new RegExp(t('messages.turnNearAtInvalid').replace(/[.()]/g, '\\$&')),
  );
  await turnNear.fill('5');
  await page.getByRole('radio', { name: LANGUAGE_NAMES[other] }).check();
  await shot(page, 'alert-settings', lang);
  await page.getByRole('button', { name: t('alertSettings.submit') }).click();
  await expect(page.getByText(t('messages.alertPreferencesSaved'))).toBeVisible();
  // Nothing runs sideways at 360 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The saved language stays, though the app is used in the other.
  await page.reload();
  await expect(turnNear).toHaveValue('5');
  await expect(push).toBeChecked();
  await expect(sms).toBeChecked();
  await expect(page.getByRole('radio', { name: LANGUAGE_NAMES[other] })).toBeChecked();
});
